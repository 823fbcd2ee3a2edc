import Foundation
import KadoCore

/// Reads the records and skips of one habit of a Kadō JSON backup at a time, from where the
/// first pass (``KadoJSONBackupIndex``) found them.
public struct KadoJSONRecordReader: BackupRecordReader {
    var decoding: KadoJSONDecoding
    let habits: [Habit]
    let places: [KadoJSONHabitPlace]

    /// The records and skips of the habit at `index` of ``KadoJSONBackupIndex/habits``, in the
    /// file's order.
    /// - Throws: ``BackupError`` when the bytes no longer read as they did (the file changed
    ///   while it was read).
    /// - Complexity: O(the habit's records).
    public mutating func records(ofHabitAt index: Int) throws(BackupError) -> BackupHabitRecords {
        let (completions, skips) = try decoding.records(of: habits[index], index: index, at: places[index])
        return BackupHabitRecords(completions: completions, skips: skips)
    }
}
