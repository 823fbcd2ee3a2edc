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
