import Foundation
import KadoCore

/// The widget snapshot file beside the database: where it is, how it is written (atomically, so a
/// reader never sees half a file) and how it is read (a bare single-day snapshot, as older Kadō
/// wrote, reads as a one-day series).
public enum SnapshotFile {
    /// The snapshot file of the database at `databasePath`: `kado.sqlite` → `kado.snapshot.json`.
    public static func path(forDatabase databasePath: String) -> String {
        let url = URL(fileURLWithPath: databasePath)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(stem).snapshot.json").path
    }

    /// Writes `series` to `path`: into a temporary file beside it, flushed to disk, then renamed
    /// over the old one, so that a reader sees the old file or the new one, never a mix.
    public static func write(_ series: WidgetSnapshotSeries, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(series)
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            if rename(temporary, path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// The first day of the series at `path`, read from the start of the file only (the keys are
    /// sorted, so it comes first), without decoding the whole series; `nil` when unknown.
    public static func firstDay(at path: String) -> LogicalDay? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: 1024) else { return nil }
        let text = String(decoding: prefix, as: UTF8.self)
        guard let key = text.range(of: "\"day\":\"") else { return nil }
        return LogicalDay(String(text[key.upperBound...].prefix(10)))
    }

    /// Reads the snapshot at `path`.
    /// - Throws: ``SnapshotFileError``: missing, or unreadable.
    public static func read(from path: String) throws(SnapshotFileError) -> WidgetSnapshotSeries {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missing(path: path) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let series = try? decoder.decode(WidgetSnapshotSeries.self, from: data) { return series }
        if let single = try? decoder.decode(WidgetSnapshot.self, from: data) {
            return WidgetSnapshotSeries(generatedAt: single.generatedAt, days: [single])
        }
        throw .unreadable(path: path)
    }
}

/// Why the snapshot cannot be read.
public enum SnapshotFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no snapshot yet (nothing was changed since Kadō was installed, or the path is wrong).
    case missing(path: String)
    /// The file is not a snapshot.
    case unreadable(path: String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .missing(let path):
            "no snapshot at \(path) yet: run any kado command that changes something, or kado today"
        case .unreadable(let path): "\(path) is not a Kadō snapshot"
        }
    }
}
