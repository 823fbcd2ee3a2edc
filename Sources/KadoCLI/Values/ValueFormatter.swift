import KadoApp
import KadoCore

/// Writes values the way the command's text output shows them: the reverse of ``ValueParser``
/// for people ("3 days a week"), and for the command line (`3/week`).
public enum ValueFormatter {
    /// A number without a needless fraction: `8`, `2.5`, `0.333`.
    public static func number(_ value: Double) -> String {
        HabitNotation.number(value)
    }

    /// A score 0…1 as a whole percentage, rounded as ``HabitEvaluation/scorePercent`` rounds: `73%`.
    public static func percent(_ score: Double) -> String {
        guard score.isFinite else { return "–" }
        return "\(Int((min(max(score, 0), 1) * 100).rounded()))%"
    }

    /// A schedule for people: "every day", "3 days a week", "Mon, Wed, Fri", "every 2 days",
    /// "3 times in 7 days" (or in French). Weekdays are listed from `weekStart`.
    static func frequency(_ frequency: Frequency, weekStart: Weekday = .monday, in words: Localizer) -> String {
        switch frequency {
        case .daily:
            return words(.everyDay)
        case .daysPerWeek(let count):
            return words(.daysAWeek(count))
        case .specificDays(let days):
            return Weekday.week(startingOn: weekStart).filter(days.contains).map(words.weekdayAbbreviation)
                .joined(separator: ", ")
        case .everyNDays(let interval):
            return interval == 1 ? words(.everyDay) : words(.everyNDays(interval))
        case .timesInDays(let times, let days):
            return words(.timesInDays(words.count(times, .time), words.count(days, .day)))
        }
    }

    /// A schedule for people, in English.
    public static func frequency(_ frequency: Frequency, weekStart: Weekday = .monday) -> String {
        self.frequency(frequency, weekStart: weekStart, in: .english)
    }

    /// A habit type for people: "yes/no", "counter · 8 glasses", "timer · 30 min", "negative",
    /// "at most 2 coffees" (or in French). The unit follows the target as stored.
    static func type(_ type: HabitType, unit: String? = nil, in words: Localizer) -> String {
        let unitSuffix = unit.map { $0.isEmpty ? "" : " " + TerminalText.safe($0) } ?? ""
        switch type {
        case .binary: return words(.yesNo)
        case .negative: return words(.negative)
        case .counter(let target): return words(.counter(words.number(target) + unitSuffix))
        case .timer(let seconds): return words(.timer(words.number(seconds / 60)))
        case .atMost(let target): return words(.atMostType(words.number(target) + unitSuffix))
        }
    }

    /// A habit type for people, in English.
    public static func type(_ type: HabitType, unit: String? = nil) -> String {
        self.type(type, unit: unit, in: .english)
    }

    /// A schedule as `--every` takes it (`day`, `3/week`, `mon,wed,fri`, `2days`, `3/7`), so that
    /// ``ValueParser/frequency(_:argument:)`` reads it back unchanged.
    public static func everyArgument(_ frequency: Frequency) -> String {
        HabitNotation.every(frequency)
    }

    /// A habit type as `--type` takes it (`yesno`, `counter:8`, `timer:30`, `negative`, `atmost:2`).
    public static func typeArgument(_ type: HabitType) -> String {
        HabitNotation.type(type)
    }

    /// A reminder as `--remind` takes it and settings show it: `07:30` or `off`.
    public static func reminder(_ setting: ReminderSetting) -> String {
        switch setting {
        case .off: return "off"
        case .at(let hour, let minute): return pad(hour) + ":" + pad(minute)
        }
    }

    /// The weekday's three-letter English name: `Mon`.
    public static func abbreviation(_ weekday: Weekday) -> String {
        weekday.name.prefix(1).uppercased() + weekday.name.dropFirst().prefix(2)
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
