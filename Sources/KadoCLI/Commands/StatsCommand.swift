import Foundation
import KadoApp
import KadoCore

/// `kado stats HABIT`: Kadō's "Get habit stats" quick action. One sentence with the streak, the
/// score and whether today is done, in the settings' language, read from the widget snapshot only.
struct StatsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "stats",
        summary: HelpText("cli.help.stats.summary"),
        discussion: HelpText("cli.help.stats.discussion"),
        examples: ["stats Read", "stats Read --json"])

    @Argument(.habit) var habit: String

    /// `kado stats --json`.
    struct Output: Encodable {
        /// The habit's state on the day, when it is on the day's list.
        struct Today: Encodable {
            let status: WidgetStatus
            let progress: Double
            let valueToday: Double?
        }

        let id: UUID
        let name: String
        let day: LogicalDay
        let language: Language
        let sentence: String
        /// The streaks the sentence says (``StreakDisplay``), and Kadō's presence-based ones.
        let streak: Int
        let bestStreak: Int
        let presenceStreak: Int
        let presenceBestStreak: Int
        let streakUnit: StreakUnit
        let score: Double
        let scorePercent: Int
        let doneToday: Bool
        let kind: HabitTypeKind
        let target: Double?
        let unit: String?
        let today: Today?

        enum CodingKeys: String, CodingKey {
            case id, name, day, language, sentence, streak, bestStreak, presenceStreak, presenceBestStreak, streakUnit
            case score, scorePercent
            case doneToday, kind, target, unit, today
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(day, forKey: .day)
            try container.encode(language, forKey: .language)
            try container.encode(sentence, forKey: .sentence)
            try container.encode(streak, forKey: .streak)
            try container.encode(bestStreak, forKey: .bestStreak)
            try container.encode(presenceStreak, forKey: .presenceStreak)
            try container.encode(presenceBestStreak, forKey: .presenceBestStreak)
            try container.encode(streakUnit, forKey: .streakUnit)
            try container.encode(score, forKey: .score)
            try container.encode(scorePercent, forKey: .scorePercent)
            try container.encode(doneToday, forKey: .doneToday)
            try container.encode(kind, forKey: .kind)
            try container.encode(target, forKey: .target)
            try container.encode(unit, forKey: .unit)
            try container.encode(today, forKey: .today)
        }
    }

    func run(in context: CommandContext) throws {
        let path = SnapshotFile.path(forDatabase: context.databasePath)
        let reference = habit
        // Only the habit's lines of today's lists are read and decoded.
        let (reading, selection) = try WidgetReading.read(
            selecting: [reference], argument: "HABIT", from: path, now: context.now(), timeZone: context.timeZone)
        guard let snapshot = reading.snapshot else {
            throw WidgetExit(reportMessage: reading.outdatedReport, exitCode: .failure)
        }
        guard let current = snapshot.habits.first(where: { selection.contains($0.id) }) else {
            throw WidgetExit(reportMessage: reading.outdatedReport, exitCode: .failure)
        }
        let row = snapshot.today.first { $0.habit.id == current.id }
        let language = reading.language(else: context.language)
        let sentence = HabitStatsSentence.sentence(current, row: row, language: language)
        guard context.usesJSON else {
            context.print(sentence)
            return
        }
        try context.printJSON(
            Output(
                id: current.id, name: current.name, day: reading.today, language: language, sentence: sentence,
                streak: current.displayedStreak.current, bestStreak: current.displayedStreak.best,
                presenceStreak: current.currentStreak, presenceBestStreak: current.bestStreak,
                streakUnit: current.streakUnit ?? .days, score: current.currentScore,
                scorePercent: current.scorePercent,
                doneToday: row?.status == .complete, kind: WidgetWording.kind(of: current), target: current.target,
                unit: current.unit,
                today: row.map { Output.Today(status: $0.status, progress: $0.progress, valueToday: $0.valueToday) }))
    }
}
