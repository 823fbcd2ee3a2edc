import Foundation

/// The file widgets, status bars and the read-only quick actions read instead of the database:
/// today and the next six logical days, each as it will look if nothing more is logged, so that
/// a reader rolls over at the day boundary without the app.
///
/// Its JSON is Kadō's widget snapshot series (dates in ISO 8601), so Kadō's own widget code could
/// decode it; what Kadō lacks (the time zone and day start a reader needs to pick the day,
/// at-most habits, units, streak units, logical days as text, the days before the first for a
/// reader west of the writer, the status bars' brief) travels as extra keys.
public struct WidgetSnapshotSeries: Codable, Hashable, Sendable {
    /// When the series was written.
    public var generatedAt: Date
    /// Consecutive days, ascending, the first being the day the series was written on.
    public var days: [WidgetSnapshot]
    /// The days just before the first, ascending (ours): a reader in a time zone west of the
    /// writer's may still be on one of them (up to two days back across the date line).
    public var precedingDays: [WidgetSnapshot]?
    /// The small summary status bars read instead of the whole series (ours). Its key sorts first,
    /// so it opens the file and a reader stops reading after it (see ``WidgetBrief``).
    public var brief: WidgetBrief?
    /// The time zone identifier the days were computed in (ours).
    public var timeZone: String?
    /// The hour at which days begin (ours).
    public var dayStartHour: Int?
    /// The first day of the week, Sunday = 1 (ours).
    public var weekStart: Int?
    /// The language of the person's settings, `en` or `fr` (ours).
    public var language: String?

    /// A series from its parts.
    public init(
        generatedAt: Date, days: [WidgetSnapshot], timeZone: String? = nil, dayStartHour: Int? = nil,
        weekStart: Int? = nil, language: String? = nil, precedingDays: [WidgetSnapshot]? = nil,
        brief: WidgetBrief? = nil
    ) {
        self.generatedAt = generatedAt
        self.days = days
        self.precedingDays = precedingDays
        self.brief = brief
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.weekStart = weekStart
        self.language = language
    }

    /// The day that answers for `day`: the latest not after it, else the first. `nil` when empty.
    public func snapshot(for day: LogicalDay) -> WidgetSnapshot? {
        days.last { ($0.day ?? .init(dayNumber: .min)) <= day } ?? days.first
    }

    /// Whether the series still covers `day` (it was written on or before it, and `day` is one of its days).
    public func covers(_ day: LogicalDay) -> Bool {
        days.contains { $0.day == day }
    }

    /// Every day the series holds, ascending: the preceding days, then `days`.
    public var allDays: [WidgetSnapshot] { (precedingDays ?? []) + days }
}

/// One logical day as the widgets show it.
public struct WidgetSnapshot: Codable, Hashable, Sendable {
    /// When the series holding it was written.
    public var generatedAt: Date
    /// The first instant of the logical day.
    public var logicalDay: Date
    /// The logical day as `YYYY-MM-DD` (ours).
    public var day: LogicalDay?
    /// The active habits in their order, with their numbers as of this day.
    public var habits: [WidgetHabit]
    /// The habits scheduled this day, with their state.
    public var today: [WidgetTodayRow]
    /// How many habits are scheduled this day.
    public var totalDueToday: Int
    /// How many of them are complete.
    public var completedToday: Int
    /// The seven days ending this day: one row a habit.
    public var matrix: [WidgetMatrixRow]
    /// The first instants of the matrix's seven days.
    public var matrixDays: [Date]

    /// A day from its parts.
    public init(
        generatedAt: Date, logicalDay: Date, day: LogicalDay?, habits: [WidgetHabit], today: [WidgetTodayRow],
        totalDueToday: Int, completedToday: Int, matrix: [WidgetMatrixRow], matrixDays: [Date]
    ) {
        self.generatedAt = generatedAt
        self.logicalDay = logicalDay
        self.day = day
        self.habits = habits
        self.today = today
        self.totalDueToday = totalDueToday
        self.completedToday = completedToday
        self.matrix = matrix
        self.matrixDays = matrixDays
    }
}

