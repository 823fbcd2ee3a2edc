import Foundation
import KadoCore

/// The snapshot file's bytes as ``SnapshotLayout`` lays them out: composed from each habit's
/// lines, and taken apart again into them.
extension SnapshotFile {
    /// The encoder of every part of the file: ISO 8601 dates, sorted keys, one line.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// The decoder of every part of the file.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static let briefOpening = Array(#"{"brief":"#.utf8)
    static let layoutOpening = Array(#","layout":"#.utf8)

    /// The file of a series: `header` (the series with every day's lists empty and no brief),
    /// each habit's lines from `parts` (in the habits' order), `brief` first and the layout after it.
    /// - Throws: an `EncodingError`, or ``SnapshotFileError/unreadable(path:)`` when `parts` do
    ///   not have one element a day of `header`.
    /// - Complexity: O(b) for the b bytes written.
    static func compose(
        header: WidgetSnapshotSeries, brief: WidgetBrief, parts: [SnapshotHabitPart], stamp: String? = nil
    ) throws -> (bytes: [UInt8], layout: SnapshotLayout) {
        let allDays = header.allDays
        guard parts.allSatisfy({ $0.days.count == allDays.count }), allDays.allSatisfy({ $0.day != nil }) else {
            throw SnapshotFileError.unreadable(path: "(the series being written)")
        }
        var skeleton = header
        skeleton.brief = nil
        let encoded = [UInt8](try encoder().encode(skeleton))
        // The lists appear in the order of the keys: `days` before `precedingDays`.
        let precedingCount = header.precedingDays?.count ?? 0
        let fileOrder = Array(precedingCount..<allDays.count) + Array(0..<precedingCount)
        var body: [UInt8] = [UInt8(ascii: ",")]
        body.reserveCapacity(parts.count * allDays.count * 1_024)
        var ranges = Array(repeating: ListRanges(), count: allDays.count)
        var cursor = 1
        var occurrence = 0
        let lists: [(pattern: [UInt8], keyPath: WritableKeyPath<ListRanges, [Int]>)] = [
            (Array(#""habits":[]"#.utf8), \.habits), (Array(#""matrix":[]"#.utf8), \.matrix),
            (Array(#""today":[]"#.utf8), \.today),
        ]
        while occurrence < allDays.count * 3 {
            let list = lists[occurrence % 3]
            guard let found = find(list.pattern, in: encoded, from: cursor) else {
                throw SnapshotFileError.unreadable(path: "(the series being written)")
            }
            let opening = found + list.pattern.count - 1  // the index of `]`
            body += encoded[cursor..<opening]
            let day = fileOrder[occurrence / 3]
            let start = body.count
            var first = true
            for part in parts {
                let line: ArraySlice<UInt8>?
                switch occurrence % 3 {
                case 0: line = part.days[day].habit
                case 1: line = part.days[day].matrix
                default: line = part.days[day].today
                }
                guard let line else { continue }
                body.append(first ? UInt8(ascii: "\n") : UInt8(ascii: ","))
                if !first { body.append(UInt8(ascii: "\n")) }
                body += line
                first = false
            }
            if !first { body.append(UInt8(ascii: "\n")) }
            ranges[day][keyPath: list.keyPath] = [start, body.count]
            cursor = opening
            occurrence += 1
        }
        body += encoded[cursor...]
        let layout = SnapshotLayout(
            weekStart: header.weekStart, stamp: stamp,
            days: allDays.enumerated().map { index, snapshot in
                SnapshotLayout.Day(
                    day: snapshot.day ?? LogicalDay(dayNumber: 0), habits: ranges[index].habits,
                    matrix: ranges[index].matrix, today: ranges[index].today)
            })
        var file = briefOpening
        file += try encoder().encode(brief)
        file += layoutOpening
        file += try encoder().encode(layout)
        file += body
        return (file, layout)
    }

    /// Where one day's three lists were written, as ``SnapshotLayout/Day`` counts them.
    struct ListRanges {
        var habits = [0, 0]
        var matrix = [0, 0]
        var today = [0, 0]
    }

    /// The first index of `pattern` in `bytes` at or after `start`.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The brief of a series made of `parts` (in the habits' order), described by `header`: the
    /// same as ``WidgetBrief/init(series:boundary:)`` of the whole series, decoding only the lines
    /// of the habits it names.
    static func brief(header: WidgetSnapshotSeries, parts: [SnapshotHabitPart]) throws -> WidgetBrief {
        let decoder = decoder()
        let allDays = header.allDays
        var days: [WidgetBriefDay] = []
        for (index, snapshot) in allDays.enumerated() {
            let lines = parts.map { $0.days[index] }
            let positions = WidgetBriefDay.positions(listed: lines.map { $0.today != nil })
            let entries = try positions.map { position in
                let line = lines[position]
                return WidgetBriefEntry(
                    habit: try decoder.decode(WidgetHabit.self, from: Data(line.habit)),
                    row: try line.today.map { try decoder.decode(WidgetTodayRow.self, from: Data($0)) })
            }
            days.append(
                WidgetBriefDay(
                    day: snapshot.day ?? LogicalDay(dayNumber: 0), due: lines.filter { $0.today != nil }.count,
                    done: lines.filter { $0.status == .complete }.count,
                    started: lines.filter { $0.status == .partial }.count, habits: entries))
        }
        return WidgetBrief(
            generatedAt: header.generatedAt, firstDay: header.days.first?.day, timeZone: header.timeZone,
            dayStartHour: header.dayStartHour, language: header.language, habitCount: parts.count, days: days)
    }

    /// A snapshot file taken apart: its brief, its layout, and each habit's lines.
    struct Contents: Sendable {
        /// The brief at the start of the file.
        var brief: WidgetBrief
        /// Where the lists lie.
        var layout: SnapshotLayout
        /// Each habit's lines, in the habits' order.
        var parts: [SnapshotHabitPart]
    }

    /// The file at `path` taken apart, or `nil` when it is missing or is not laid out by this
    /// version (then it is written again whole).
    /// - Complexity: O(b) for a file of b bytes, decoding only its brief and layout.
    static func contents(at path: String) -> Contents? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return contents(of: [UInt8](data))
    }

    /// `bytes` taken apart (see ``contents(at:)``).
    static func contents(of bytes: [UInt8]) -> Contents? {
        let decoder = decoder()
        struct Lines {
            var habits: [[Range<Int>]] = []
            var matrix: [[Range<Int>]] = []
            var today: [[UUID: (line: Range<Int>, status: WidgetStatus?)]] = []
            var ids: [UUID] = []
        }
        var brief: WidgetBrief?
        var layout: SnapshotLayout?
        let lines: Lines? = bytes.withUnsafeBufferPointer { buffer in
            guard buffer.starts(with: briefOpening),
                let briefEnd = JSONBytes.valueEnd(in: buffer, from: briefOpening.count, before: buffer.count),
                UnsafeBufferPointer(rebasing: buffer[briefEnd...]).starts(with: layoutOpening),
                let layoutEnd = JSONBytes.valueEnd(
                    in: buffer, from: briefEnd + layoutOpening.count, before: buffer.count)
            else { return nil }
            brief = try? decoder.decode(WidgetBrief.self, from: Data(buffer[briefOpening.count..<briefEnd]))
            layout = try? decoder.decode(
                SnapshotLayout.self, from: Data(buffer[briefEnd + layoutOpening.count..<layoutEnd]))
            guard let layout, let brief, layout.days.map(\.day) == brief.days.map(\.day), !layout.days.isEmpty
            else { return nil }
            var lines = Lines()
            for day in layout.days {
                guard let habits = SnapshotLayout.range(day.habits, after: layoutEnd, within: buffer.count),
                    let matrix = SnapshotLayout.range(day.matrix, after: layoutEnd, within: buffer.count),
                    let today = SnapshotLayout.range(day.today, after: layoutEnd, within: buffer.count)
                else { return nil }
                lines.habits.append(JSONBytes.lines(in: buffer, of: habits))
                lines.matrix.append(JSONBytes.lines(in: buffer, of: matrix))
                var rows: [UUID: (line: Range<Int>, status: WidgetStatus?)] = [:]
                for line in JSONBytes.lines(in: buffer, of: today) {
                    guard let members = JSONBytes.members(in: buffer, of: line),
                        let habit = members.first(where: { Self.key($0.key, in: buffer, is: "habit") })?.value,
                        let id = Self.id(in: buffer, of: habit)
                    else { return nil }
                    let status = members.first { Self.key($0.key, in: buffer, is: "status") }.flatMap {
                        JSONBytes.string(in: buffer, of: $0.value).flatMap(WidgetStatus.init(rawValue:))
                    }
                    rows[id] = (line, status)
                }
                lines.today.append(rows)
            }
            let count = lines.habits[0].count
            guard lines.habits.allSatisfy({ $0.count == count }), lines.matrix.allSatisfy({ $0.count == count })
            else { return nil }
            let ids = lines.habits[0].compactMap { Self.id(in: buffer, of: $0) }
            let lastIDs = lines.habits[lines.habits.count - 1].compactMap { Self.id(in: buffer, of: $0) }
            guard ids.count == count, ids == lastIDs, Set(ids).count == count else { return nil }
            lines.ids = ids
            return lines
        }
        guard let lines, let brief, let layout else { return nil }
        let parts = lines.ids.enumerated().map { position, id in
            SnapshotHabitPart(
                id: id,
                lines: (0..<layout.days.count).map { day in
                    let row = lines.today[day][id]
                    return SnapshotHabitPart.Day(
                        habit: bytes[lines.habits[day][position]], matrix: bytes[lines.matrix[day][position]],
                        today: row.map { bytes[$0.line] }, status: row?.status)
                })
        }
        return Contents(brief: brief, layout: layout, parts: parts)
    }

    /// Whether the key bytes at `range` spell `name`.
    static func key(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>, is name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard range.count == count else { return false }
        return name.withUTF8Buffer { name in
            (0..<count).allSatisfy { buffer[range.lowerBound + $0] == name[$0] }
        }
    }

    /// The `id` member of the object at `range` (a habit), or `nil`.
    static func id(in buffer: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> UUID? {
        guard let members = JSONBytes.members(in: buffer, of: range),
            let value = members.first(where: { key($0.key, in: buffer, is: "id") })?.value,
            let text = JSONBytes.string(in: buffer, of: value)
        else { return nil }
        return UUID(uuidString: text)
    }
}

extension SnapshotFile {
    /// Runs `body` holding an exclusive lock on the folder of the snapshot at `path`: publishers
    /// (several processes may write the database) take turns to read the file and write it again.
    /// Without a folder to lock, `body` runs unlocked.
    static func withLock<Result, Failure: Error>(beside path: String, _ body: () throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
