import Foundation
import KadoCore

/// A date as a file writes it, split into its three numbers before the order is known.
struct WrittenDate: Hashable, Sendable {
    /// The numbers in the order they are written.
    let parts: (Int, Int, Int)
    /// Whether the year comes first (four digits first): its order is then year-month-day.
    let yearFirst: Bool

    static func == (lhs: WrittenDate, rhs: WrittenDate) -> Bool {
        lhs.parts == rhs.parts && lhs.yearFirst == rhs.yearFirst
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(parts.0)
        hasher.combine(parts.1)
        hasher.combine(parts.2)
        hasher.combine(yearFirst)
    }

    /// `2016-03-18`, `2016/3/18`, `18/03/2016`, `3/18/2016`, `18.03.2016`, `18-03-2016`,
    /// optionally followed by a time (`2016-03-18T00:00:00`, `3/18/2016 0:00`), which is
    /// ignored: a four-digit year first or last, the other parts of one or two digits, one
    /// separator throughout. `nil` for anything else (two-digit years too: their century is a
    /// guess).
    init?(_ text: String) {
        var written = Substring(text.trimmingCharacters(in: .whitespaces))
        if let cut = written.firstIndex(where: { $0 == "T" || $0 == " " }) { written = written[..<cut] }
        guard let separator = written.first(where: { $0 == "-" || $0 == "/" || $0 == "." }) else { return nil }
        let pieces = written.split(separator: separator, omittingEmptySubsequences: false)
        guard pieces.count == 3,
            pieces.allSatisfy({ piece in !piece.isEmpty && piece.count <= 4 && piece.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        let numbers = pieces.compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        if pieces[0].count == 4, pieces[1].count <= 2, pieces[2].count <= 2 {
            yearFirst = true
        } else if pieces[2].count == 4, pieces[0].count <= 2, pieces[1].count <= 2 {
            yearFirst = false
        } else {
            return nil
        }
        parts = (numbers[0], numbers[1], numbers[2])
    }

    /// The day, read in `order` (a year-first date always reads year-month-day); `nil` when it
    /// is no day of the calendar (13 as a month, 30 February).
    func day(in order: DateOrder) -> LogicalDay? {
        if yearFirst { return LogicalDay(year: parts.0, month: parts.1, day: parts.2) }
        switch order {
        case .dayMonthYear: return LogicalDay(year: parts.2, month: parts.1, day: parts.0)
        case .monthDayYear: return LogicalDay(year: parts.2, month: parts.0, day: parts.1)
        case .yearMonthDay: return nil
        }
    }

    /// Whether the date reads differently in day-month-year and month-day-year (`03/04/2020`,
    /// not `05/05/2020` nor `13/04/2020`).
    var isAmbiguous: Bool {
        !yearFirst && parts.0 != parts.1 && parts.0 <= 12 && parts.1 <= 12
    }
}
