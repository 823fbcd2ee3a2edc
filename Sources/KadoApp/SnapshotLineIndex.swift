import Foundation
import KadoCore

/// The publisher's index of the snapshot file's lines, written at the end of the file itself (its
/// `lineIndex` member, located by ``SnapshotLayout/lineIndex``): each active habit's id, in order,
/// and for each day the length of its three lines and its state on the day's list.
///
/// With it, the publisher finds any habit's lines by adding lengths, and writes the file again
/// after a check-in by copying the unchanged byte ranges of the old one around the changed
/// habit's new lines, without reading, parsing or encoding the other habits. It lives inside the
/// file it describes, so it is replaced with it, atomically: an index never describes another
/// file. Readers ignore it (an unknown member). It is Base64 of a compact binary record:
/// version 1, the habit and day counts, then per habit 16 id bytes and per day the three lengths
/// (32-bit, little-endian; a `today` length of 0 when the habit is not on the day's list) and its
/// state (0 off the list, 1 none, 2 partial, 3 complete).
struct SnapshotLineIndex: Equatable, Sendable {
    /// One habit's lines on one day.
    struct Entry: Equatable, Sendable {
        /// The length of its line in the day's `habits`.
        var habit: Int
        /// The length of its line in the day's `matrix`.
        var matrix: Int
        /// The length of its line in the day's `today`, when it is on the list.
        var today: Int?
        /// Its state on the day's list.
        var status: WidgetStatus?

        /// The entry of one day of a part.
        init(_ day: SnapshotHabitPart.Day) {
            habit = day.habit.count
            matrix = day.matrix.count
            today = day.today?.count
            status = day.status
        }

        init(habit: Int, matrix: Int, today: Int?, status: WidgetStatus?) {
            self.habit = habit
            self.matrix = matrix
            self.today = today
            self.status = status
        }

        /// The length of its line in `list`, or `nil` when it has none there.
        func length(in list: SnapshotList) -> Int? {
            switch list {
            case .habits: habit
            case .matrix: matrix
            case .today: today
            }
        }
    }

    static let version: UInt8 = 1

    /// The habits' ids, in their order.
    private(set) var ids: [UUID]
    /// How many days each habit has.
    let dayCount: Int
    /// The entries, habit after habit, each with its `dayCount` days.
    private var entries: [Entry]

    /// The index of `parts` (in the habits' order), each with `dayCount` days.
    init(parts: [SnapshotHabitPart], dayCount: Int) {
        ids = parts.map(\.id)
        self.dayCount = dayCount
        entries = parts.flatMap { $0.days.map(Entry.init) }
    }

    /// The habit at `position`, on the day at `day` (preceding days first).
    subscript(position: Int, day: Int) -> Entry { entries[position * dayCount + day] }

    /// Replaces the entries of the habit at `position` with those of `part`.
    mutating func replace(at position: Int, with part: SnapshotHabitPart) {
        for (day, lines) in part.days.enumerated() { entries[position * dayCount + day] = Entry(lines) }
    }

    /// The position of the habit with `id`, or `nil`.
    /// - Complexity: O(h) for h habits.
    func position(of id: UUID) -> Int? { ids.firstIndex(of: id) }

    /// How many bytes the content of `list` on `day` takes, as ``SnapshotFile`` lays it out: a
    /// line break, the lines separated by a comma and a line break, a line break; nothing when empty.
    /// - Complexity: O(h) for h habits.
    func contentLength(of list: SnapshotList, on day: Int) -> Int {
        var total = 0
        var count = 0
        for position in ids.indices {
            guard let length = self[position, day].length(in: list) else { continue }
            total += length
            count += 1
        }
        return count == 0 ? 0 : total + 2 * count
    }

    /// The Base64 text of the index.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = [Self.version]
        bytes.reserveCapacity(6 + ids.count * (16 + dayCount * 13))
        func append(_ value: Int) {
            let value = UInt32(clamping: value)
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        append(ids.count)
        bytes.append(UInt8(clamping: dayCount))
        for (position, id) in ids.enumerated() {
            withUnsafeBytes(of: id.uuid) { bytes += $0 }
            for day in 0..<dayCount {
                let entry = self[position, day]
                append(entry.habit)
                append(entry.matrix)
                append(entry.today ?? 0)
                bytes.append(entry.status.map(Self.code(of:)) ?? 0)
            }
        }
        return [UInt8](Data(bytes).base64EncodedData())
    }

    /// The index whose Base64 text is `text`, or `nil` when it is not one this version writes.
    init?(encoded text: [UInt8]) {
        guard let data = Data(base64Encoded: Data(text)) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= 6, bytes[0] == Self.version else { return nil }
        var offset = 1
        func integer() -> Int {
            var value = 0
            for index in 0..<4 { value |= Int(bytes[offset + index]) << (8 * index) }
            offset += 4
            return value
        }
        let count = integer()
        let dayCount = Int(bytes[offset])
        offset += 1
        guard dayCount > 0, bytes.count == offset + count * (16 + dayCount * 13) else { return nil }
        var ids: [UUID] = []
        ids.reserveCapacity(count)
        var entries: [Entry] = []
        entries.reserveCapacity(count * dayCount)
        for _ in 0..<count {
            let b = Array(bytes[offset..<offset + 16])
            ids.append(
                UUID(
                    uuid: (
                        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14],
                        b[15]
                    )))
            offset += 16
            for _ in 0..<dayCount {
                let habit = integer()
                let matrix = integer()
                let today = integer()
                let code = bytes[offset]
                offset += 1
                guard code <= 3, (today == 0) == (code == 0) else { return nil }
                entries.append(
                    Entry(habit: habit, matrix: matrix, today: today == 0 ? nil : today, status: Self.status(of: code)))
            }
        }
        guard Set(ids).count == ids.count else { return nil }
        self.ids = ids
        self.dayCount = dayCount
        self.entries = entries
    }

    private static func code(of status: WidgetStatus) -> UInt8 {
        switch status {
        case .none: 1
        case .partial: 2
        case .complete: 3
        }
    }

    private static func status(of code: UInt8) -> WidgetStatus? {
        switch code {
        case 1: WidgetStatus.none
        case 2: .partial
        case 3: .complete
        default: nil
        }
    }
}

extension SnapshotHabitPart.Day {
    /// Its line in `list`, or `nil` when it has none there.
    func line(in list: SnapshotList) -> ArraySlice<UInt8>? {
        switch list {
        case .habits: habit
        case .matrix: matrix
        case .today: today
        }
    }
}
