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

extension Character {
    /// Whether the character is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
