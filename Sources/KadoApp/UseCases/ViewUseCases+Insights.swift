import Foundation
import KadoCore

extension ViewUseCases {
    /// How many days the insights may look back: at least 4 weeks, at most 3 years.
    public static let insightDays = 28...1_095
    /// How many days they look back unless told: a year.
    public static let defaultInsightDays = 365

    /// The insights over the `days` days before today, for the active habits.
    ///
    /// The cost: one walk of each habit over the window (from its checkpoint before it), its
    /// check-ins of the window for the hours, then 3 · h(h − 1)/2 pair tests of 7 · ⌈days / 64⌉
    /// words each, with h at most ``AssociationSearch/maximumHabits`` (the habits counted on the
    /// most days): a fraction of a second for the search whatever the habits (see BENCHMARKS.md).
    /// - Throws: ``AppError/invalid(_:)`` for `days` outside ``insightDays``.
    public func insights(days: Int = defaultInsightDays, in context: AppContext? = nil) throws(AppError)
        -> HabitInsights
    {
        guard Self.insightDays.contains(days) else {
            throw .invalid(
                .init(
                    field: "days", value: String(days),
                    rule: .outOfRange(
                        minimum: Self.insightDays.lowerBound, maximum: Self.insightDays.upperBound, unit: .none)))
        }
        let context = try self.context(given: context)
        let last = context.today.adding(days: -1)
        let first = context.today.adding(days: -days)
        let active = try habits.all()
        let timelines = try timelines(of: active, calendar: context.calendar, resumingBefore: first)
        let series = timelines.map { timeline in
            InsightSeries(
                habitID: timeline.habit.id, kind: timeline.habit.type.kind, first: first,
                cells: timeline.cells(from: first, through: last, asOf: context.today))
        }
        let boundary = context.calendar.boundary
        let hours = try perform {
            try store.reading {
                try active.map { habit in
                    guard habit.type.recordsMeanDone else { return CheckInHours(habitID: habit.id, checkInHours: []) }
                    let checkIns = try store.completions(of: habit.id, from: first).lazy.filter {
                        $0.day <= last && $0.isPositive && !Self.isPlaceholderTime($0.recordedAt, of: $0.day, boundary)
                    }
                    return CheckInHours(
                        habitID: habit.id,
                        checkInHours: checkIns.compactMap {
                            CheckInHours.hour(of: $0.recordedAt, recordedFor: $0.day, boundary: boundary)
                        })
                }
            }
        }
        return HabitInsights(
            first: first, last: last, habits: active, associations: AssociationSearch().run(series),
            weekdays: WeekdayPattern.find(in: series), hours: hours, trends: HabitTrend.find(in: series))
    }

    /// Whether `instant` looks like the time the importers give a record whose app kept no time
    /// of day (12:00:00 sharp in the time zone of the import, which may be another than today's:
    /// a quarter hour sharp, to the second, in this one). Such records say nothing of when the
    /// habit was done; a real check-in falls on one of those instants about once in 900.
    static func isPlaceholderTime(_ instant: Date, of day: LogicalDay, _ boundary: DayBoundary) -> Bool {
        let parts = boundary.calendar.dateComponents([.minute, .second, .nanosecond], from: instant)
        return (parts.minute ?? 0) % 15 == 0 && parts.second == 0 && (parts.nanosecond ?? 0) < 1_000_000
    }
}
