import Foundation
import KadoSQLite

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