/// A habit as the widgets need it.
public struct WidgetHabit: Codable, Hashable, Sendable, Identifiable {
    /// The habit's id.
    public var id: UUID
    /// Its name.
    public var name: String
    /// Its colour.
    public var color: HabitColor
    /// Its SF Symbol name.
    public var icon: String
    /// Kadō's kind: `binary`, `negative`, `counter` or `timer` (an at-most habit shows as a counter).
    public var typeKind: WidgetHabitTypeKind
    /// The day's target (units, or seconds for a timer).
    public var target: Double?
    /// The current streak.
    public var currentStreak: Int
    /// The best streak.
    public var bestStreak: Int
    /// The score, 0…1.
    public var currentScore: Double
    /// The full kind, `atMost` included (ours).
    public var kind: HabitTypeKind?
    /// The unit of a counter or at-most habit (ours).
    public var unit: String?
    /// Whether the streaks count days or weeks (ours).
    public var streakUnit: StreakUnit?
    /// The streak screens show, which may differ from Kadō's `currentStreak` (ours; see ``StreakDisplay``).
    public var streakDisplay: StreakDisplay?

    /// A habit from its parts.
    public init(
        id: UUID, name: String, color: HabitColor, icon: String, typeKind: WidgetHabitTypeKind, target: Double?,
        currentStreak: Int, bestStreak: Int, currentScore: Double, kind: HabitTypeKind?, unit: String?,
        streakUnit: StreakUnit?, streakDisplay: StreakDisplay? = nil
    ) {
        self.id = id
        self.name = name
        self.color = color
        self.icon = icon
        self.typeKind = typeKind
        self.target = target
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.currentScore = currentScore
        self.kind = kind
        self.unit = unit
        self.streakUnit = streakUnit
        self.streakDisplay = streakDisplay
    }

    /// The streak to show: the snapshot's display, or Kadō's numbers for a file that has none.
    public var displayedStreak: StreakDisplay {
        streakDisplay ?? StreakDisplay(kadoCurrent: currentStreak, best: bestStreak, unit: streakUnit ?? .days)
    }

    /// The score as the whole percentage every surface shows.
    public var scorePercent: Int { Int((max(0, min(1, currentScore)) * 100).rounded()) }
}

/// Kadō's four habit kinds, as its widgets know them.
public enum WidgetHabitTypeKind: String, Codable, Hashable, Sendable {
    case binary
    case negative
    case counter
    case timer
}

/// How far a scheduled habit is on its day.
public enum WidgetStatus: String, Codable, Hashable, Sendable {
    /// Nothing yet.
    case none
    /// Started, not complete.
    case partial
    /// Complete (for a negative habit: no slip).
    case complete
}

/// A habit scheduled on the day, with its state.
public struct WidgetTodayRow: Codable, Hashable, Sendable {
    /// The habit.
    public var habit: WidgetHabit
    /// How far it is.
    public var status: WidgetStatus
    /// The day's value v(D), 0…1.
    public var progress: Double
    /// The day's amount for counters and timers (units, seconds), else `nil`.
    public var valueToday: Double?
    /// The current streak.
    public var streak: Int
    /// The score as a whole percentage.
    public var scorePercent: Int

    /// A row from its parts.
    public init(
        habit: WidgetHabit, status: WidgetStatus, progress: Double, valueToday: Double?, streak: Int,
        scorePercent: Int
    ) {
        self.habit = habit
        self.status = status
        self.progress = progress
        self.valueToday = valueToday
        self.streak = streak
        self.scorePercent = scorePercent
    }
}

/// One habit's row of the seven-day matrix.
public struct WidgetMatrixRow: Codable, Hashable, Sendable {
    /// The habit.
    public var habit: WidgetHabit
    /// One cell a day of the matrix.
    public var cells: [WidgetDayCell]

    /// A row from its parts.
    public init(habit: WidgetHabit, cells: [WidgetDayCell]) {
        self.habit = habit
        self.cells = cells
    }
}

/// One cell of the matrix: the day's value v(D), not the score.
public enum WidgetDayCell: Codable, Hashable, Sendable {
    /// After the snapshot's day.
    case future
    /// Not asked for, nothing logged (a skipped day too, which Kadō's cells cannot tell).
    case notDue
    /// A counted day, with its value.
    case scored(Double)
    /// Logged on a day the schedule did not ask for, with its value.
    case offSchedule(Double)

    /// The cell for a day of the Overview grid.
    public init(_ cell: DayCell) {
        switch cell {
        case .future: self = .future
        case .notDue, .skipped: self = .notDue
        case .scored(let value): self = .scored(value)
        case .offSchedule(let value): self = .offSchedule(value)
        }
    }
}
