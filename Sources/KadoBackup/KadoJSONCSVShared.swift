import Foundation
import KadoCore

/// Kadō's instants in its backups: ISO 8601 in UTC with whole seconds (`2026-04-19T16:55:00Z`).
///
/// Written and read by hand rather than by a date formatter: the arithmetic is exact, costs no
/// calendar, and cannot trap on any `Date`.
enum KadoTimestamp {
    /// 0001-01-01T00:00:00Z, the first instant a backup can hold.
    static let earliest = Date(timeIntervalSince1970: Double(firstDayNumber) * 86_400)
    /// The first instant after 9999-12-31T23:59:59Z, the first a backup cannot hold.
    static let end = Date(timeIntervalSince1970: Double(lastDayNumber + 1) * 86_400)

    private static let firstDayNumber = LogicalDay(year: 1, month: 1, day: 1)?.dayNumber ?? -719_162
    private static let lastDayNumber = LogicalDay(year: 9999, month: 12, day: 31)?.dayNumber ?? 2_932_896

    /// Whether `date` is finite and within years 1…9999, so that it can be written.
    static func isWritable(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite && date >= earliest && date < end
    }

    /// Whether `day` is within years 1…9999, so that it can be written.
    static func isWritable(_ day: LogicalDay) -> Bool {
        (firstDayNumber...lastDayNumber).contains(day.dayNumber)
    }

    /// `date` as Kadō writes it (the fraction of a second dropped), or `nil` when it lies outside
    /// years 1…9999.
    static func format(_ date: Date) -> String? {
        guard isWritable(date) else { return nil }
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let dayNumber = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - dayNumber * 86_400
        let day = LogicalDay(dayNumber: dayNumber)
        return "\(day)T\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):\(pad(secondOfDay % 60))Z"
    }

