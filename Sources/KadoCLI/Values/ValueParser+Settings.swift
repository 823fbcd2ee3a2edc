import Foundation
import KadoApp
import KadoCore

extension ValueParser {
    /// A habit colour by its name (`red`, `orange`, `yellow`, `green`, `mint`, `teal`, `blue`,
    /// `purple`), in any case.
    public static func color(_ text: String, argument: String = "--color") throws(UsageError) -> HabitColor {
        guard let color = HabitColor(rawValue: text.lowercased()) else {
            throw .invalidValue(text, for: argument, problem: .oneOf(HabitColor.allCases.map(\.rawValue)))
        }
        return color
    }

    /// A reminder time `HH:MM` (or `H:MM`), or `off`.
    public static func reminder(_ text: String, argument: String = "--remind") throws(UsageError) -> ReminderSetting {
        if ["off", "none", "no"].contains(text.lowercased()) { return .off }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ isInteger(String($0)) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else {
            throw .invalidValue(text, for: argument, problem: .reminderForm)
        }
        return .at(hour: hour, minute: minute)
    }

    /// Reminder times `HH:MM,HH:MM…` (each as ``reminder(_:argument:)`` reads one, spaces around
    /// the commas allowed), in the order given; `off` for none.
    /// - Throws: ``UsageError`` naming the first time that is not one.
    public static func reminderTimes(_ text: String, argument: String = "--remind") throws(UsageError)
        -> [ReminderTime]
    {
        // Only asks whether the whole text is "off"; each time is checked below, with its error.
        if case .off = try? reminder(text, argument: argument) { return [] }
        var times: [ReminderTime] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingCharacters(in: .whitespaces)
            guard case .at(let hour, let minute) = try reminder(item, argument: argument),
                // An hour and minute out of range are the same form error as any other.
                let time = try? ReminderTime(hour: hour, minute: minute)
            else { throw .invalidValue(item, for: argument, problem: .reminderForm) }
            times.append(time)
        }
        return times
    }

    /// A score model: `kado` or `loop`, in any case.
    public static func scoreModel(_ text: String, argument: String = "--score") throws(UsageError) -> ScoreModel {
        guard let model = ScoreModel(rawValue: text.lowercased()) else {
            throw .invalidValue(text, for: argument, problem: .choice(["kado", "loop"]))
        }
        return model
    }

    /// A weekday by its English name or three-letter abbreviation, in any case (`monday`, `Sun`).
    public static func weekday(_ text: String, argument: String = "week-start") throws(UsageError) -> Weekday {
        guard let weekday = Weekday(name: text) else {
            throw .invalidValue(text, for: argument, problem: .weekdayForm)
        }
        return weekday
    }

    /// The hour a day starts at, 0–23.
    public static func dayStartHour(_ text: String, argument: String = "day-start") throws(UsageError) -> Int {
        guard isInteger(text), let hour = Int(text), (0...23).contains(hour) else {
            throw .invalidValue(text, for: argument, problem: .hourForm)
        }
        return hour
    }

    /// A language setting by its code, in any case: `auto` (the environment's language), `en`,
    /// `fr`, `de` or `es`.
    public static func language(_ text: String, argument: String = "language") throws(UsageError)
        -> LanguageSetting
    {
        guard let setting = LanguageSetting(code: text) else {
            throw .invalidValue(text, for: argument, problem: .choice(LanguageSetting.codes))
        }
        return setting
    }

    /// A shell for `kado completion`: `bash`, `zsh` or `fish`.
    public static func shell(_ text: String, argument: String = "SHELL") throws(UsageError) -> Shell {
        guard let shell = Shell(rawValue: text.lowercased()) else {
            throw .invalidValue(text, for: argument, problem: .choice(Shell.allCases.map(\.rawValue)))
        }
        return shell
    }
}
