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

    /// Writes `series` to `path`: into a temporary file beside it, then renamed over the old one,
    /// so that a reader sees the old file or the new one, never a mix. The file is not flushed to
    /// the disk (`fsync`) first: it is the database's cache, and the database itself commits with
    /// `synchronous=NORMAL`, which does not flush each transaction either. After a power cut the
    /// file may be older than the database, or unreadable on some file systems: readers then say
    /// there is no snapshot, and the next publish sees that its stamp is not the database's and
    /// rebuilds it whole. Flushing 8 MiB on every check-in of a long list cost more than the
    /// check-in itself. A series
    /// as the builder makes it, with its brief, is laid out one habit a line (``SnapshotLayout``);
    /// any other is written as it is. `files` writes it (``SystemPorts/files``).
    public static func write(_ series: WidgetSnapshotSeries, to path: String, files: any FileStorage) throws {
        if let brief = series.brief, let parts = try SnapshotHabitPart.parts(of: series) {
            let file = try compose(header: header(of: series), brief: brief, parts: parts).file
            try write(pieces: [file.opening, file.body], to: path, files: files)
        } else {
            try write(bytes: encode(series), to: path, files: files)
        }
    }

    /// The bytes ``write(_:to:files:)`` writes for `series`.
    static func encode(_ series: WidgetSnapshotSeries) throws -> [UInt8] {
        if let brief = series.brief, let parts = try SnapshotHabitPart.parts(of: series) {
            return try compose(header: header(of: series), brief: brief, parts: parts).file.bytes
        }
        return [UInt8](try encoder().encode(series))
    }

    /// `series` with every day's lists empty, its counts kept, and no brief.
    static func header(of series: WidgetSnapshotSeries) -> WidgetSnapshotSeries {
        func empty(_ snapshot: WidgetSnapshot) -> WidgetSnapshot {
            var snapshot = snapshot
            snapshot.habits = []
            snapshot.today = []
            snapshot.matrix = []
            return snapshot
        }
        var header = series
        header.brief = nil
        header.days = series.days.map(empty)
        header.precedingDays = series.precedingDays?.map(empty)
        return header
    }

    /// Writes `bytes` to `path` atomically (see ``write(_:to:files:)``).
    static func write(bytes data: [UInt8], to path: String, files: any FileStorage) throws {
        try write(pieces: [data], to: path, files: files)
    }

    /// Writes `pieces`, one after the other, to `path` atomically (see ``write(_:to:files:)``).
    static func write(pieces: [[UInt8]], to path: String, files: any FileStorage) throws {
        try files.replace(path, durable: false) { output in
            for piece in pieces { try output.write(piece) }
        }
    }

    /// The most a brief may take at the start of the file. A brief names at most
    /// ``WidgetBrief/habitLimit`` habits a day for nine days: a few kilobytes, up to some hundreds
    /// with names of the longest; a file whose brief does not end within this is read whole.
    public static let briefLimit = 1 << 20
    /// How much of the file is read at a time while looking for the end of the brief.
    static let briefChunk = 16 << 10

    /// The brief at the start of the snapshot at `path`, read from the start of the file only (the
    /// keys are sorted, so it comes first), without reading or decoding the series; `nil` when the
    /// file is missing, has no brief (a bare Kadō snapshot, an older Kadō for Swift) or is not JSON.
    public static func brief(at path: String) -> WidgetBrief? {
        var bytesRead = 0
        return brief(at: path, bytesRead: &bytesRead)
    }

    /// The brief at the start of the snapshot at `path` (see ``brief(at:)``); `bytesRead` is set to
    /// how many bytes of the file were read.
    /// - Complexity: O(b) for a brief of b bytes, whatever the size of the series after it.
    public static func brief(at path: String, bytesRead: inout Int) -> WidgetBrief? {
        bytesRead = 0
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        // Read only: closing it can lose nothing.
        defer { try? handle.close() }
        let opening = readOpening(of: handle, layout: false)
        bytesRead = opening?.bytesRead ?? 0
        return opening?.brief
    }

    /// What the snapshot at `path` was written for — its day, zone and day start — from its
    /// brief's own members, the brief's days left undecoded; `nil` when ``brief(at:)`` finds no
    /// brief.
    /// - Complexity: O(b) for a brief of b bytes, scanned once; nothing of its days is built.
    static func head(at path: String) -> SnapshotHead? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        // Read only, and a brief that cannot be read or decoded is as none: the next change writes the snapshot again.
        defer { try? handle.close() }
        guard let (buffer, end) = readBrief(of: handle) else { return nil }
        return try? decoder().decode(SnapshotHead.self, from: Data(buffer[briefOpening.count..<end]))
    }

    /// Reads the file open in `handle` from its start until its brief has ended (within
    /// ``briefLimit``): the bytes read, and where the brief ends in them.
    private static func readBrief(of handle: FileHandle) -> (buffer: [UInt8], end: Int)? {
        var buffer: [UInt8] = []
        var scanner = JSONValueScanner()
        var scanned = briefOpening.count
        while buffer.count < briefLimit {
            // A file that cannot be read is as one without a brief: the next change writes it again.
            guard let chunk = try? handle.read(upToCount: briefChunk), !chunk.isEmpty else { return nil }
            buffer.append(contentsOf: chunk)
            guard buffer.count >= briefOpening.count else { continue }
            guard buffer.starts(with: briefOpening) else { return nil }
            if let end = scanner.end(in: buffer, from: scanned) { return (buffer, end) }
            scanned = buffer.count
        }
        return nil
    }

    /// What the start of a snapshot file says: its brief and, when it has one, its layout.
    struct Opening {
        /// The brief.
        var brief: WidgetBrief
        /// The layout, with the offset in the file its ranges count from.
        var layout: (layout: SnapshotLayout, base: Int)?
        /// How many bytes were read.
        var bytesRead: Int
    }

    /// Reads the start of the file open in `handle` (at its start) up to the end of its brief,
    /// and of its layout when `layout` is set; `nil` when there is no brief within ``briefLimit``.
    static func readOpening(of handle: FileHandle, layout readsLayout: Bool) -> Opening? {
        guard let read = readBrief(of: handle),
            // A brief or layout that does not decode is as none: the snapshot is written again whole.
            let brief = try? decoder().decode(WidgetBrief.self, from: Data(read.buffer[briefOpening.count..<read.end]))
        else { return nil }
        var buffer = read.buffer
        let briefEnd = read.end
        guard readsLayout else { return Opening(brief: brief, layout: nil, bytesRead: buffer.count) }
        // The layout follows the brief, when the file has one.
        var layoutScanner = JSONValueScanner()
        let layoutStart = briefEnd + layoutOpening.count
        var scanned = layoutStart
        while true {
            let afterBrief = buffer[briefEnd...]
            if afterBrief.count < layoutOpening.count {
                guard layoutOpening.starts(with: afterBrief) else {
                    return Opening(brief: brief, layout: nil, bytesRead: buffer.count)
                }
            } else {
                guard afterBrief.starts(with: layoutOpening) else {
                    return Opening(brief: brief, layout: nil, bytesRead: buffer.count)
                }
                if let end = layoutScanner.end(in: buffer, from: scanned) {
                    // A layout that does not decode is as none: the next change writes the file whole.
                    let layout = try? decoder().decode(SnapshotLayout.self, from: Data(buffer[layoutStart..<end]))
                    return Opening(brief: brief, layout: layout.map { ($0, end) }, bytesRead: buffer.count)
                }
                scanned = buffer.count
            }
            // A file that cannot be read is as one without a brief: the next change writes it again.
            guard buffer.count < briefLimit, let chunk = try? handle.read(upToCount: briefChunk), !chunk.isEmpty
            else { return nil }
            buffer.append(contentsOf: chunk)
        }
    }

    /// Reads the snapshot at `path`.
    /// - Throws: ``SnapshotFileError``: missing, or unreadable.
    public static func read(from path: String) throws(SnapshotFileError) -> WidgetSnapshotSeries {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missing(path: path) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        // The two shapes a snapshot has had, tried in turn: neither decoding is the error thrown below.
        if let series = try? decoder.decode(WidgetSnapshotSeries.self, from: data) { return series }
        if let single = try? decoder.decode(WidgetSnapshot.self, from: data) {
            return WidgetSnapshotSeries(generatedAt: single.generatedAt, days: [single])
        }
        throw .unreadable(path: path)
    }
}
