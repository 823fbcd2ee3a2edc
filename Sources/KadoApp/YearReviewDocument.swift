import Foundation
import KadoCore

/// The year in review as JSON — `kado review --json` and `GET /api/review` — every number behind
/// the text and the rules that chose the year's habits. Shares and scores are 0…1.
public struct YearReviewDocument: Encodable, Sendable {
    /// Done and due days with their share.
    struct Month: Encodable, Sendable {
        let month: Int
        let due: Int
        let done: Int
        let share: Double?

        init(_ tally: MonthTally) {
            month = tally.month
            due = tally.due
            done = tally.done
            share = tally.due > 0 ? tally.share : nil
        }
    }

    /// A rise of the score.
    struct Rise: Encodable, Sendable {
        let lowDay: LogicalDay
        let lowScore: Double
        let highDay: LogicalDay
        let highScore: Double
        let amount: Double

        init(_ rise: ScoreRise) {
            lowDay = rise.lowDay
            lowScore = rise.lowScore
            highDay = rise.highDay
            highScore = rise.highScore
            amount = rise.amount
        }
    }

    /// One habit's year.
    struct HabitEntry: Encodable, Sendable {
        let id: UUID
        let name: String
        let archived: Bool
        let daysDue: Int
        let daysDone: Int
        let share: Double?
        let bestStreak: Int
        let bestMonth: Month?
        let worstMonth: Month?
        let months: [Month]
        /// The score at each month's end, January first; `null` for a month not reached or before
        /// the habit began.
        let monthEndScores: [Double?]
        let checkIns: Int
        let scoreRise: Rise?
        /// One letter a day from 1 January (see `dayLetters`).
        let days: String
    }

    /// A habit the year's summary names.
    struct Named: Encodable, Sendable {
        let id: UUID
        let name: String
    }

    /// The whole year.
    struct Summary: Encodable, Sendable {
        let checkIns: Int
        let daysAllDone: Int
        let daysWithDue: Int
        let mostConsistent: Named?
        let comeback: Named?
    }

    /// How the summary and each habit's numbers are decided, in words.
    struct Rules: Encodable, Sendable {
        let minimumDueDays: Int
        let mostConsistent: String
        let comeback: String
        let bestStreak: String
        let months: String
        let checkIns: String
    }

    let year: Int
    let soFar: Bool
    let first: LogicalDay
    let last: LogicalDay
    let weekStart: String
    let previousYear: Int?
    let nextYear: Int?
    let summary: Summary
    let rules: Rules
    /// What each letter of a habit's `days` means.
    let dayLetters: [String: String]
    let habits: [HabitEntry]

    /// The letter of each day state in `days`.
    static let letters: [YearDayState: Character] = [
        .done: "d", .partly: "p", .missed: "m", .extra: "e", .notDue: "n", .skipped: "s", .paused: "z",
        .beforeStart: "b", .notOver: "f",
    ]

    /// The document of `review`.
    public init(_ review: YearReview) {
        year = review.year
        soFar = review.isSoFar
        first = review.grid.first
        last = review.lastDay
        weekStart = review.weekStart.name
        previousYear = review.previousYear
        nextYear = review.nextYear
        func named(_ id: UUID?) -> Named? {
            id.flatMap { id in review.habit(id).map { Named(id: id, name: $0.name) } }
        }
        summary = Summary(
            checkIns: review.summary.checkIns, daysAllDone: review.summary.daysAllDone,
            daysWithDue: review.summary.daysWithDue, mostConsistent: named(review.summary.mostConsistent),
            comeback: named(review.summary.comeback))
        rules = Rules(
            minimumDueDays: YearSummary.minimumDueDays,
            mostConsistent: "The highest share of due days done among habits due on at least "
                + "\(YearSummary.minimumDueDays) days; equal shares: more due days, then the list's order.",
            comeback: "The largest rise of a score from a low point in the year, reached after a fall of at least "
                + "10 points from an earlier high, to a later high point; equal "
                + "rises: the list's order; none when no score came back.",
            bestStreak: "The longest run of due days done within the year, each day judged by the terms in force "
                + "that day; days not due, skipped or paused neither break nor extend it; today is not over.",
            months: "Best and worst month by share of due days done, months without a due day left out; equal "
                + "shares: the earlier month.",
            checkIns: "Records with a value above 0 of habits to do (a yes, units, minutes); slips are not check-ins.")
        dayLetters = Dictionary(uniqueKeysWithValues: Self.letters.map { (String($0.value), $0.key.rawValue) })
        habits = zip(review.habits, review.habitYears).map { habit, year in
            HabitEntry(
                id: habit.id, name: habit.name, archived: habit.isArchived, daysDue: year.daysDue,
                daysDone: year.daysDone, share: year.daysDue > 0 ? year.share : nil, bestStreak: year.bestStreak,
                bestMonth: year.bestMonth.map(Month.init), worstMonth: year.worstMonth.map(Month.init),
                months: year.months.map(Month.init), monthEndScores: year.monthEndScores, checkIns: year.checkIns,
                scoreRise: year.rise.map(Rise.init),
                days: String(year.days.map { Self.letters[$0] ?? "?" }))
        }
    }
}
