import Foundation
import KadoCore

/// The snapshot file at one path, open for reading one habit's part of one day without decoding
/// the rest: its brief and layout are read from the start of the file, then only the lists of the
/// day asked for, and of those only the chosen habits' lines are decoded.
///
/// The file stays open from the first read to the last, so every read sees the same version of
/// it even when a writer replaces it meanwhile (the writer renames a new file over it).
public final class SnapshotIndex {
    /// Where the snapshot is.
    public let path: String
    /// The brief at the start of the file.
    public let brief: WidgetBrief
    private let layout: SnapshotLayout
    private let base: Int
    private let handle: FileHandle
    /// How many bytes of the file were read so far.
    public private(set) var bytesRead: Int

    /// The snapshot at `path`, or `nil` when it is missing or has no layout (a file another
    /// version wrote: read it whole with ``SnapshotFile/read(from:)``).
    public init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        guard let opening = SnapshotFile.readOpening(of: handle, layout: true), let layout = opening.layout else {
            // Read only: closing it can lose nothing.
            try? handle.close()
            return nil
        }
        self.path = path
        self.handle = handle
        self.brief = opening.brief
        self.layout = layout.layout
        self.base = layout.base
        self.bytesRead = opening.bytesRead
    }

    deinit {
        // Read only: closing it can lose nothing.
        try? handle.close()
    }

    /// The days the file describes, preceding days first.
    public var days: [LogicalDay] { layout.days.map(\.day) }

    /// The habits of `day` by id and name, in their order; `nil` when the file does not hold the day
    /// or cannot be read.
    /// - Complexity: O(h) for the h habits' lines of the day, each walked, none decoded.
    public func names(on day: LogicalDay) -> [WidgetHabitName]? {
        guard let bytes = list(\.habits, on: day) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var names: [WidgetHabitName] = []
            for line in JSONBytes.lines(in: buffer, of: 0..<buffer.count) {
                guard let members = JSONBytes.members(in: buffer, of: line),
                    let idRange = members.first(where: { SnapshotFile.key($0.key, in: buffer, is: "id") })?.value,
                    let nameRange = members.first(where: { SnapshotFile.key($0.key, in: buffer, is: "name") })?.value,
                    let id = JSONBytes.string(in: buffer, of: idRange).flatMap(UUID.init(uuidString:)),
                    let name = JSONBytes.string(in: buffer, of: nameRange)
                else { return nil }
                names.append(WidgetHabitName(id: id, name: name))
            }
            return names
        }
    }

    /// The snapshot of `day` holding only the habits of `ids` (their numbers and rows; no matrix,
    /// which the status bars do not show), its counts theirs; `nil` when the file does not hold
    /// the day or cannot be read.
    /// - Complexity: O(h) for the h lines of the day's lists, walked; only the chosen ones decoded.
    /// Its first instant is the day's start where the file was written, else in `boundary`.
    public func snapshot(on day: LogicalDay, selecting ids: Set<UUID>, boundary: DayBoundary) -> WidgetSnapshot? {
        guard let habitBytes = list(\.habits, on: day), let todayBytes = list(\.today, on: day) else { return nil }
        let decoder = SnapshotFile.decoder()
        func chosen<Value: Decodable>(
            _ type: Value.Type, in bytes: [UInt8], idOf: (UnsafeBufferPointer<UInt8>, Range<Int>) -> UUID?
        )
            -> [Value]?
        {
            let lines: [Range<Int>]? = bytes.withUnsafeBufferPointer { buffer in
                var lines: [Range<Int>] = []
                for line in JSONBytes.lines(in: buffer, of: 0..<buffer.count) {
                    guard let id = idOf(buffer, line) else { return nil }
                    if ids.contains(id) { lines.append(line) }
                }
                return lines
            }
            // Lines that do not decode make the index answer nil, as for a file it cannot read.
            return try? lines?.map { try decoder.decode(type, from: Data(bytes[$0])) }
        }
        guard let habits = chosen(WidgetHabit.self, in: habitBytes, idOf: SnapshotFile.id(in:of:)),
            let today = chosen(
                WidgetTodayRow.self, in: todayBytes,
                idOf: { buffer, line in
                    JSONBytes.member("habit", in: buffer, of: line).flatMap { SnapshotFile.id(in: buffer, of: $0) }
                })
        else { return nil }
        let writer =
            brief.timeZone.flatMap(TimeZone.init(identifier:)).flatMap {
                // A time zone or day start that makes no day boundary here: the reader's own boundary is used.
                try? DayBoundary(timeZone: $0, startHour: brief.dayStartHour ?? 0)
            } ?? boundary
        return WidgetSnapshot(
            generatedAt: brief.generatedAt, logicalDay: writer.start(of: day), day: day, habits: habits,
            today: today, totalDueToday: today.count, completedToday: today.filter { $0.status == .complete }.count,
            matrix: [], matrixDays: [])
    }

    /// The bytes of one of `day`'s lists, between its brackets.
    private func list(_ list: KeyPath<SnapshotLayout.Day, [Int]>, on day: LogicalDay) -> [UInt8]? {
        guard let entry = layout.days.first(where: { $0.day == day }),
            let range = SnapshotLayout.range(entry[keyPath: list], after: base, within: Int.max)
        else { return nil }
        do {
            try handle.seek(toOffset: UInt64(range.lowerBound))
            let data = try handle.read(upToCount: range.count) ?? Data()
            guard data.count == range.count else { return nil }
            bytesRead += data.count
            return [UInt8](data)
        } catch {
            return nil
        }
    }
}
