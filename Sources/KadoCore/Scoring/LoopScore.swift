import Foundation

/// Loop Habit Tracker's habit score, for habits that should show what Loop showed.
///
/// Every day is a step (a skipped day carries the score forward with no step). The step's weight
/// depends on the schedule's frequency f = times / days: the previous score keeps a share
/// m = 0.5^(√f / 13), and the day's value brings 1 − m. The day's value looks back over a
/// window: for yes/no habits the share of a quota met in the last days, for measurable habits
/// the sum of the last `days` days against the target.
public enum LoopScore {
    /// The share m of the previous score kept by one step at frequency `fraction`.
    public static func multiplier(frequency fraction: Double) -> Double {
        pow(0.5, fraction.squareRoot() / 13)
    }

    /// The score after one step of value `value` (0…1) with multiplier `multiplier`.
    @inline(__always)
    public static func step(from previous: Double, value: Double, multiplier: Double) -> Double {
        previous * multiplier + value * (1 - multiplier)
    }

    /// The window and quota of a yes/no habit: `days` days holding `times` YES days, both doubled
    /// when the schedule asks for less than every day.
    public static func yesNoWindow(for frequency: Frequency) -> (times: Int, days: Int) {
        let (times, days) = frequency.timesAndDays
        return times < days ? (times * 2, days * 2) : (times, days)
    }

    /// The value of a measurable at-least day: the window's sum against the target, capped at 1.
    @inline(__always)
    public static func atLeastValue(sum: Double, target: Double) -> Double {
        guard target > 0 else { return 1 }
        return min(1, max(0, sum) / target)
    }

    /// The value of a measurable at-most day: 1 up to the target, falling to 0 at twice it.
    @inline(__always)
    public static func atMostValue(sum: Double, target: Double) -> Double {
        guard target > 0 else { return sum > 0 ? 0 : 1 }
        return min(1, max(0, 2 - sum / target))
    }
}
