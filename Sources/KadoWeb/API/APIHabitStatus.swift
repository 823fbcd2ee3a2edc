import Foundation
import KadoApp
import KadoCore

/// One habit on one day as the API shows it: the same fields, with the same names and values, as
/// `kado show --json` and `kado today --json` print, plus what a shortcut needs besides (the
/// icon, the target, the day's amount, whether it is in Today's "Scheduled" list, and after a
/// check-in what the check-in did).
///
/// Amounts are in the habit's stored unit, as the command line writes them: units for counters
/// and at-most habits, seconds for timers.
struct APIHabitStatus: Encodable {
    let id: UUID
    let name: String
    let day: LogicalDay
    let score: Double
    let scorePercent: Int
    let currentStreak: Int
    let bestStreak: Int
    let streakUnit: StreakUnit
    let dueToday: Bool
    let doneToday: Bool
    let value: Double
    let every: String
    let type: String
    let kind: HabitTypeKind
    let target: Double?
    let unit: String?
    let amount: Double
    let scheduled: Bool
    let color: HabitColor
    let icon: String
    let archived: Bool
    /// What a check-in did (``CheckInOutcome`` raw value), in the answer to a POST.
    var outcome: String?

    /// The status of `summary`'s habit on its day.
    init(_ summary: HabitSummary, outcome: CheckInOutcome? = nil) {
        let habit = summary.habit
        let evaluation = summary.evaluation
        id = habit.id
        name = habit.name
        day = evaluation.day
        score = evaluation.score
        scorePercent = evaluation.scorePercent
        currentStreak = evaluation.currentStreak
        bestStreak = evaluation.bestStreak
        streakUnit = evaluation.streakUnit
        dueToday = evaluation.isDue
        doneToday = evaluation.isComplete
        value = evaluation.value
        every = HabitNotation.every(habit.frequency)
        type = HabitNotation.type(habit.type)
        kind = habit.type.kind
        target = habit.type.target
        unit = habit.unit
        amount = summary.todayAmount
        scheduled = summary.isScheduledToday
        color = habit.color
        icon = habit.icon
        archived = habit.isArchived
        self.outcome = outcome?.rawValue
    }
}

/// `GET /api/today`: the logical day and its habits, scheduled ones first.
struct APIToday: Encodable {
    let day: LogicalDay
    let habits: [APIHabitStatus]
}

/// `GET /api/habits`: one habit's definition, without computing its history.
struct APIHabitEntry: Encodable {
    let id: UUID
    let name: String
    let position: Int
    let every: String
    let type: String
    let kind: HabitTypeKind
    let target: Double?
    let unit: String?
    let color: HabitColor
    let icon: String
    /// The reminder time (`07:30`) when reminders are on.
    let reminder: String?
    let archived: Bool

    init(_ habit: Habit, position: Int) {
        id = habit.id
        name = habit.name
        self.position = position
        every = HabitNotation.every(habit.frequency)
        type = HabitNotation.type(habit.type)
        kind = habit.type.kind
        target = habit.type.target
        unit = habit.unit
        color = habit.color
        icon = habit.icon
        reminder =
            habit.remindersEnabled
            ? String(habit.reminderHour).leftPadded(to: 2) + ":" + String(habit.reminderMinute).leftPadded(to: 2)
            : nil
        archived = habit.isArchived
    }
}

/// `GET /api/habits`: every habit, archived ones too (see `archived`).
struct APIHabitList: Encodable {
    let habits: [APIHabitEntry]
}

/// `GET /api/habits/REF/stats`: the status, a sentence to read out (as `kado stats` says it), and
/// the statistics of the whole history (as `kado show --json` counts them).
struct APIHabitStats: Encodable {
    struct Run: Encodable {
        let first: LogicalDay
        let last: LogicalDay
        let length: Int
    }

    struct Score: Encodable {
        let day: LogicalDay
        let score: Double
    }

    let status: APIHabitStatus
    let language: Language
    let sentence: String
    let completionRate: Double
    let countedDays: Int
    let doneDays: Int
    let excusedDays: Int
    let daysWithRecords: Int
    let records: Int
    let total: Double
    let doneDaysByWeekday: [String: Int]
    let longestRuns: [Run]
    let scores: [Score]

