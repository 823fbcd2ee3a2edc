import KadoCore

/// The short text forms of schedules, types and numbers that `kado add --every/--type` reads and
/// that every front end writes back (`kado --json`, the JSON API), so that one spelling serves all.
public enum HabitNotation {
    /// A schedule: `day`, `3/week`, `mon,wed,fri`, `2days`, `3/7`.
    public static func every(_ frequency: Frequency) -> String {
        switch frequency {
        case .daily: return "day"
        case .daysPerWeek(let count): return "\(count)/week"
        case .specificDays(let days):
            return Weekday.week(startingOn: .monday).filter(days.contains).map { String($0.name.prefix(3)) }
                .joined(separator: ",")
        case .everyNDays(let interval): return "\(interval)days"
        case .timesInDays(let times, let days): return "\(times)/\(days)"
        }
    }

    /// A type: `yesno`, `counter:8`, `timer:30` (minutes), `negative`, `atmost:2`.
    public static func type(_ type: HabitType) -> String {
        switch type {
        case .binary: return "yesno"
        case .negative: return "negative"
        case .counter(let target): return "counter:\(number(target))"
        case .timer(let seconds): return "timer:\(number(seconds / 60))"
        case .atMost(let target): return "atmost:\(number(target))"
        }
    }

    /// A number without a needless fraction: `8`, `2.5`, `0.333`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String((value * 1_000).rounded() / 1_000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
