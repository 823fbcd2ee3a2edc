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
