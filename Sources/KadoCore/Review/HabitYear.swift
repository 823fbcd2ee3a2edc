import Foundation

/// One habit's year in review: every day's state, its due days done, its best streak within the
/// year, its best and worst month and the path of its score (``HabitTimeline/year(_:asOf:)``).
public struct HabitYear: Hashable, Sendable {
    /// The habit.
    public let habitID: UUID
    /// The year.
    public let year: Int
    /// Each day's state from 1 January; day `i` is `1 January + i` (365 or 366 entries).
    public let days: [YearDayState]
    /// The days that counted (due, not excused), through today.
    public let daysDue: Int
    /// The due days done.
    public let daysDone: Int
    /// The longest run of due days done within the year (see ``HabitTimeline/year(_:asOf:)``).
    public let bestStreak: Int
    /// The months, January first, each with its due and done days (0 and 0 for a month with none).
    public let months: [MonthTally]
    /// The score at the end of each month (the current month: as of today), January first; `nil`
    /// for a month not reached, or whose end came before the habit began.
    public let monthEndScores: [Double?]
    /// Its records with a value above 0 in the year, for a habit whose records mean done (a yes,
    /// units, minutes); 0 for a habit to avoid, whose records are slips.
    public let checkIns: Int
    /// The largest rise of its score within the year after a fall (``ScoreRise``), `nil` for none.
    public let rise: ScoreRise?

    /// A year from its parts.
    public init(
        habitID: UUID, year: Int, days: [YearDayState], bestStreak: Int, monthEndScores: [Double?], checkIns: Int,
        rise: ScoreRise?
    ) {
        self.habitID = habitID
        self.year = year
        self.days = days
        self.bestStreak = bestStreak
        self.monthEndScores = monthEndScores
        self.checkIns = checkIns
        self.rise = rise
        var due = [Int](repeating: 0, count: 12)
        var done = [Int](repeating: 0, count: 12)
        var day = LogicalDay(year: year, month: 1, day: 1) ?? LogicalDay(dayNumber: 0)
        for state in days {
            let month = day.month - 1
            if state.isDue { due[month] += 1 }
            if state == .done { done[month] += 1 }
            day = day.adding(days: 1)
        }
        months = (0..<12).map { MonthTally(month: $0 + 1, due: due[$0], done: done[$0]) }
        daysDue = due.reduce(0, +)
        daysDone = done.reduce(0, +)
    }

    /// The share of due days done, 0…1; 0 without a due day.
    public var share: Double { daysDue > 0 ? Double(daysDone) / Double(daysDue) : 0 }

    /// Whether the habit has anything in the year: a day on or after its start (or a day done).
    public var hasDays: Bool { days.contains { $0 != .beforeStart && $0 != .notOver && $0 != .notDue } }

    /// The month with the highest share of due days done among those with a due day; of equal
    /// shares, the earlier month. `nil` when no month had a due day.
    public var bestMonth: MonthTally? {
        months.filter { $0.due > 0 }.reduce(nil) { best, month in
            guard let best else { return month }
            return month.isBetter(than: best) ? month : best
        }
    }

    /// The month with the lowest share of due days done among those with a due day; of equal
    /// shares, the earlier month. `nil` when no month had a due day.
    public var worstMonth: MonthTally? {
        months.filter { $0.due > 0 }.reduce(nil) { worst, month in
            guard let worst else { return month }
            return worst.isBetter(than: month) ? month : worst
        }
    }
}
