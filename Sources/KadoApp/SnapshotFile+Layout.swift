import Foundation
import KadoCore
import KadoStore

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
    static let lineIndexOpening = Array(#","lineIndex":""#.utf8)

    /// The file of a series: `header` (the series with every day's lists empty and no brief),
    /// each habit's lines from `parts` (in the habits' order), `brief` first and the layout after
    /// it, the ``SnapshotLineIndex`` of the lines last.
    /// - Throws: an `EncodingError`, or ``SnapshotFileError/unreadable(path:)`` when `parts` do
    ///   not have one element a day of `header`.
    /// - Complexity: O(b) for the b bytes written.
    static func compose(
        header: WidgetSnapshotSeries, brief: WidgetBrief, parts: [SnapshotHabitPart], stamp: String? = nil
    ) throws -> (file: Pieces, layout: SnapshotLayout) {
        let dayCount = header.allDays.count
        guard parts.allSatisfy({ $0.days.count == dayCount }) else {
            throw SnapshotFileError.unreadable(path: "(the series being written)")
        }
        let assembled = try assemble(
            header: header, brief: brief, index: SnapshotLineIndex(parts: parts, dayCount: dayCount), stamp: stamp,
            capacity: parts.count * dayCount * 1_024
        ) { day, list, body in
            var first = true
            for part in parts {
                guard let line = part.days[day].line(in: list) else { continue }
                body.beginLine(first: &first)
                body.append(contentsOf: line)
            }
            body.endList(first: first)
        }
        guard let body = assembled.body.bytes else {
            throw SnapshotFileError.unreadable(path: "(the series being written)")
        }
        return (Pieces(opening: assembled.opening, body: body), assembled.layout)
    }

    /// The file of a series described by `header`, whose lists `lists` writes (the content
    /// between the brackets of the list of the day at the given position, preceding days first):
    /// `brief` and the layout first, the series, then `index`.
    /// - Throws: an `EncodingError`, or ``SnapshotFileError/unreadable(path:)`` when a day of
    ///   `header` has no `day`.
    /// - Complexity: O(b) for the b bytes of the header, plus what `lists` does.
    static func assemble(
        header: WidgetSnapshotSeries, brief: WidgetBrief, index: SnapshotLineIndex, stamp: String?, capacity: Int,
        lists: (_ day: Int, _ list: SnapshotList, _ body: inout SnapshotBody) throws -> Void
    ) throws -> (opening: [UInt8], body: SnapshotBody, layout: SnapshotLayout) {
        let allDays = header.allDays
        guard allDays.allSatisfy({ $0.day != nil }) else {
            throw SnapshotFileError.unreadable(path: "(the series being written)")
        }
        var skeleton = header
        skeleton.brief = nil
        let encoded = [UInt8](try encoder().encode(skeleton))
        // The lists appear in the order of the keys: `days` before `precedingDays`.
        let precedingCount = header.precedingDays?.count ?? 0
        let fileOrder = Array(precedingCount..<allDays.count) + Array(0..<precedingCount)
        var body = SnapshotBody(capacity: capacity)
        body.append(UInt8(ascii: ","))
        var ranges = Array(repeating: ListRanges(), count: allDays.count)
        var cursor = 1
        var occurrence = 0
        let patterns: [(pattern: [UInt8], list: SnapshotList, keyPath: WritableKeyPath<ListRanges, [Int]>)] = [
            (Array(#""habits":[]"#.utf8), .habits, \.habits), (Array(#""matrix":[]"#.utf8), .matrix, \.matrix),
            (Array(#""today":[]"#.utf8), .today, \.today),
        ]
        while occurrence < allDays.count * 3 {
            let pattern = patterns[occurrence % 3]
            guard let found = find(pattern.pattern, in: encoded, from: cursor) else {
                throw SnapshotFileError.unreadable(path: "(the series being written)")
            }
            let opening = found + pattern.pattern.count - 1  // the index of `]`
            body.append(contentsOf: encoded[cursor..<opening])
            let day = fileOrder[occurrence / 3]
            let start = body.count
            try lists(day, pattern.list, &body)
            ranges[day][keyPath: pattern.keyPath] = [start, body.count]
            cursor = opening
            occurrence += 1
        }
        guard encoded.last == UInt8(ascii: "}"), cursor < encoded.count else {
            throw SnapshotFileError.unreadable(path: "(the series being written)")
        }
        body.append(contentsOf: encoded[cursor..<encoded.count - 1])
        body.append(contentsOf: lineIndexOpening)
        let indexStart = body.count
        body.append(contentsOf: index.encoded())
        let indexEnd = body.count
        body.append(contentsOf: Array(#""}"#.utf8))
        let layout = SnapshotLayout(
            weekStart: header.weekStart, stamp: stamp,
            days: allDays.enumerated().map { position, snapshot in
                SnapshotLayout.Day(
                    day: snapshot.day ?? LogicalDay(dayNumber: 0), habits: ranges[position].habits,
                    matrix: ranges[position].matrix, today: ranges[position].today)
            }, lineIndex: [indexStart, indexEnd])
        var opening = briefOpening
        opening += try encoder().encode(brief)
        opening += layoutOpening
        opening += try encoder().encode(layout)
        return (opening, body, layout)
    }

    /// A file's bytes in the two pieces ``compose(header:brief:parts:stamp:)`` makes them: the
    /// brief and the layout, then the series. The layout's offsets count from the end of the
    /// opening, so the series is built first and never copied behind it: the two are written
    /// one after the other.
    struct Pieces: Sendable {
        /// The brief and the layout.
        var opening: [UInt8]
        /// The series, laid out one habit a line.
        var body: [UInt8]

        /// The whole file in one buffer (a copy: for what is not written to a file).
        var bytes: [UInt8] { opening + body }
        /// The file's size in bytes.
        var count: Int { opening.count + body.count }
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
    static func contents(at path: String, files: any FileStorage) -> Contents? {
        guard let bytes = readWhole(path, files: files) else { return nil }
        return contents(of: bytes)
    }

    /// The bytes of the file at `path` (``FileStorage/contents(of:)``); `nil` when it cannot be read.
    static func readWhole(_ path: String, files: any FileStorage) -> [UInt8]? {
        // Unreadable is as good as missing here: the file is written again whole.
        try? files.contents(of: path)
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
            // A brief or layout that does not decode is as none: the file is written again whole.
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
            let value = members.first(where: { key($0.key, in: buffer, is: "id") })?.value
        else { return nil }
        // The string's bytes, between its quotes: a UUID's 36 characters have no escapes.
        if value.count == 38, buffer[value.lowerBound] == UInt8(ascii: "\""),
            let id = uuid(in: UnsafeBufferPointer(rebasing: buffer[value.lowerBound + 1..<value.upperBound - 1]))
        {
            return id
        }
        return JSONBytes.string(in: buffer, of: value).flatMap(UUID.init(uuidString:))
    }

    /// The UUID spelled by the 36 bytes of `text` (hexadecimal digits of either case, hyphens
    /// after the 8th, 12th, 16th and 20th), or `nil`: what `UUID(uuidString:)` reads, without
    /// making a string and scanning it (thousands of ids each time the file is taken apart).
    static func uuid(in text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        var index = 0
        for position in 0..<16 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard text[index] == UInt8(ascii: "-") else { return nil }
                index += 1
            }
            guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else { return nil }
            bytes[position] = high << 4 | low
            index += 2
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension SnapshotFile {
    /// Runs `body` holding an exclusive lock on the folder of the snapshot at `path` (a
    /// ``FileLocking`` lock on the folder itself): publishers — and writers around their transaction and its
    /// publish, in every thread and process — take turns to read the file and write it again.
    /// Without a folder to lock, `body` runs unlocked.
    ///
    /// A `flock` belongs to an open file description, so a thread that took it and asked again on
    /// a descriptor of its own would wait for itself for ever: a thread that already holds the
    /// lock on this folder runs `body` at once, under the lock it holds.
    ///
    /// This process's threads queue for the lock first come, first served, and ask for it until
    /// `patience` has passed since they asked (``FileLockRequest/Mode/waitUntil(_:)``): another process that keeps it (a long
    /// import, a stuck writer) makes the change fail as busy instead of waiting for ever, and
    /// nothing was done yet.
    /// - Parameters:
    ///   - databasePath: the database the change is for, which the busy error names (the
    ///     snapshot's path without one).
    ///   - locks: the system's file locks (``SystemPorts/locks``).
    ///   - patience: how long to wait for the lock (the store's, ``HabitStore/patience``).
    /// - Throws: what `body` throws; ``StoreError/busy(path:)`` when another open file description
    ///   kept the lock for longer than `patience` (`body` did not run).
    static func withLock<Result>(
        beside path: String, database databasePath: String? = nil, locks: any FileLocking,
        patience: Duration = HabitStore.standardPatience, _ body: () throws(AppError) -> Result
    ) throws(AppError) -> Result {
        let folder = PathName.folder(of: path).isEmpty ? "." : PathName.folder(of: path)
        let threadLocks = Thread.current.threadDictionary
        let held = threadLocks[heldFoldersKey] as? Set<String> ?? []
        if held.contains(folder) { return try body() }
        let lock: any HeldFileLock
        do {
            lock = try locks.lock(FileLockRequest(path: folder, target: .folder, mode: .waitUntil(.now + patience)))
        } catch .unavailable {
            // No folder to lock, or a file system that cannot lock: the body runs unlocked there,
            // as it always has.
            return try body()
        } catch {
            throw .store(.busy(path: databasePath ?? path))
        }
        defer { lock.release() }
        threadLocks[heldFoldersKey] = held.union([folder])
        defer { threadLocks[heldFoldersKey] = held }
        return try body()
    }

    /// The key of the folders the current thread holds the lock of, in its thread dictionary.
    private static let heldFoldersKey = "kado.snapshot.lockedFolders"

    /// Whether the current thread holds the publishers' lock beside `path`: for tests.
    static func holdsLock(beside path: String) -> Bool {
        let folder = PathName.folder(of: path).isEmpty ? "." : PathName.folder(of: path)
        return (Thread.current.threadDictionary[heldFoldersKey] as? Set<String> ?? []).contains(folder)
    }
}
