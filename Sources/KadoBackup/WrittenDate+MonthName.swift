import Foundation
import KadoCore

extension WrittenDate {
    /// The months by their English and French names and common abbreviations, lowercased,
    /// without accents or a final dot.
    private static let months: [String: Int] = {
        let names: [(Int, [String])] = [
            (1, ["january", "jan", "janvier", "janv"]), (2, ["february", "feb", "fevrier", "fevr", "fev"]),
            (3, ["march", "mar", "mars"]), (4, ["april", "apr", "avril", "avr"]), (5, ["may", "mai"]),
            (6, ["june", "jun", "juin"]), (7, ["july", "jul", "juillet", "juil"]), (8, ["august", "aug", "aout"]),
            (9, ["september", "sep", "sept", "septembre"]), (10, ["october", "oct", "octobre"]),
            (11, ["november", "nov", "novembre"]), (12, ["december", "dec", "decembre"]),
        ]
        var months: [String: Int] = [:]
        for (month, words) in names {
            for word in words { months[word] = month }
        }
        return months
    }()

    /// A date written with its month's name, as spreadsheets show them: `Apr 3, 2026`,
    /// `April 3 2026`, `3 April 2026`, `3-Apr-2026`, `3 avr. 2026`, `1er mars 2026`, `3rd April
    /// 2026`, optionally followed by a time (`Apr 3, 2026 8:30`), which is ignored. The month's
    /// name tells which number is the day, so the date is read as year-month-day, whatever the
    /// order of the file's other dates. `nil` for anything else, and for a day the calendar does
    /// not have (`Feb 30, 2026`).
    init?(namedMonth text: String) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let tokens = folded.split { " ,-/.\t".contains($0) }.map(String.init).filter { !$0.contains(":") }
        guard tokens.count == 3 else { return nil }
        var month: Int?
        var year: Int?
        var day: Int?
        for token in tokens {
            if let named = Self.months[token] {
                guard month == nil else { return nil }
                month = named
            } else if token.count == 4, token.allSatisfy(\.isNumber), let number = Int(token) {
                guard year == nil else { return nil }
                year = number
            } else if let number = Self.dayNumber(token) {
                guard day == nil else { return nil }
                day = number
            } else {
                return nil
            }
        }
        guard let month, let year, let day, LogicalDay(year: year, month: month, day: day) != nil else { return nil }
        self.parts = (year, month, day)
        self.yearFirst = true
    }

    /// A day of the month of one or two digits, with an English or French ordinal ending
    /// (`3rd`, `1er`, `1re`) or none.
    private static func dayNumber(_ token: String) -> Int? {
        var digits = Substring(token)
        for ending in ["st", "nd", "rd", "th", "er", "re"] where digits.hasSuffix(ending) {
            digits = digits.dropLast(ending.count)
            break
        }
        guard (1...2).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(digits)
    }
}
