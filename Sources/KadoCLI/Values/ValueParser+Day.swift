import KadoCore

extension ValueParser {
    /// A DAY: `YYYY-MM-DD`, `today`, `yesterday` (any case) or `-N`, N days before `today`; one of
    /// the days Kadō supports (``LogicalDay/supported``, 1900-01-01 to 2199-12-31).
    public static func day(_ text: String, today: LogicalDay, argument: String = "DAY") throws(UsageError)
        -> LogicalDay
    {
        let outOfRange = UsageError.invalidValue(text, for: argument, problem: .rule(.unsupportedDay))
        switch text.lowercased() {
        case "today", "yesterday":
            let day = text.lowercased() == "today" ? today : today.adding(days: -1)
            guard day.isSupported else { throw outOfRange }
            return day
        default: break
        }
        if text.hasPrefix("-"), isInteger(String(text.dropFirst())) {
            let first = LogicalDay.firstSupported
            guard let count = Int(text.dropFirst()), count <= today.dayNumber - first.dayNumber else {
                throw .invalidValue(text, for: argument, problem: .beforeFirstDay(first))
            }
            return today.adding(days: -count)
        }
        if let day = LogicalDay(text) {
            guard day.isSupported else { throw outOfRange }
            return day
        }
        let looksLikeDate =
            text.count == 10 && text.enumerated().allSatisfy { $0 == 4 || $0 == 7 ? $1 == "-" : isDigit($1) }
        throw .invalidValue(
            text, for: argument,
            problem: looksLikeDate ? .notACalendarDay : .dayForm)
    }

    /// A habit's start date (`--since DAY`): a DAY that is `today` or before it.
    public static func startDay(_ text: String, today: LogicalDay, argument: String = "--since") throws(UsageError)
        -> LogicalDay
    {
        let day = try day(text, today: today, argument: argument)
        guard day <= today else { throw .invalidValue(text, for: argument, problem: .rule(.startsAfterToday)) }
        return day
    }

    /// Whether `text` reads as a DAY or as a mistyped one, rather than as a habit's name: `today`,
    /// `yesterday` (any case), `-N`, or digits and dashes beginning with a digit (`2026-04-10`,
    /// `2026-02-30`); `2026` alone is a name. What ends the habits of `kado done A B DAY`.
    public static func looksLikeDay(_ text: String) -> Bool {
        switch text.lowercased() {
        case "today", "yesterday": return true
        default: break
        }
        if text.hasPrefix("-") { return isInteger(String(text.dropFirst())) }
        guard let first = text.first, isDigit(first), text.contains("-") else { return false }
        return text.allSatisfy { isDigit($0) || $0 == "-" }
    }

    /// A DAY, or a range of days `FROM..TO` (each side a DAY, both included); a single DAY is a
    /// range of one day.
    public static func dayRange(_ text: String, today: LogicalDay, argument: String = "DAYS") throws(UsageError)
        -> DayRange
    {
        guard let separator = text.range(of: "..") else {
            return DayRange(day: try day(text, today: today, argument: argument))
        }
        let from = String(text[..<separator.lowerBound])
        let to = String(text[separator.upperBound...])
        guard !from.isEmpty, !to.isEmpty, !to.contains("..") else {
            throw .invalidValue(text, for: argument, problem: .rangeForm)
        }
        let first = try day(from, today: today, argument: argument)
        let last = try day(to, today: today, argument: argument)
        do {
            return try DayRange(from: first, through: last)
        } catch {
            throw .invalidValue(text, for: argument, problem: .rule(error.rule))
        }
    }
}
