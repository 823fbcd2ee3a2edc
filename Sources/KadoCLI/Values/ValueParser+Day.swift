import KadoCore

extension ValueParser {
    /// A DAY: `YYYY-MM-DD`, `today`, `yesterday` (any case) or `-N`, N days before `today`.
    public static func day(_ text: String, today: LogicalDay, argument: String = "DAY") throws(UsageError)
        -> LogicalDay
    {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if text.hasPrefix("-"), isInteger(String(text.dropFirst())) {
            guard let count = Int(text.dropFirst()), count <= today.dayNumber - earliestDay.dayNumber else {
                throw .invalidValue(text, for: argument, problem: "goes back before 0001-01-01")
            }
            return today.adding(days: -count)
        }
        if let day = LogicalDay(text) { return day }
        let looksLikeDate =
            text.count == 10 && text.enumerated().allSatisfy { $0 == 4 || $0 == 7 ? $1 == "-" : isDigit($1) }
        throw .invalidValue(
            text, for: argument,
            problem: looksLikeDate
                ? "is not a day of the calendar" : "must be YYYY-MM-DD, today, yesterday or -N (N days ago)")
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
            throw .invalidValue(text, for: argument, problem: "must be FROM..TO with a day on each side")
        }
        let first = try day(from, today: today, argument: argument)
        let last = try day(to, today: today, argument: argument)
        do {
            return try DayRange(from: first, through: last)
        } catch {
            throw .invalidValue(text, for: argument, problem: error.problem)
        }
    }

    /// 0001-01-01, the first day a ``LogicalDay`` can be written as `YYYY-MM-DD`.
    private static let earliestDay = LogicalDay(year: 1, month: 1, day: 1) ?? LogicalDay(dayNumber: -719_162)
}
