/// Consecutive logical days, both ends included.
public struct DayRange: Hashable, Sendable, Codable {
    /// The first day of the range.
    public let first: LogicalDay
    /// The last day of the range (never before `first`).
    public let last: LogicalDay

    /// The days from `first` to `last`.
    /// - Throws: ``ValidationError`` when `last` comes before `first`.
    public init(from first: LogicalDay, through last: LogicalDay) throws(ValidationError) {
        guard first <= last else {
            throw ValidationError(field: "range", value: "\(first)..\(last)", rule: .endsBeforeStart)
        }
        self.first = first
        self.last = last
    }

    /// A range of the single day `day`.
    public init(day: LogicalDay) {
        self.first = day
        self.last = day
    }

    /// How many days the range holds.
    public var count: Int { first.days(to: last) + 1 }

    /// Whether `day` is in the range.
    public func contains(_ day: LogicalDay) -> Bool {
        first <= day && day <= last
    }
}
