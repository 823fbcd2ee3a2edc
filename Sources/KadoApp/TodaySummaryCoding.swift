import Foundation
import KadoCore
import KadoStore

/// Today's summaries as bytes, kept in the database between commands (``KeptTodaySummaries``),
/// so that a command whose database has not changed since the last Today reads them instead of
/// walking every habit again: on a thousand habits that walk was half of `kado today`.
///
/// Each summary is written without its habit, by the habit's id: reading them back takes the
/// habits the command read anyway, and gives nothing back unless they are the same habits in the
/// same order. The layout is fixed-width little-endian numbers, a version byte first; anything
/// that does not read back whole (another version, a cut or damaged row) is no summaries at all,
/// and Today computes them again.
enum TodaySummaryCoding {
    /// The layout's version: a program that writes another one never reads these.
    static let layoutVersion: UInt8 = 1

    /// What the summaries hang on besides the database's contents: the layout and the program's
    /// version (a later program may compute them otherwise), the day, and the calendar's time
    /// zone, day start and week start.
    static func key(for context: AppContext) -> String {
        let calendar = context.calendar
        return [
            "\(layoutVersion)", AppVersion.current, "\(context.today.dayNumber)",
            calendar.boundary.calendar.timeZone.identifier, "\(calendar.boundary.startHour)",
            "\(calendar.weekStart)",
        ].joined(separator: "|")
    }

    /// `summaries` as bytes.
    static func encode(_ summaries: [HabitSummary]) -> Data {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(1 + 8 + summaries.count * 150)
        writer.byte(layoutVersion)
        writer.integer(summaries.count)
        for summary in summaries {
            writer.uuid(summary.habit.id)
            writer.integer(summary.position)
            let evaluation = summary.evaluation
            writer.integer(evaluation.day.dayNumber)
            writer.double(evaluation.score)
            writer.integer(evaluation.currentStreak)
            writer.integer(evaluation.bestStreak)
            writer.byte(evaluation.streakUnit == .weeks ? 1 : 0)
            let display = evaluation.streakDisplay
            writer.integer(display.current)
            writer.integer(display.best)
            writer.byte(display.unit == .weeks ? 1 : 0)
            writer.byte(display.week == nil ? 0 : 1)
            writer.integer(display.week?.done ?? 0)
            writer.integer(display.week?.required ?? 0)
            writer.byte(flags(evaluation.isDue, evaluation.isOutstanding, evaluation.isDone, summary.isScheduledToday))
            writer.double(evaluation.value)
            writer.double(summary.todayAmount)
            writer.integer(summary.firstScheduledDay.dayNumber)
            writer.byte(summary.archiveDay == nil ? 0 : 1)
            writer.integer(summary.archiveDay?.dayNumber ?? 0)
        }
        return Data(writer.bytes)
    }

    /// The summaries `data` holds, each given its habit from `habits`; `nil` unless `data` reads
    /// back whole, in this layout, and describes exactly `habits` in their order.
    static func decode(_ data: Data, habits: [Habit]) -> [HabitSummary]? {
        var reader = ByteReader(bytes: [UInt8](data))
        guard reader.byte() == layoutVersion, let count = reader.integer(), count == habits.count else { return nil }
        var summaries: [HabitSummary] = []
        summaries.reserveCapacity(count)
        for habit in habits {
            guard reader.uuid() == habit.id, let position = reader.integer(), let day = reader.integer(),
                let score = reader.double(), let current = reader.integer(), let best = reader.integer(),
                let unit = reader.unit(), let shownCurrent = reader.integer(), let shownBest = reader.integer(),
                let shownUnit = reader.unit(), let hasWeek = reader.flag(), let weekDone = reader.integer(),
                let weekRequired = reader.integer(), let flags = reader.byte(), let value = reader.double(),
                let todayAmount = reader.double(), let firstScheduled = reader.integer(),
                let hasArchiveDay = reader.flag(), let archiveDay = reader.integer()
            else { return nil }
            let display = StreakDisplay(
                current: shownCurrent, best: shownBest, unit: shownUnit,
                week: hasWeek ? .init(done: weekDone, required: weekRequired) : nil)
            let evaluation = HabitEvaluation(
                day: LogicalDay(dayNumber: day), score: score, currentStreak: current, bestStreak: best,
                streakUnit: unit, streakDisplay: display, isDue: flags & 1 != 0, isOutstanding: flags & 2 != 0,
                value: value, isDone: flags & 4 != 0)
            summaries.append(
                HabitSummary(
                    habit: habit, position: position, evaluation: evaluation, todayAmount: todayAmount,
                    isScheduledToday: flags & 8 != 0, firstScheduledDay: LogicalDay(dayNumber: firstScheduled),
                    archiveDay: hasArchiveDay ? LogicalDay(dayNumber: archiveDay) : nil))
        }
        return reader.isAtEnd ? summaries : nil
    }

    private static func flags(_ values: Bool...) -> UInt8 {
        var flags: UInt8 = 0
        for (bit, value) in values.enumerated() where value { flags |= 1 << UInt8(bit) }
        return flags
    }
}

/// Fixed-width little-endian numbers appended to bytes.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func integer(_ value: Int) { word(UInt64(bitPattern: Int64(value))) }

    mutating func double(_ value: Double) { word(value.bitPattern) }

    mutating func uuid(_ id: UUID) {
        withUnsafeBytes(of: id.uuid) { bytes.append(contentsOf: $0) }
    }

    private mutating func word(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

/// ``ByteWriter``'s numbers read back; each read is `nil` past the end or on a value out of range.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func flag() -> Bool? {
        switch byte() {
        case 0: false
        case 1: true
        default: nil
        }
    }

    mutating func unit() -> StreakUnit? {
        flag().map { $0 ? .weeks : .days }
    }

    mutating func integer() -> Int? {
        word().map { Int(Int64(bitPattern: $0)) }
    }

    mutating func double() -> Double? {
        word().map(Double.init(bitPattern:))
    }

    mutating func uuid() -> UUID? {
        guard bytes.count - offset >= 16 else { return nil }
        let part = bytes[offset..<offset + 16]
        offset += 16
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: part) }
        return UUID(uuid: value)
    }

    private mutating func word() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        offset += 8
        return value
    }
}