    /// Reads an ISO 8601 instant: `YYYY-MM-DDTHH:MM:SS`, an optional fraction of a second, and `Z`
    /// or an offset (`+02:00`, `+0200`, `+02`). `nil` for anything else, impossible dates and
    /// instants outside years 1…9999.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 64 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for position in range {
                let digit = Int(bytes[position]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), bytes[4] == UInt8(ascii: "-"), let month = number(5..<7),
            bytes[7] == UInt8(ascii: "-"), let dayOfMonth = number(8..<10),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            let hour = number(11..<13), bytes[13] == UInt8(ascii: ":"), let minute = number(14..<16),
            bytes[16] == UInt8(ascii: ":"), let second = number(17..<19),
            hour < 24, minute < 60, second < 60,
            let day = LogicalDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var position = 19
        var fraction = 0.0
        if bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: ",") {
            var digits = "0."
            position += 1
            while position < bytes.count, (48...57).contains(bytes[position]) {
                digits.append(Character(Unicode.Scalar(bytes[position])))
                position += 1
            }
            guard digits.count > 2, let value = Double(digits) else { return nil }
            fraction = value
        }
        guard position < bytes.count else { return nil }
        var offset = 0
        switch bytes[position] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            position += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
            position += 1
            guard position + 2 <= bytes.count, let hours = number(position..<position + 2), hours < 24 else {
                return nil
            }
            position += 2
            var minutes = 0
            if position < bytes.count {
                if bytes[position] == UInt8(ascii: ":") { position += 1 }
                guard position + 2 <= bytes.count, let value = number(position..<position + 2), value < 60 else {
                    return nil
                }
                minutes = value
                position += 2
            }
            offset = sign * (hours * 3600 + minutes * 60)
        default:
            return nil
        }
        guard position == bytes.count else { return nil }
        let seconds = day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        let date = Date(timeIntervalSince1970: Double(seconds) + fraction)
        return isWritable(date) ? date : nil
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// Appends ``format(_:)``'s text of `date` to `bytes`, without making a string; `false` (and
    /// nothing appended) when it lies outside years 1…9999.
    static func append(_ date: Date, to bytes: inout [UInt8]) -> Bool {
        guard isWritable(date) else { return false }
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let dayNumber = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - dayNumber * 86_400
        appendDay(LogicalDay(dayNumber: dayNumber), to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        appendTwoDigits(secondOfDay / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(secondOfDay / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(secondOfDay % 60, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
        return true
    }

    /// Appends `day` as `YYYY-MM-DD` (``LogicalDay/description`` for years 1…9999).
    static func appendDay(_ day: LogicalDay, to bytes: inout [UInt8]) {
        let (year, month, dayOfMonth) = day.components
        bytes.append(UInt8(truncatingIfNeeded: 48 + year / 1000 % 10))
        bytes.append(UInt8(truncatingIfNeeded: 48 + year / 100 % 10))
        appendTwoDigits(year % 100, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(dayOfMonth, to: &bytes)
    }

    private static func appendTwoDigits(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: 48 + value / 10))
        bytes.append(UInt8(truncatingIfNeeded: 48 + value % 10))
    }
}

/// The instants at which calendar days begin in one time zone, each worked out by the calendar
/// once and kept: whether a record's instant falls on its own day is asked for every record of
/// an export, and the days of one history repeat across its habits.
final class DayWindows {
    /// The boundary whose (midnight-started) days these are.
    let boundary: DayBoundary
    private var starts: [Int: Date] = [:]

    init(boundary: DayBoundary) {
        self.boundary = boundary
    }

    /// The first instant of `day`.
    func start(of day: LogicalDay) -> Date {
        if let known = starts[day.dayNumber] { return known }
        // A bound on what is kept: ten thousand days are 27 years.
        if starts.count > 10_000 { starts.removeAll(keepingCapacity: true) }
        let start = boundary.start(of: day)
        starts[day.dayNumber] = start
        return start
    }

    /// Whether `instant` falls on `day`: ``DayBoundary/logicalDay(containing:)`` is `day`.
    func contains(_ instant: Date, on day: LogicalDay) -> Bool {
        guard boundary.startHour == 0, day.isSupported else { return boundary.logicalDay(containing: instant) == day }
        return start(of: day) <= instant && instant < start(of: day.adding(days: 1))
    }
}

/// What Kadō's backups (JSON and CSV) share: the order habits and records are written in, the
/// instant written for a record, and the Kadō-visible stand-ins for what Kadō lacks.
enum KadoBackupLayout {
    /// The current format version of both backups.
    static let formatVersion = 1

    /// Habits in Kadō's order: by creation, then by id for equal instants.
    static func sortedHabits(_ habits: [Habit]) -> [Habit] {
        habits.sorted { lhs, rhs in
            lhs.createdAt != rhs.createdAt ? lhs.createdAt < rhs.createdAt : lhs.id.uuidString < rhs.id.uuidString
        }
    }

    /// A record as written: the instant Kadō buckets into the record's day, and the instant it
    /// was recorded at when that differs.
    struct WrittenCompletion {
        /// The record.
        var completion: Completion
        /// The instant written as `date`.
        var date: Date
        /// Whether `date` differs from `recordedAt` (written on the logical day instead).
        var isMoved: Bool
    }

    /// Where each record goes: `date` is `recordedAt` when Kadō, bucketing it into the calendar
    /// day of `boundary`'s time zone, finds the record's logical day; otherwise (a day-start hour,
    /// a backfill) the instant with the same wall-clock time on the logical day, so that Kadō
    /// puts the record on the right day. Sorted by that instant, then by id.
    static func writtenCompletions(_ completions: [Completion], boundary: DayBoundary) -> [WrittenCompletion] {
        writtenCompletions(completions, days: DayWindows(boundary: boundary))
    }

    /// ``writtenCompletions(_:boundary:)`` with the day windows kept across calls (an export's).
    static func writtenCompletions(_ completions: [Completion], days: DayWindows) -> [WrittenCompletion] {
        let boundary = days.boundary
        return completions.map { completion in
            guard !days.contains(completion.recordedAt, on: completion.day),
                KadoTimestamp.isWritable(completion.day)
            else { return WrittenCompletion(completion: completion, date: completion.recordedAt, isMoved: false) }
            let moved = boundary.instant(on: completion.day, keepingTimeOf: completion.recordedAt)
            guard KadoTimestamp.isWritable(moved), moved != completion.recordedAt else {
                return WrittenCompletion(completion: completion, date: completion.recordedAt, isMoved: false)
            }
            return WrittenCompletion(completion: completion, date: moved, isMoved: true)
        }
        .sorted { lhs, rhs in
            lhs.date != rhs.date ? lhs.date < rhs.date : lhs.completion.id.uuidString < rhs.completion.id.uuidString
        }
    }

    /// The schedule Kadō is shown for `frequency`: itself for Kadō's four kinds; for Loop's
    /// "`times` in `days` days" the closest of Kadō's kinds:
    /// - `times` ≥ `days` (every day of the window) → `daily`;
    /// - `days` = 7 → `daysPerWeek(times)`;
    /// - otherwise `daysPerWeek` of the same share of a week, `round(7 × times ÷ days)`, kept
    ///   within Kadō's 1…6 (3 in 10 days → 2 days a week; 1 in 30 days → 1 day a week).
    static func kadoVisible(_ frequency: Frequency) -> Frequency {
        guard case .timesInDays(let times, let days) = frequency else { return frequency }
        if times >= days { return .daily }
        if days == 7 { return .daysPerWeek(min(max(times, 1), 6)) }
        let weekly = (7 * Double(times) / Double(max(days, 1))).rounded()
        return .daysPerWeek(Int(min(max(weekly.isFinite ? weekly : 1, 1), 6)))
    }

    /// The type Kadō is shown for `type`: itself for Kadō's four kinds; an at-most limit becomes
    /// a counter with the limit as its target, so that Kadō shows the right amounts against the
    /// right number (it reads the limit as a goal to reach, the only thing it cannot say), and no
    /// record holds a value Kadō does not expect (a negative habit's records are 1).
    static func kadoVisible(_ type: HabitType) -> HabitType {
        guard case .atMost(let target) = type else { return type }
        return .counter(target: target)
    }

    /// A schedule as Kadō reads it: `daysPerWeek(7)` and `everyNDays(1)`, which ask for every
    /// day, become `daily`; everything else is kept (and validated later).
    static func normalized(_ frequency: Frequency) -> Frequency {
        switch frequency {
        case .daysPerWeek(7), .everyNDays(1): .daily
        default: frequency
        }
    }

    /// A value cut to `limit` characters for an error message, quoted.
    static func quoted(_ text: String, limit: Int = 40) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return "\"" + shown + "\""
    }
}
