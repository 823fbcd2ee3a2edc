import Foundation
import KadoCore

/// Reads the records and skips of one habit of a backup at a time, from where the first pass
/// (``BackupIndex``) found them.
public protocol BackupRecordReader {
    /// The records and skips of the habit at `index` of ``BackupIndex/habits``, in the file's
    /// order.
    /// - Throws: ``BackupError`` when the bytes no longer read as they did (the file changed
    ///   while it was read).
    /// - Complexity: O(the habit's records), and for a CSV whose rows of that habit are apart,
    ///   O(its rows' stretches).
    mutating func records(ofHabitAt index: Int) throws(BackupError) -> BackupHabitRecords
}
