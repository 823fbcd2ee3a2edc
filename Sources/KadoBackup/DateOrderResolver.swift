import Foundation
import KadoCore

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
