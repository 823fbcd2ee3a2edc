import KadoCore

extension ValueParser {
    /// A schedule, as `--every` takes it (any case; spaces are ignored):
    ///
    /// - `day` or `daily`: every day;
    /// - `N/week`: N days in any seven (1–6; `7/week` is every day);
    /// - weekdays `mon,wed,fri` (full names too), or `weekdays`, `weekends`;
    /// - `Ndays` or `N days`: every N days (2–365);
    /// - `N/D`: Loop's N times in any D days (`3/7`).
    public static func frequency(_ text: String, argument: String = "--every") throws(UsageError) -> Frequency {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        func invalid(_ problem: ValueProblem) -> UsageError { .invalidValue(text, for: argument, problem: problem) }

        switch compact {
        case "day", "daily", "everyday": return .daily
        case "weekdays": return .specificDays([.monday, .tuesday, .wednesday, .thursday, .friday])
        case "weekends", "weekend": return .specificDays([.saturday, .sunday])
        default: break
        }
        if compact.hasSuffix("/week"), let count = Int(compact.dropLast(5)), isInteger(String(compact.dropLast(5))) {
            guard (1...7).contains(count) else { throw invalid(.daysAWeek) }
            return count == 7 ? .daily : .daysPerWeek(count)
        }
        if let interval = leadingInteger(of: compact, followedBy: ["days", "day"]) {
            guard (2...365).contains(interval) else {
                throw invalid(.interval)
            }
            return .everyNDays(interval)
        }
        let fraction = compact.split(separator: "/", omittingEmptySubsequences: false)
        if fraction.count == 2, fraction.allSatisfy({ isInteger(String($0)) }) {
            guard let times = Int(fraction[0]), let days = Int(fraction[1]), 1 <= times, times <= days, days <= 366
            else {
                throw invalid(.timesInDays)
            }
            return .timesInDays(times: times, days: days)
        }
        if compact.contains(",") || Weekday(name: compact) != nil, compact.allSatisfy({ $0.isLetter || $0 == "," }) {
            var days: Set<Weekday> = []
            for name in compact.split(separator: ",", omittingEmptySubsequences: false) {
                guard let weekday = Weekday(name: String(name)) else {
                    throw invalid(.notAWeekdayName(String(name)))
                }
                days.insert(weekday)
            }
            return .specificDays(days)
        }
        throw invalid(.frequencyForm)
    }

    /// The number at the start of `text` when the rest is exactly one of `suffixes`.
    private static func leadingInteger(of text: String, followedBy suffixes: [String]) -> Int? {
        for suffix in suffixes where text.hasSuffix(suffix) {
            let digits = String(text.dropLast(suffix.count))
            if isInteger(digits) { return Int(digits) ?? Int.max }
        }
        return nil
    }
}
