import Foundation
import KadoSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The note Kadō leaves beside a database SQLite found damaged (`kado.sqlite.damaged`), so that
/// every later write refuses it — a `kado done` after the `kado today` that met the damage, the
/// web app's check-in, a sync — with the message the read gave, instead of writing into pages that
/// happen to be whole.
///
/// The note names the file by its device and inode: once the damaged file is moved aside and
/// another takes its path (a backup imported into a new file), the note is about no file there
/// and is removed. When it does name the file, SQLite's `quick_check` confirms the damage once per
/// connection (it reads every page, but only on a file once found damaged): a file repaired in
/// place reads whole again, and the note is removed.
struct DamageNote {
    /// The database file the note is about.
    let databasePath: String

    /// The note's path: the database's, with `.damaged` after it.
    var path: String { databasePath + ".damaged" }

    /// SQLite's message for a damaged file, given when a check finds damage without an error.
    static let malformed = SQLiteError(code: .corrupt, message: "database disk image is malformed")

    /// The memory a read-write connection to the database keeps its damage in: the note, and
    /// before the connection first writes (and before each write after the file changed outside
    /// it), the proof that the file is sound (``SoundFileRecord``), or the damage, noted.
    var memory: DamageMemory {
        let watch = SoundFileWatch(databasePath: databasePath)
        return DamageMemory(
            remember: { error in record(error) },
            recall: { database in
                if let damage = recall(confirmingIn: database) { return damage }
                guard let damage = watch.confirmSound(in: database) else { return nil }
                record(damage)
                return damage
            },
            committed: { _ in watch.committed() },
            closing: { close in watch.closing(close) })
    }

    /// Writes the note for `error` (SQLite's message), unless one about this file is already there.
    /// A note that cannot be written (a read-only folder) is left out: the connection that met the
    /// damage still refuses to write.
    func record(_ error: SQLiteError) {
        guard let identity = Self.identity(of: databasePath) else { return }
        if let existing = read(), existing.identity == identity { return }
        let text = """
            Kadō found this database damaged; it refuses to write to it until it is replaced or repaired.
            file: \(identity.device) \(identity.inode)
            message: \(StoreError.oneLine(error.message))

            """
        // A note that cannot be written (a read-only folder) is left out: the connection that met the damage still
        // refuses to write, and the next one meets the damage again.
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The damage the note records for the database as it is now, confirmed by `quick_check` on
    /// `database`; `nil` when there is no note, or it is about another file, or the file reads
    /// whole (the note is then removed).
    func recall(confirmingIn database: Database) -> SQLiteError? {
        guard let note = read() else { return nil }
        guard note.identity == Self.identity(of: databasePath) else {
            // A stale note left behind is about no file here: the next recall finds it so again and tries to remove it
            // again.
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        let findings: [String]
        do {
            findings = try database.query("PRAGMA quick_check(1)", []) { row in try row[0] as String }
        } catch let error as SQLiteError where Database.isDamage(error) {
            return SQLiteError(code: error.extendedCode, message: note.message)
        } catch {
            // Not known either way (a lock held too long): the note stands.
            return SQLiteError(code: .corrupt, message: note.message)
        }
        guard findings == ["ok"] else { return SQLiteError(code: .corrupt, message: note.message) }
        // The file reads whole: a note left behind is confirmed again by the next connection, which tries to remove it
        // again.
        try? FileManager.default.removeItem(atPath: path)
        return nil
    }

    /// A file's device and inode.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// The device and inode of the file at `path`, or `nil` when there is none.
    static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The note's file and message, or `nil` when there is no note (one lookup: the usual case).
    private func read() -> (identity: Identity?, message: String)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var identity: Identity?
        var message = "database disk image is malformed"
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("file: ") {
                let parts = line.dropFirst(6).split(separator: " ").compactMap { UInt64($0) }
                if parts.count == 2 { identity = Identity(device: parts[0], inode: parts[1]) }
            } else if line.hasPrefix("message: ") {
                message = String(line.dropFirst(9))
            }
        }
        return (identity, message)
    }
}
