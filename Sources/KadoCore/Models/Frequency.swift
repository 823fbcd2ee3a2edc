/// How often a habit is meant to be done: Kadō's four schedules and Loop's "N times in D days".
public enum Frequency: Hashable, Sendable {
    /// Every day.
    case daily
    /// `count` days out of any seven consecutive days (a rolling window, not calendar weeks); 1…6.
    case daysPerWeek(Int)
    /// On fixed weekdays; never empty.
    case specificDays(Set<Weekday>)
    /// Every `interval` days counted from the last time it was done; 2…365.
    case everyNDays(Int)
    /// Loop Habit Tracker's "`times` times in any `days` days"; 1 ≤ times ≤ days ≤ 366.
    case timesInDays(times: Int, days: Int)

    /// The share of days the schedule asks for, as Loop's score uses it (daily 1, 3 a week 3/7…).
    public var fraction: Double {
        switch self {
        case .daily: 1
        case .daysPerWeek(let count): Double(count) / 7
        case .specificDays(let days): Double(days.count) / 7
        case .everyNDays(let interval): 1 / Double(interval)
        case .timesInDays(let times, let days): Double(times) / Double(days)
        }
    }

    /// Loop's numerator and denominator for this schedule.
    public var timesAndDays: (times: Int, days: Int) {
        switch self {
        case .daily: (1, 1)
        case .daysPerWeek(let count): (count, 7)
        case .specificDays(let days): (days.count, 7)
        case .everyNDays(let interval): (1, interval)
        case .timesInDays(let times, let days): (times, days)
        }
    }

    /// The rolling quota this schedule uses, if any: `times` positive records in a window of
    /// `days` days. `daysPerWeek(n)` is `n` in 7.
    var rollingQuota: (times: Int, days: Int)? {
        switch self {
        case .daysPerWeek(let count): (count, 7)
        case .timesInDays(let times, let days) where days > 1 && times < days: (times, days)
        default: nil
        }
    }

    /// Every broken rule of this schedule (empty when valid).
    public var validationErrors: [ValidationError] {
        switch self {
        case .daily:
            return []
        case .daysPerWeek(let count):
            return (1...6).contains(count)
                ? []
                : [
                    .init(
                        field: "frequency.count", value: String(count),
                        rule: .outOfRange(minimum: 1, maximum: 6, unit: .daysAWeek))
                ]
        case .specificDays(let days):
            return days.isEmpty
                ? [.init(field: "frequency.days", value: "", rule: .noWeekday)] : []
        case .everyNDays(let interval):
            return (2...365).contains(interval)
                ? []
                : [
                    .init(
                        field: "frequency.interval", value: String(interval),
                        rule: .outOfRange(minimum: 2, maximum: 365, unit: .days))
                ]
        case .timesInDays(let times, let days):
            var errors: [ValidationError] = []
            if !(1...366).contains(days) {
                errors.append(
                    .init(
                        field: "frequency.days", value: String(days),
                        rule: .outOfRange(minimum: 1, maximum: 366, unit: .days)))
            }
            if times < 1 || times > max(days, 1) {
                errors.append(
                    .init(
                        field: "frequency.times", value: String(times),
                        rule: .moreTimesThanDays(days: days)))
            }
            return errors
        }
    }
}
