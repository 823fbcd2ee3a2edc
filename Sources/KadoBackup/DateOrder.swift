import Foundation
import KadoCore

/// The order of a date's parts in a file another app or a person wrote: `03/04/2020` is
/// 3 April in day-month-year and 4 March in month-day-year. Front ends name the orders by their
/// raw values (`--date-format dmy`).
public enum DateOrder: String, CaseIterable, Hashable, Sendable, Codable {
    /// Day, month, year: `18/03/2016`, `18.03.2016`.
    case dayMonthYear = "dmy"
    /// Month, day, year (the United States): `3/18/2016`.
    case monthDayYear = "mdy"
    /// Year, month, day: `2016-03-18`, `2016/03/18`.
    case yearMonthDay = "ymd"
}

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

extension Character {
    /// Whether the character is one of the ASCII digits 0–9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// Works out the order of the dates of a whole file from the evidence in it (a first number
/// above 12 is a day; a second one above 12 is), or takes the order the person gave.
struct DateOrderResolver {
    /// A date of the file and the line it is on.
    struct Sample {
        let text: String
        let line: Int
    }

    /// The order the person gave, if any.
    let given: DateOrder?
    private var dayFirst: Sample?
    private var monthFirst: Sample?
    private var ambiguous: Sample?
    private var hasDayFirstDates = false

    /// A resolver that takes `given` when set.
    init(given: DateOrder?) {
        self.given = given
    }

    /// Takes a date of the file into account.
    mutating func note(_ date: WrittenDate, text: String, line: Int) {
        guard !date.yearFirst else { return }
        hasDayFirstDates = true
        if date.parts.0 > 12, date.parts.1 <= 12, dayFirst == nil { dayFirst = Sample(text: text, line: line) }
        if date.parts.1 > 12, date.parts.0 <= 12, monthFirst == nil { monthFirst = Sample(text: text, line: line) }
        if date.isAmbiguous, ambiguous == nil { ambiguous = Sample(text: text, line: line) }
    }

    /// How the order was decided, once every date was noted.
    enum Decision {
        /// Every date has its year first, or no date reads differently in the two orders.
        case unneeded
        /// The person gave it.
        case given(DateOrder)
        /// The file shows it: the date on `line`, `text`, reads only this way.
        case evidence(DateOrder, text: String, line: Int)
    }

    /// The order, or the error that says why the file cannot tell.
    func decide(format: BackupFileFormat, field: String) throws(BackupError) -> (DateOrder, Decision) {
        if let given { return (given, hasDayFirstDates ? .given(given) : .unneeded) }
        switch (dayFirst, monthFirst) {
        case (let day?, let month?):
            throw BackupError(
                .invalid, format: format, line: max(day.line, month.line), field: field,
                problem: .conflictingDateOrders(
                    dayFirst: KadoBackupLayout.quoted(day.text), dayFirstLine: day.line,
                    monthFirst: KadoBackupLayout.quoted(month.text), monthFirstLine: month.line))
        case (let day?, nil): return (.dayMonthYear, .evidence(.dayMonthYear, text: day.text, line: day.line))
        case (nil, let month?): return (.monthDayYear, .evidence(.monthDayYear, text: month.text, line: month.line))
        case (nil, nil):
            if let ambiguous {
                throw BackupError(
                    .invalid, format: format, line: ambiguous.line, field: field,
                    problem: .ambiguousDate(shown: KadoBackupLayout.quoted(ambiguous.text)))
            }
            return (.dayMonthYear, .unneeded)
        }
    }
}
