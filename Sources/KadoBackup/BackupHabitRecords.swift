import Foundation
import KadoCore

/// One habit's records and skips, read from a backup by a ``BackupRecordReader``.
public struct BackupHabitRecords: Sendable {
    /// Its records, in the file's order.
    public var completions: [Completion] = []
    /// Its skips, in the file's order.
    public var skips: [Skip] = []
    /// Where each of ``completions`` is in the file (its row's byte offset), when the file may
    /// give the records of its habits in any order (a CSV); empty when each habit's records come
    /// together, in the order of the habits (a JSON file).
    public var completionPlaces: [Int] = []
}
