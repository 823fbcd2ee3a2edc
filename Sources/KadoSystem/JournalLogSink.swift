import CSystemd
import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Log entries sent to systemd's journal (`sd_journal_sendv(3)`), as structured fields: the
/// message, its priority (the entry's level, which has syslog's numbers), `SYSLOG_IDENTIFIER=kado`,
/// `KADO_SUBSYSTEM` and one `KADO_NAME` field for each item of metadata — so that
/// `journalctl -u kado-serve KADO_SUBSYSTEM=sync` finds a sync's failures. What the journal does
/// not take is lost, as any log that cannot be written.
public struct JournalLogSink: LogSink {
    /// The least severe level written.
    public var threshold: LogLevel

    /// A sink writing entries of `threshold` and more severe.
    public init(threshold: LogLevel = .info) {
        self.threshold = threshold
    }

    /// Sends `entry` to the journal.
    public func write(_ entry: LogEntry) {
        guard entry.level <= threshold else { return }
        let fields = Self.fields(of: entry).map { Array($0.utf8) }
        // Each field is one iovec; values may hold newlines, which the journal keeps.
        let buffers = fields.map { field -> UnsafeMutableRawBufferPointer in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(field.count, 1), alignment: 1)
            buffer.copyBytes(from: field)
            return buffer
        }
        defer { for buffer in buffers { buffer.deallocate() } }
        var vectors = zip(buffers, fields).map { buffer, field in
            iovec(iov_base: buffer.baseAddress, iov_len: field.count)
        }
        _ = vectors.withUnsafeMutableBufferPointer { pointer in
            sd_journal_sendv(pointer.baseAddress, Int32(pointer.count))
        }
    }

    /// The journal's fields for `entry`, each `NAME=value`.
    static func fields(of entry: LogEntry) -> [String] {
        var fields = [
            "MESSAGE=\(entry.message)", "PRIORITY=\(entry.level.rawValue)", "SYSLOG_IDENTIFIER=kado",
            "KADO_SUBSYSTEM=\(entry.subsystem)",
        ]
        for field in entry.metadata {
            fields.append("KADO_\(fieldName(field.name))=\(field.value)")
        }
        return fields
    }

    /// `name` as the journal takes a field's name: upper-case letters, digits and underscores,
    /// anything else an underscore (`request-id` → `REQUEST_ID`).
    static func fieldName(_ name: String) -> String {
        String(
            name.uppercased().unicodeScalars.map { scalar in
                ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
            })
    }

    /// Whether this process's standard error is the journal: systemd says so in `JOURNAL_STREAM`
    /// (`DEVICE:INODE` of the stream it connected), which must be standard error's own — a child
    /// of a service whose standard error was redirected elsewhere inherits the variable, not the
    /// stream.
    public static func isStandardErrorTheJournal(environment: [String: String]) -> Bool {
        guard let stream = environment["JOURNAL_STREAM"] else { return false }
        let parts = stream.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var status = stat()
        guard fstat(STDERR_FILENO, &status) == 0 else { return false }
        return UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
    }

    /// The sink for this process: the journal when systemd connected standard error to it, else
    /// standard error.
    public static func forThisProcess(environment: [String: String], threshold: LogLevel = .info) -> any LogSink {
        isStandardErrorTheJournal(environment: environment)
            ? JournalLogSink(threshold: threshold) : StandardErrorLogSink(threshold: threshold)
    }
}
