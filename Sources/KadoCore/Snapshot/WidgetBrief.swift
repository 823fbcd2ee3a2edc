import Foundation

/// What a status bar needs from the widget snapshot, small whatever the number of habits: for each
/// day of the series, the counts and the first few habits only.
///
/// It travels at the start of the snapshot file (its key, `brief`, sorts before every other key of
/// the series), so `kado widget` and its watcher read a bounded prefix of the file and stop: with
/// thousands of habits the series runs to megabytes, the brief to a few kilobytes. A status bar
/// shows at most ``habitLimit`` habits (its line and its tooltip say how many more there are), so
/// it never needs more than the brief holds.
public struct WidgetBrief: Codable, Hashable, Sendable {
    /// How many habits a status bar names, on its line (the due ones) and in its tooltip (all).
    public static let habitLimit = 12

    /// When the series was written.
    public var generatedAt: Date
    /// The day the series was written on (the first of `days` after the preceding ones).
    public var firstDay: LogicalDay?
    /// The time zone identifier the series was written in.
    public var timeZone: String?
    /// The hour at which days begin.
    public var dayStartHour: Int?
    /// The person's language, `en` or `fr`.
    public var language: String?
    /// How many active habits the series holds.
    public var habitCount: Int
    /// Every day of the series, preceding days included, ascending.
    public var days: [WidgetBriefDay]

    /// A brief from its parts.
    public init(
        generatedAt: Date, firstDay: LogicalDay?, timeZone: String?, dayStartHour: Int?, language: String?,
        habitCount: Int, days: [WidgetBriefDay]
    ) {
        self.generatedAt = generatedAt
        self.firstDay = firstDay
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.language = language
        self.habitCount = habitCount
        self.days = days
    }

    /// The brief of `series`, whose days without a `day` (a bare Kadō snapshot) are read with `boundary`.
    /// - Complexity: O(h) for each of the series' days, h habits.
    public init(series: WidgetSnapshotSeries, boundary: DayBoundary) {
        func day(of snapshot: WidgetSnapshot) -> LogicalDay {
            snapshot.day ?? boundary.logicalDay(containing: snapshot.logicalDay)
        }
        self.init(
            generatedAt: series.generatedAt, firstDay: series.days.first.map(day(of:)), timeZone: series.timeZone,
            dayStartHour: series.dayStartHour, language: series.language,
            habitCount: (series.days.last ?? series.days.first)?.habits.count ?? 0,
            days: series.allDays.map { WidgetBriefDay(snapshot: $0, day: day(of: $0)) })
    }

    /// The brief of `day`, or `nil` when the series does not hold it.
    public func day(_ day: LogicalDay) -> WidgetBriefDay? {
        days.first { $0.day == day }
    }
}

/// One day of a ``WidgetBrief``: its counts, and the habits a status bar names.
public struct WidgetBriefDay: Codable, Hashable, Sendable {
    /// The logical day.
    public var day: LogicalDay
    /// How many habits are on the day's list (due, or logged anyway).
    public var due: Int
    /// How many of them are complete.
    public var done: Int
    /// How many of them are started, not complete.
    public var started: Int
    /// The first ``WidgetBrief/habitLimit`` habits, and the first ``WidgetBrief/habitLimit`` of the
    /// day's list, in the habits' order: what a status bar's line and tooltip name.
    public var habits: [WidgetBriefEntry]

    /// A day from its parts.
    public init(day: LogicalDay, due: Int, done: Int, started: Int, habits: [WidgetBriefEntry]) {
        self.day = day
        self.due = due
        self.done = done
        self.started = started
        self.habits = habits
    }

    /// The positions of the habits a day's brief names, given whether each habit (in order) is on
    /// the day's list: the first `limit` habits, and the first `limit` of the day's list.
    /// - Complexity: O(h) for h habits at most; it stops once both are found.
    public static func positions(listed: [Bool], limit: Int = WidgetBrief.habitLimit) -> [Int] {
        var positions: [Int] = []
        var count = 0
        for (position, isListed) in listed.enumerated() {
            if isListed { count += 1 }
            // Among the first habits, or among the first of the day's list.
            guard position < limit || (isListed && count <= limit) else {
                if position >= limit && count >= limit { break }
                continue
            }
            positions.append(position)
        }
        return positions
    }

    /// The brief of `snapshot`, which describes `day`.
    /// - Complexity: O(h) for h habits.
    public init(snapshot: WidgetSnapshot, day: LogicalDay, limit: Int = WidgetBrief.habitLimit) {
        var rows: [UUID: WidgetTodayRow] = [:]
        for row in snapshot.today { rows[row.habit.id] = row }
        // Rows whose habit is not among the day's habits (none, as written) still count.
        var habits = snapshot.habits
        let known = Set(habits.map(\.id))
        habits += snapshot.today.map(\.habit).filter { !known.contains($0.id) }
        let positions = Self.positions(listed: habits.map { rows[$0.id] != nil }, limit: limit)
        let entries = positions.map { WidgetBriefEntry(habit: habits[$0], row: rows[habits[$0].id]) }
        self.init(
            day: day, due: snapshot.today.count, done: snapshot.today.filter { $0.status == .complete }.count,
            started: snapshot.today.filter { $0.status == .partial }.count, habits: entries)
    }
}

/// A habit of a ``WidgetBriefDay``, with its state when it is on the day's list.
public struct WidgetBriefEntry: Codable, Hashable, Sendable {
    /// The habit and its numbers on the day.
    public var habit: WidgetHabit
    /// Its state, when it is on the day's list (due, or logged anyway); `nil` otherwise.
    public var status: WidgetStatus?
    /// The day's value v(D), 0…1, when on the list.
    public var progress: Double?
    /// The day's amount for counters and timers, when on the list.
    public var valueToday: Double?

    /// An entry for `habit`, with `row` when it is on the day's list.
    public init(habit: WidgetHabit, row: WidgetTodayRow?) {
        self.habit = habit
        status = row?.status
        progress = row?.progress
        valueToday = row?.valueToday
    }

    /// The day's row, as the full snapshot has it, when the habit is on the day's list.
    public var row: WidgetTodayRow? {
        guard let status else { return nil }
        return WidgetTodayRow(
            habit: habit, status: status, progress: progress ?? 0, valueToday: valueToday,
            streak: habit.currentStreak, scorePercent: habit.scorePercent)
    }
}
