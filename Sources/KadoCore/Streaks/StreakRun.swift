/// A run of consecutive successful days (or weeks, for "N days a week" habits).
public struct StreakRun: Hashable, Sendable {
    /// The first day of the run (for weeks, the first day of its first week).
    public let first: LogicalDay
    /// The last day of the run (for weeks, the last day of its last week, or today).
    public let last: LogicalDay
    /// How many days or weeks the run counts.
    public let length: Int

    /// A run of `length` from `first` to `last`.
    public init(first: LogicalDay, last: LogicalDay, length: Int) {
        self.first = first
        self.last = last
        self.length = length
    }
}
