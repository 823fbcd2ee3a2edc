import Foundation
import KadoSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The record Kadō keeps beside a database (`kado.sqlite.checked`) of the file as it was when it
/// was last known sound: its device, inode, size, modification and change times, as of the last
/// `PRAGMA quick_check` that found it whole or of Kadō's own last commit since. A write on first
/// contact runs `quick_check` only when the file is no longer that file: damage in pages a write
/// never reads (bytes overwritten with `dd`, a disk's bad sector rewritten) is then found before
/// anything is written into the file, and Kadō's own writes, which update the record, cost no
/// check. The record also counts the checks that found the file sound (`checks: N`), which tests
/// read to tell a check from none.
///
/// Losing the record, or a record garbled by two processes writing it at once, costs one check:
/// anything that does not match is no proof of soundness.
struct SoundFileRecord {
    /// The database file the record is about.
    let databasePath: String

    /// The record's path: the database's, with `.checked` after it.
    var path: String { databasePath + ".checked" }

    /// What tells one state of the database file from another, short of its bytes.
    typealias Identity = FileIdentity

    /// The identity recorded and the count of checks that found the file sound; `nil` when there
    /// is no record, or it cannot be read.
    func read() -> (identity: String, checks: Int)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var identity: String?
        var checks = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("file: ") { identity = String(line.dropFirst(6)) }
            if line.hasPrefix("checks: ") { checks = Int(line.dropFirst(8)) ?? 0 }
        }
        return identity.map { ($0, checks) }
    }

    /// Writes the record: the file was sound as `identity` says, found so by `checks` checks.
    /// Written in place, readable by its owner only, without waiting for the disk: a record lost
    /// or torn costs one check, never a write into a damaged file.
    func write(_ identity: Identity, checks: Int) {
        let text = """
            Kadō last knew this database sound as this file (device inode size mtime ctime); \
            a write checks it again when it is no longer this file.
            file: \(identity)
            checks: \(checks)

            """
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        writeWhole(Array(text.utf8), to: descriptor)
    }
}

/// Writes `bytes` to `descriptor` (a short write leaves a torn record, which matches nothing).
private func writeWhole(_ bytes: [UInt8], to descriptor: Int32) {
    _ = bytes.withUnsafeBytes { raw in write(descriptor, raw.baseAddress, raw.count) }
}

/// What one read-write connection knows of its file's soundness (``SoundFileRecord``), for
/// ``DamageNote/memory``: the file as it last knew it sound, and the checks counted so far.
final class SoundFileWatch {
    let record: SoundFileRecord
    /// The file as this connection last knew it sound: after a check, a matching record, or
    /// its own commit.
    private var lastKnown: SoundFileRecord.Identity?
    private var checks = 0

    init(databasePath: String) {
        record = SoundFileRecord(databasePath: databasePath)
    }

    /// Before a write: `nil` when the file is the one last known sound (by this connection or the
    /// record), or `PRAGMA quick_check` finds it sound now (the record then says so); the damage
    /// when the check finds some. A check that cannot finish for another reason (a lock held too
    /// long) lets the write go on, known neither way, as before there were checks.
    /// - Complexity: O(1) when the file is unchanged; otherwise `quick_check` reads every page.
    func confirmSound(in database: Database) -> SQLiteError? {
        guard let current = SoundFileRecord.Identity.of(record.databasePath) else { return nil }
        if current == lastKnown { return nil }
        if let recorded = record.read(), recorded.identity == current.description {
            lastKnown = current
            checks = recorded.checks
            return nil
        }
        let findings: [String]
        do {
            findings = try database.query("PRAGMA quick_check(1)", []) { row in try row[0] as String }
        } catch let error as SQLiteError where Database.isDamage(error) {
            return error
        } catch {
            return nil
        }
        guard findings == ["ok"] else { return DamageNote.malformed }
        markSound(current, checked: true)
        return nil
    }

    /// The file is sound as `identity` says (a check just found it so when `checked`).
    func markSound(_ identity: SoundFileRecord.Identity, checked: Bool) {
        checks = max(checks, record.read()?.checks ?? 0) + (checked ? 1 : 0)
        lastKnown = identity
        record.write(identity, checks: checks)
    }

    /// After a commit of this connection: the file as it is now is the sound one, provided it was
    /// known sound before (each transaction that writes looks first).
    func committed() {
        guard lastKnown != nil, let current = SoundFileRecord.Identity.of(record.databasePath),
            current != lastKnown
        else { return }
        lastKnown = current
        record.write(current, checks: checks)
    }

    /// Closes the connection with `close`: SQLite's checkpoint on closing the last connection
    /// writes the log into the file, which is then recorded, when the file was known sound just
    /// before (by this connection or the record).
    func closing(_ close: () -> Void) {
        let before = SoundFileRecord.Identity.of(record.databasePath)
        close()
        guard let before, let after = SoundFileRecord.Identity.of(record.databasePath), after != before else {
            return
        }
        let recorded = record.read()
        guard before == lastKnown || recorded?.identity == before.description else { return }
        record.write(after, checks: max(checks, recorded?.checks ?? 0))
    }
}