    private enum Keys: String, CodingKey {
        case language, sentence, completionRate, countedDays, doneDays, excusedDays, daysWithRecords, records, total
        case doneDaysByWeekday, longestRuns, scores
    }

    init(_ detail: HabitDetail, language: Language) {
        let statistics = detail.statistics
        status = APIHabitStatus(detail.summary)
        self.language = language
        sentence = APIStatsSentence.sentence(detail.summary, t: Localizer(language: language))
        completionRate = statistics.completionRate
        countedDays = statistics.countedDays
        doneDays = statistics.doneDays
        excusedDays = statistics.excusedDays
        daysWithRecords = statistics.daysWithRecords
        records = statistics.records
        total = statistics.amount
        doneDaysByWeekday = Dictionary(
            uniqueKeysWithValues: Weekday.allCases.map { ($0.name, statistics.doneDaysByWeekday[$0] ?? 0) })
        longestRuns = detail.longestRuns.map { Run(first: $0.first, last: $0.last, length: $0.length) }
        scores = detail.scores.suffix(30).map { Score(day: $0.day, score: $0.score) }
    }

    /// The status's fields and the statistics in one flat object, as `kado show --json` writes.
    func encode(to encoder: any Encoder) throws {
        try status.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(language, forKey: .language)
        try container.encode(sentence, forKey: .sentence)
        try container.encode(completionRate, forKey: .completionRate)
        try container.encode(countedDays, forKey: .countedDays)
        try container.encode(doneDays, forKey: .doneDays)
        try container.encode(excusedDays, forKey: .excusedDays)
        try container.encode(daysWithRecords, forKey: .daysWithRecords)
        try container.encode(records, forKey: .records)
        try container.encode(total, forKey: .total)
        try container.encode(doneDaysByWeekday, forKey: .doneDaysByWeekday)
        try container.encode(longestRuns, forKey: .longestRuns)
        try container.encode(scores, forKey: .scores)
    }
}

/// One sentence about a habit, in the person's language, for a shortcut to show or say.
enum APIStatsSentence {
    static func sentence(_ summary: HabitSummary, t: Localizer) -> String {
        let evaluation = summary.evaluation
        // A sentence is a screen: it says the streak as shown (StreakDisplay), the numbers of the
        // API's fields stay Kadō's.
        let display = evaluation.streakDisplay
        let streak: String
        if let week = display.week {
            streak = t(.weekProgress(week.done, of: week.required))
        } else if display.current == 0 {
            streak = t(.apiNoStreak)
        } else {
            let length = display.unit == .weeks ? t(.streakWeeks(display.current)) : t(.streakDays(display.current))
            streak = t(.apiStreak(length, best: display.best))
        }
        let today: String
        switch summary.habit.type {
        case .negative: today = summary.todayAmount > 0 ? t(.apiSlippedToday) : t(.apiNoSlipToday)
        default: today = evaluation.isComplete ? t(.apiDoneToday) : t(.apiNotDoneToday)
        }
        return t(
            .apiSentence(summary.habit.name, streak: streak, score: t.percent(evaluation.scorePercent), today: today))
    }
}

extension Phrase {
    static let apiNoStreak = Phrase("no streak yet", "pas encore de série")
    static func apiStreak(_ length: String, best: Int) -> Phrase {
        Phrase("a streak of \(length) (best \(best))", "une série de \(length) (record \(best))")
    }
    static let apiDoneToday = Phrase("done today", "fait aujourd’hui")
    static let apiNotDoneToday = Phrase("not done yet today", "pas encore fait aujourd’hui")
    static let apiSlippedToday = Phrase("a slip today", "un écart aujourd’hui")
    static let apiNoSlipToday = Phrase("no slip today", "aucun écart aujourd’hui")
    static func apiSentence(_ name: String, streak: String, score: String, today: String) -> Phrase {
        Phrase("\(name): \(streak), score \(score), \(today).", "\(name) : \(streak), score \(score), \(today).")
    }
}
