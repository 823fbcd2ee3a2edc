import Foundation
import KadoCore

/// What this device's scheduler rang, beside the database (`kado.sqlite` →
/// `kado.reminders-rung.json`): when it last looked, each reminder it rang (so that a restart a
/// minute later does not ring it twice) and the snoozed ones waiting to ring again. Device-local
/// on purpose — every device rings for itself — so it is never in the database, a backup or sync.
struct ReminderFiringLog: Codable, Hashable {
    /// One reminder rung for one day.
    struct Rung: Codable, Hashable {
        var reminder: UUID
        var day: LogicalDay
        var at: Date
    }

    /// A reminder put off until `until`.
    struct Snoozed: Codable, Hashable {
        var reminder: UUID
        var habit: UUID
        var day: LogicalDay
        var until: Date
    }

    /// When the scheduler last looked: what rang since then is due.
    var lastRun: Date?
    /// What rang in the last two days.
    var rung: [Rung] = []
    /// What waits to ring again.
    var snoozed: [Snoozed] = []

    /// The log of the database at `databasePath`.
    static func path(forDatabase databasePath: String) -> String {
        SyncFileNames.beside(databasePath, suffix: "reminders-rung.json")
    }

    /// The log at `path`; an empty one when there is none or it cannot be read (then, as on a
    /// first run, only what rang within the grace period rings).
    static func read(at path: String) -> ReminderFiringLog {
        guard let data = FileManager.default.contents(atPath: path) else { return ReminderFiringLog() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        // A log that cannot be decoded is as none: a reminder may fire once more, and the log is written again whole.
        return (try? decoder.decode(ReminderFiringLog.self, from: data)) ?? ReminderFiringLog()
    }

    /// Writes the log to `path` atomically.
    func write(to path: String, files: any FileStorage) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        try SnapshotFile.write(bytes: Array(try encoder.encode(self)), to: path, files: files)
    }

    /// Whether `reminder` rang for `day`.
    func hasRung(_ reminder: UUID, on day: LogicalDay) -> Bool {
        rung.contains { $0.reminder == reminder && $0.day == day }
    }

    /// Forgets what rang before `cutoff` (two days back is plenty: a reminder rings at most a
    /// day after its day begins).
    mutating func forget(before cutoff: Date) {
        rung.removeAll { $0.at < cutoff }
    }
}
