import Foundation
import KadoCore

/// What a first pass over a Kadō backup (JSON: ``KadoJSONBackupIndex``; CSV:
/// ``KadoCSVBackupIndex``) keeps of it so that an import reads it as it parses: the whole file
/// checked as its decoder checks it (the same errors, in the same order), its habits and what
/// else it says of them, and where each habit's records are — never the records themselves. An
/// import then reads one habit's records at a time (``recordReader(checkingHash:)``), so that its
/// memory follows the largest habit and the list of habits, not the file.
///
/// A file is known by its bytes (``identity``): a reader refuses to open it once it changed.
public protocol BackupIndex: Sendable {
    /// The format of the file.
    var format: BackupFileFormat { get }
    /// The habits, in the file's order, as read (text a field may not hold not yet replaced).
    var habits: [Habit] { get }
    /// The habits, settings, reminders and coverage, without records or skips.
    var habitContents: BackupContents { get }
    /// When the file says it was written; `nil` when it does not say.
    var exportedAt: Date? { get }
    /// The records the file holds, all habits together.
    var recordCount: Int { get }
    /// The skips it holds.
    var skipCount: Int { get }
    /// The file's size, time and hash when it was read; `nil` for bytes in memory.
    var identity: BackupFileIdentity? { get }
    /// The positions in ``habits`` in the order an import reads their records: the order in which
    /// a reader of the whole file meets each habit's first record (then the habits without any),
    /// so that a plan made a habit at a time goes through them as the plan of the whole contents
    /// does.
    var readingOrder: [Int] { get }
    /// The number of records and skips of the habit at `index` of ``habits``.
    func counts(ofHabitAt index: Int) -> (completions: Int, skips: Int)
    /// A reader of each habit's records, on the same bytes: `nil` when the file cannot be opened
    /// or is no longer the one read (its size, time or, when `checkingHash`, hash differ:
    /// ``identity``).
    /// - Parameter checkingHash: whether the bytes are hashed again (an import about to write);
    ///   without it, the size and the time alone are compared (a preview).
    /// - Complexity: O(n) in the file's size when `checkingHash`; O(1) otherwise.
    func recordReader(checkingHash: Bool) -> (any BackupRecordReader)?
}

extension BackupIndex {
    /// ``recordReader(checkingHash:)`` hashing the bytes again: a reader for an import about to
    /// write.
    public func recordReader() -> (any BackupRecordReader)? {
        recordReader(checkingHash: true)
    }

    /// Every habit's records and skips read into one ``BackupContents``, in the file's order: what
    /// a caller that needs them all at once (a test, a tool) reads.
    /// - Returns: `nil` when the file changed or cannot be opened (as ``recordReader()``).
    /// - Complexity: O(n) in the file; memory O(its records).
    public func contents() throws(BackupError) -> BackupContents? {
        guard var reader = recordReader() else { return nil }
        var contents = habitContents
        contents.completions.reserveCapacity(recordCount)
        var places: [Int] = []
        for index in readingOrder {
            let read = try reader.records(ofHabitAt: index)
            contents.completions += read.completions
            contents.skips += read.skips
            places += read.completionPlaces
        }
        // Records of habits whose rows are interleaved come back in the file's order.
        if places.count == contents.completions.count, zip(places, places.dropFirst()).contains(where: { $0 > $1 }) {
            contents.completions = zip(places, contents.completions).sorted { $0.0 < $1.0 }.map(\.1)
        }
        return contents
    }
}
