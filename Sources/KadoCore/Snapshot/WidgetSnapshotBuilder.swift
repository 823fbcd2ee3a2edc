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
        let matrixFirst = day.adding(days: 1 - Self.matrixLength)
        var habits: [WidgetHabit] = []
        var today: [WidgetTodayRow] = []
        var matrix: [WidgetMatrixRow] = []
        for timeline in timelines {
            let evaluation = timeline.evaluate(asOf: day)
            let habit = Self.widgetHabit(timeline.habit, evaluation: evaluation)
            habits.append(habit)
            let loggedAnyway = timeline.habit.type.recordsMeanDone && timeline.positiveRecords(on: day) > 0
            if evaluation.isDue || loggedAnyway {
                today.append(
                    WidgetTodayRow(
                        habit: habit, status: Self.status(of: timeline, evaluation: evaluation),
                        progress: evaluation.value,
                        valueToday: timeline.habit.type.target == nil ? nil : timeline.sum(on: day),
                        streak: evaluation.currentStreak, scorePercent: evaluation.scorePercent))
            }
            matrix.append(
                WidgetMatrixRow(
                    habit: habit,
                    cells: timeline.cells(from: matrixFirst, through: day, asOf: day).map(WidgetDayCell.init)))
        }
        return WidgetSnapshot(
            generatedAt: generatedAt, logicalDay: calendar.boundary.start(of: day), day: day, habits: habits,
            today: today, totalDueToday: today.count, completedToday: today.filter { $0.status == .complete }.count,
            matrix: matrix,
            matrixDays: (0..<Self.matrixLength).map { calendar.boundary.start(of: matrixFirst.adding(days: $0)) })
    }

    /// A habit with its numbers on the day.
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
            target: habit.type.target, currentStreak: evaluation.currentStreak, bestStreak: evaluation.bestStreak,
            currentScore: evaluation.score, kind: habit.type.kind, unit: habit.unit, streakUnit: evaluation.streakUnit,
            streakDisplay: evaluation.streakDisplay)
    }

    /// Complete when the day is fully met; partial when a counter or timer has started; none otherwise.
    static func status(of timeline: HabitTimeline, evaluation: HabitEvaluation) -> WidgetStatus {
        if evaluation.isComplete { return .complete }
        return evaluation.value > 0 && timeline.positiveRecords(on: evaluation.day) > 0 ? .partial : .none
    }
}
