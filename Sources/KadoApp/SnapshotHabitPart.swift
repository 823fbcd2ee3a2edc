import Foundation
import KadoCore

/// One habit's part of the snapshot file: its line in each list of each day, as bytes, so that
/// the publisher can write the file again with a habit that did not change copied as it was.
struct SnapshotHabitPart: Equatable, Sendable {
    /// One day's lines.
    struct Day: Equatable, Sendable {
        /// Its line of the day's `habits` (a ``WidgetHabit``).
        var habit: ArraySlice<UInt8>
        /// Its line of the day's `matrix` (a ``WidgetMatrixRow``).
        var matrix: ArraySlice<UInt8>
        /// Its line of the day's `today` (a ``WidgetTodayRow``), when it is on the day's list.
        var today: ArraySlice<UInt8>?
        /// Its state on the day's list.
        var status: WidgetStatus?
    }

    /// The habit's id.
    var id: UUID
    /// Its lines, one element a day of the series (preceding days first).
    var days: [Day]

    /// What the encoder writes for one habit's day: the three lines are made of its parts.
    private struct Piece: Encodable {
        /// A ``WidgetTodayRow`` without its habit; its keys sort after `habit`, as in the row.
        struct Row: Encodable {
            let progress: Double
            let scorePercent: Int
            let status: WidgetStatus
            let streak: Int
            let valueToday: Double?
        }

        let cells: [WidgetDayCell]
        let habit: WidgetHabit
        let row: Row?
    }

    /// The part of the habit whose days are `days`, encoded with one encoder pass.
    /// - Throws: an `EncodingError` (a value JSON cannot hold).
    /// - Complexity: O(b) for the b bytes written.
    init(id: UUID, days: [WidgetHabitDay]) throws {
        let pieces = days.map { day in
            Piece(
                cells: day.cells, habit: day.habit,
                row: day.row.map {
                    Piece.Row(
                        progress: $0.progress, scorePercent: $0.scorePercent, status: $0.status, streak: $0.streak,
                        valueToday: $0.valueToday)
                })
        }
        let bytes = [UInt8](try SnapshotFile.encoder().encode(pieces))
        let parsed: [Day]? = bytes.withUnsafeBufferPointer { buffer in
            guard let elements = JSONBytes.elements(in: buffer, of: 0..<buffer.count) else { return nil }
            var result: [Day] = []
            for (element, piece) in zip(elements, pieces) {
                guard let members = JSONBytes.members(in: buffer, of: element) else { return nil }
                var ranges: [String: Range<Int>] = [:]
                for member in members {
                    ranges[String(decoding: UnsafeBufferPointer(rebasing: buffer[member.key]), as: UTF8.self)] =
                        member.value
                }
                guard let cells = ranges["cells"], let habit = ranges["habit"] else { return nil }
                let habitLine = bytes[habit]
                var matrix = Array(#"{"cells":"#.utf8)
                matrix += bytes[cells]
                matrix += Array(#","habit":"#.utf8)
                matrix += habitLine
                matrix.append(UInt8(ascii: "}"))
                var today: ArraySlice<UInt8>?
                if let row = ranges["row"], row.count > 2 {
                    var line = Array(#"{"habit":"#.utf8)
                    line += habitLine
                    line.append(UInt8(ascii: ","))
                    line += bytes[row.dropFirst()]
                    today = line[...]
                }
                result.append(Day(habit: habitLine, matrix: matrix[...], today: today, status: piece.row?.status))
            }
            return result.count == pieces.count ? result : nil
        }
        guard let parsed else {
            throw EncodingError.invalidValue(
                days, .init(codingPath: [], debugDescription: "the snapshot's encoding of a habit has another shape"))
        }
        self.id = id
        self.days = parsed
    }

    /// A part from its lines.
    init(id: UUID, lines: [Day]) {
        self.id = id
        self.days = lines
    }

    /// The habits' parts of `series`, in its habits' order, or `nil` when the series is not one the
    /// builder writes (a day without its `day`, lists of other habits or in another order).
    static func parts(of series: WidgetSnapshotSeries) throws -> [SnapshotHabitPart]? {
        let days = series.allDays
        guard let last = days.last else { return nil }
        let ids = last.habits.map(\.id)
        guard Set(ids).count == ids.count else { return nil }
        var habitDays = Array(repeating: [WidgetHabitDay](), count: ids.count)
        for snapshot in days {
            guard let day = snapshot.day, snapshot.habits.map(\.id) == ids,
                snapshot.matrix.map(\.habit) == snapshot.habits
            else { return nil }
            var rows: [UUID: WidgetTodayRow] = [:]
            for row in snapshot.today { rows[row.habit.id] = row }
            // Every row is its habit's, in the habits' order, with the habit as the day lists it.
            let listed = snapshot.habits.compactMap { habit in rows[habit.id].flatMap { $0.habit == habit ? $0 : nil } }
            guard listed == snapshot.today else { return nil }
            for (index, habit) in snapshot.habits.enumerated() {
                habitDays[index].append(
                    WidgetHabitDay(day: day, habit: habit, row: rows[habit.id], cells: snapshot.matrix[index].cells))
            }
        }
        return try zip(ids, habitDays).map { try SnapshotHabitPart(id: $0, days: $1) }
    }
}
