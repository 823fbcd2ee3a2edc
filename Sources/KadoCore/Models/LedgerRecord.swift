import Foundation

/// What a ``DayLedger`` reads of a record, whether a whole ``Completion`` or its ``RecordAmount``.
protocol LedgerRecord {
    var day: LogicalDay { get }
    var value: Double { get }
    /// Whether the record is one of the habit's (records of other habits are ignored).
    func belongs(to habitID: UUID) -> Bool
}
