import Foundation
import KadoCore

/// What a first pass over a Kadō JSON backup keeps of it so that an import can read it as it
/// parses (``BackupIndex``): the whole file checked as ``KadoJSONBackup/decode(_:timeZone:limits:)``
/// checks it (the same errors, naming the same path and line), its habits, settings, reminders
/// and coverage, and where each habit's records and skips are — never the records themselves. An
/// import then reads one habit's records at a time (``KadoJSONRecordReader``), so that its memory
/// follows the largest habit and the list of habits, not the file.
///
/// A file is known by its bytes (``identity``): a reader refuses to open it once it changed.
public struct KadoJSONBackupIndex: BackupIndex {
    /// Where the bytes are.
    typealias Origin = BackupOrigin

    /// The habits, in the file's order, as read (text a field may not hold not yet replaced).
    public let habits: [Habit]
    /// The settings the file carries, if any.
    public let settings: BackupSettings?
    /// Each habit's reminders, when the file lists them (``BackupContents/reminders``).
    public let reminders: [UUID: [BackupReminder]]
    /// What the file carries of each habit (``BackupContents/coverage``).
    public let coverage: [UUID: BackupCoverage]
    /// When the file says it was written (`exportedAt`).
    public let exportedAt: Date?
    /// The records the file holds, all habits together.
    public let recordCount: Int
    /// The skips it holds.
    public let skipCount: Int
    /// The file's size, time and hash when it was read; `nil` for bytes in memory.
    public let identity: BackupFileIdentity?
    /// Where each habit's records and skips are, in the order of ``habits``.
    let places: [KadoJSONHabitPlace]
    let origin: Origin
    let timeZone: TimeZone
    let limits: BackupLimits

    /// The habits, settings, reminders and coverage, without records or skips.
    public var habitContents: BackupContents {
        BackupContents(habits: habits, settings: settings, reminders: reminders, coverage: coverage)
    }

    /// Kadō JSON.
    public var format: BackupFileFormat { .json }

    /// The habits in the file's order: each one's records come together, in that order.
    public var readingOrder: [Int] { Array(habits.indices) }

    /// The number of records and skips of the habit at `index` of ``habits``.
    public func counts(ofHabitAt index: Int) -> (completions: Int, skips: Int) {
        (places[index].completionCount, places[index].skipCount)
    }

    /// A reader of each habit's records, on the same bytes (``BackupIndex/recordReader(checkingHash:)``).
    /// - Complexity: O(n) in the file's size when `checkingHash`; O(1) otherwise.
    public func recordReader(checkingHash: Bool) -> (any BackupRecordReader)? {
        guard let source = origin.source(matching: identity, checkingHash: checkingHash) else { return nil }
        var decoding = KadoJSONDecoding(source: source, timeZone: timeZone, limits: limits)
        decoding.idCheck = .none
        return KadoJSONRecordReader(decoding: decoding, habits: habits, places: places)
    }

    /// Checks the whole of `source` and keeps what an import reads first.
    /// - Throws: as ``KadoJSONBackup/decode(_:timeZone:limits:)``, the same error for the same
    ///   file.
    static func read(
        _ source: BackupByteSource, origin: Origin, timeZone: TimeZone, limits: BackupLimits
    ) throws(BackupError) -> KadoJSONBackupIndex {
        var decoder = KadoJSONDecoding(source: source, timeZone: timeZone, limits: limits)
        decoder.idCheck = .compact
        decoder.keepsRecords = false
        let contents: BackupContents
        do {
            contents = try decoder.decode()
        } catch {
            // A repeated id before the error is what a reader of the whole file reports first.
            if decoder.mayRepeatIDs() { try checkExactly(source, timeZone: timeZone, limits: limits) }
            throw error
        }
        if decoder.mayRepeatIDs() { try checkExactly(source, timeZone: timeZone, limits: limits) }
        // Hashed once the file is known sound (a bomb is refused by its counts before this): its
        // size and time are those it had when it was opened, so a change while it was read
        // shows as well.
        var hashed = source
        let identity: BackupFileIdentity? =
            if case .file = origin { BackupFileIdentity(source: &hashed) } else { nil }
        let places = decoder.places
        return KadoJSONBackupIndex(
            habits: contents.habits, settings: contents.settings, reminders: contents.reminders,
            coverage: contents.coverage, exportedAt: decoder.exportedAt,
            recordCount: places.reduce(0) { $0 + $1.completionCount },
            skipCount: places.reduce(0) { $0 + $1.skipCount }, identity: identity, places: places, origin: origin,
            timeZone: timeZone, limits: limits)
    }

    /// Reads `source` again checking every id against those before it, which throws the error a
    /// reader of the whole file throws first (two ids may share their 8 bytes without being equal:
    /// then nothing is thrown).
    private static func checkExactly(
        _ source: BackupByteSource, timeZone: TimeZone, limits: BackupLimits
    ) throws(BackupError) {
        var decoder = KadoJSONDecoding(source: source, timeZone: timeZone, limits: limits)
        decoder.keepsRecords = false
        _ = try decoder.decode()
    }
}
