import Foundation

/// One of a habit's records reduced to what its timeline reads of it: the day and the value.
/// What a store reads for scores, streaks and grids, where the record's id, time and note are
/// never looked at.
public struct RecordAmount: Hashable, Sendable {
    /// The logical day the record belongs to.
    public let day: LogicalDay
    /// The record's value (1 for a yes/no record, the count, seconds for a timer).
    public let value: Double

    /// A record's day and value.
    public init(day: LogicalDay, value: Double) {
        self.day = day
        self.value = value
    }

    /// The day and value of `completion`.
    public init(_ completion: Completion) {
        self.init(day: completion.day, value: completion.value)
    }
}

extension Completion: LedgerRecord {
    func belongs(to habitID: UUID) -> Bool { self.habitID == habitID }
}

extension RecordAmount: LedgerRecord {
    /// Amounts are read for one habit at a time.
    func belongs(to habitID: UUID) -> Bool { true }
}
