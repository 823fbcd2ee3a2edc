import KadoCore

/// The short forms ``HabitNotation`` writes, read back: what a client of the JSON API sends to
/// change a habit's terms is what the API showed it (`every`, `type`). Only the form is read
/// here; the values' ranges are the domain's rules (``KadoCore/Habit/validationErrors``), which
/// refuse them with the error every front end words.
extension HabitNotation {
    /// A schedule as ``every(_:)`` writes it (any case, spaces ignored): `day`, `3/week`
    /// (`7/week` is every day), `mon,wed,fri` (full names too), `2days`, `3/7`; `nil` for any
    /// other text.
    public static func frequency(reading text: String) -> Frequency? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact == "day" { return .daily }
        if compact.hasSuffix("/week") {
            guard let count = wholeNumber(compact.dropLast(5)) else { return nil }
            return count == 7 ? .daily : .daysPerWeek(count)
        }
        if compact.hasSuffix("days"), let interval = wholeNumber(compact.dropLast(4)) {
            return .everyNDays(interval)
        }
        let fraction = compact.split(separator: "/", omittingEmptySubsequences: false)
        if fraction.count == 2 {
            guard let times = wholeNumber(fraction[0]), let days = wholeNumber(fraction[1]) else { return nil }
            return .timesInDays(times: times, days: days)
        }
        let names = compact.split(separator: ",", omittingEmptySubsequences: false)
        let weekdays = names.compactMap { Weekday(name: String($0)) }
        guard !weekdays.isEmpty, weekdays.count == names.count else { return nil }
        return .specificDays(Set(weekdays))
    }

    /// A type as ``type(_:)`` writes it (any case, spaces ignored): `yesno`, `negative`,
    /// `counter:8`, `timer:30` (minutes), `atmost:2`; `nil` for any other text or a target that is
    /// not a finite number.
    public static func type(reading text: String) -> HabitType? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        let parts = compact.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            switch compact {
            case "yesno": return .binary
            case "negative": return .negative
            default: return nil
            }
        }
        guard let target = Double(parts[1]), target.isFinite, parts[1].allSatisfy({ $0.isNumber || $0 == "." })
        else { return nil }
        switch parts[0] {
        case "counter": return .counter(target: target)
        case "timer": return .timer(targetSeconds: (target * 60).rounded())
        case "atmost": return .atMost(target: target)
        default: return nil
        }
    }

    /// Digits alone as a number (no sign, no spaces); `nil` otherwise or when too large.
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
