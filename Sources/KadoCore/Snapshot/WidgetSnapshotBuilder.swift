import Foundation

/// Builds the widget snapshot series from the habits' timelines: the first day and the six after
/// it, each as it will look if nothing more is logged.
public struct WidgetSnapshotBuilder: Sendable {
    /// How many days a series holds.
    public static let seriesLength = 7
    /// How many days before the first a series also holds: time zones span 26 hours (UTC−12 to
    /// UTC+14), so a reader who flew west of the writer may be up to two logical days behind it.
    public static let precedingLength = 2
    /// How many days the matrix of each day shows, ending on that day.
    public static let matrixLength = 7

    /// The calendar the days are read in.
    public let calendar: HabitCalendar
    /// The person's language, carried for the readers.
    public let language: String?

    /// A builder for `calendar`.
    public init(calendar: HabitCalendar, language: String? = nil) {
        self.calendar = calendar
        self.language = language
    }

    /// The series starting on `first` (with the ``precedingLength`` days before it), from the
    /// timelines of the active habits in their order, and its brief.
    /// - Complexity: O(h × 9 × d) for h habits and the d days each walk covers (from its
    ///   checkpoint, when the timeline resumes from one).
    public func series(of timelines: [HabitTimeline], from first: LogicalDay, generatedAt: Date)
        -> WidgetSnapshotSeries
    {
        let days = (0..<Self.seriesLength).map { offset in
            snapshot(of: timelines, on: first.adding(days: offset), generatedAt: generatedAt)
        }
        let preceding = (0..<Self.precedingLength).reversed().map { offset in
            snapshot(of: timelines, on: first.adding(days: -1 - offset), generatedAt: generatedAt)
        }
        var series = WidgetSnapshotSeries(
            generatedAt: generatedAt, days: days, timeZone: calendar.boundary.timeZone.identifier,
            dayStartHour: calendar.boundary.startHour, weekStart: calendar.weekStart.rawValue, language: language,
            precedingDays: preceding)
        series.brief = WidgetBrief(series: series, boundary: calendar.boundary)
        return series
    }

    /// One day's snapshot.
    public func snapshot(of timelines: [HabitTimeline], on day: LogicalDay, generatedAt: Date) -> WidgetSnapshot {
        snapshot(assembling: timelines.map { habitDay(of: $0, on: day) }, on: day, generatedAt: generatedAt)
    }

    /// Every day a series starting on `first` holds, ascending: the ``precedingLength`` days
    /// before it, then the ``seriesLength`` days from it (the order of ``WidgetSnapshotSeries/allDays``).
    public static func days(from first: LogicalDay) -> [LogicalDay] {
        (-precedingLength..<seriesLength).map { first.adding(days: $0) }
    }

    /// One habit on `day`: its numbers, its row when it is on the day's list, its matrix cells.
    /// A habit's part of a day depends on its own timeline only, so one habit's days can be
    /// computed again alone after a change to it.
    /// - Complexity: O(d) for the d days the walk covers.
    public func habitDay(of timeline: HabitTimeline, on day: LogicalDay) -> WidgetHabitDay {
        let evaluation = timeline.evaluate(asOf: day)
        let habit = Self.widgetHabit(timeline.habit, evaluation: evaluation)
        let loggedAnyway = timeline.habit.type.recordsMeanDone && timeline.positiveRecords(on: day) > 0
        var row: WidgetTodayRow?
        if evaluation.isDue || loggedAnyway {
            row = WidgetTodayRow(
                habit: habit, status: Self.status(of: timeline, evaluation: evaluation), progress: evaluation.value,
                valueToday: timeline.habit.type.target == nil ? nil : timeline.sum(on: day),
                streak: evaluation.currentStreak, scorePercent: evaluation.scorePercent)
        }
        let cells = timeline.cells(from: day.adding(days: 1 - Self.matrixLength), through: day, asOf: day)
        return WidgetHabitDay(day: day, habit: habit, row: row, cells: cells.map(WidgetDayCell.init))
    }

    /// The day's snapshot of habits' parts of it, in the habits' order.
    public func snapshot(assembling parts: [WidgetHabitDay], on day: LogicalDay, generatedAt: Date) -> WidgetSnapshot {
        var snapshot = skeleton(on: day, generatedAt: generatedAt)
        snapshot.habits = parts.map(\.habit)
        snapshot.today = parts.compactMap(\.row)
        snapshot.matrix = parts.map { WidgetMatrixRow(habit: $0.habit, cells: $0.cells) }
        snapshot.totalDueToday = snapshot.today.count
        snapshot.completedToday = snapshot.today.filter { $0.status == .complete }.count
        return snapshot
    }

    /// The day's snapshot without its habits: its instants only, every list empty.
    public func skeleton(on day: LogicalDay, generatedAt: Date) -> WidgetSnapshot {
        let matrixFirst = day.adding(days: 1 - Self.matrixLength)
        return WidgetSnapshot(
            generatedAt: generatedAt, logicalDay: calendar.boundary.start(of: day), day: day, habits: [], today: [],
            totalDueToday: 0, completedToday: 0, matrix: [],
            matrixDays: (0..<Self.matrixLength).map { calendar.boundary.start(of: matrixFirst.adding(days: $0)) })
    }

    /// A habit with its numbers on the day, and the target or limit of the terms in force that
    /// day (``Habit/rules(on:)``): a change from today shows today, the days before it keep theirs.
    static func widgetHabit(_ habit: Habit, evaluation: HabitEvaluation) -> WidgetHabit {
        let typeKind: WidgetHabitTypeKind
        switch habit.type {
        case .binary: typeKind = .binary
        case .negative: typeKind = .negative
        case .counter, .atMost: typeKind = .counter
        case .timer: typeKind = .timer
        }
        return WidgetHabit(
            id: habit.id, name: habit.name, color: habit.color, icon: habit.icon, typeKind: typeKind,
            target: habit.rules(on: evaluation.day).type.target, currentStreak: evaluation.currentStreak,
            bestStreak: evaluation.bestStreak,
            currentScore: evaluation.score, kind: habit.type.kind, unit: habit.unit, streakUnit: evaluation.streakUnit,
            streakDisplay: evaluation.streakDisplay)
    }

    /// Complete when the day is fully met; partial when a counter or timer has started; none otherwise.
    static func status(of timeline: HabitTimeline, evaluation: HabitEvaluation) -> WidgetStatus {
        if evaluation.isComplete { return .complete }
        return evaluation.value > 0 && timeline.positiveRecords(on: evaluation.day) > 0 ? .partial : .none
    }
}
