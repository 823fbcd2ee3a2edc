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
    /// The person's language setting (ours): `en`, `fr`, `de`, `es`, or `auto`, with which each
    /// reader speaks its own environment's language.
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
