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
