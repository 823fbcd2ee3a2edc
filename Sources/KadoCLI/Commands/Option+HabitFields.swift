import KadoCore

/// The options `add` and `edit` share, one a field of a habit, declared once:
/// `@Option(.every) var every: Frequency?`.
extension Option where Value == Frequency? {
    /// `--every SCHEDULE`.
    static var every: Self {
        Option(
            "every", "SCHEDULE",
            help: HelpText("cli.help.optionHabitFields.help"),
            completion: .values([
                "day", "weekdays", "weekends", "1/week", "2/week", "3/week", "4/week", "5/week", "6/week", "2days",
                "3days", "mon,wed,fri",
            ]), parse: ValueParser.frequency)
    }
}

extension Option where Value == HabitType? {
    /// `--type TYPE`.
    static var type: Self {
        Option(
            "type", "TYPE",
            help: HelpText("cli.help.optionHabitFields.help.2"),
            completion: .values(["yesno", "counter:", "timer:", "negative", "atmost:"]), parse: ValueParser.habitType)
    }
}

extension Option where Value == HabitColor? {
    /// `--color COLOR`.
    static var color: Self {
        let colors = HabitColor.allCases.map(\.rawValue)
        return Option(
            "color", "COLOR",
            help: HelpText("cli.help.option.color", ["colors": colors.joined(separator: ", ")]),
            completion: .values(colors), parse: ValueParser.color)
    }
}

extension Option where Value == [ReminderTime]? {
    /// `--remind HH:MM`: the times, none for `off`.
    static var remind: Self {
        Option(
            "remind", "HH:MM",
            help: HelpText("cli.help.optionHabitFields.help.3"),
            completion: .values(["off"]), parse: ValueParser.reminderTimes)
    }
}

extension Option where Value == Int? {
    /// `--snooze MINUTES`.
    static var snooze: Self {
        Option(
            "snooze", "MINUTES",
            help: HelpText("cli.help.optionHabitFields.help.4"),
            parse: ValueParser.snoozeMinutes)
    }
}

extension Option where Value == Bool? {
    /// `--when-done quiet|ring`, as whether the reminders ring only on a day not done yet.
    static var whenDone: Self {
        Option(
            "when-done", "CHOICE",
            help: HelpText("cli.help.optionHabitFields.help.5"),
            completion: .values(["quiet", "ring"]), parse: ValueParser.onlyIfNotDone)
    }
}

extension Option where Value == ScoreModel? {
    /// `--score MODEL`.
    static var score: Self {
        Option(
            "score", "MODEL",
            help: HelpText("cli.help.optionHabitFields.help.6"),
            completion: .values(ScoreModel.allCases.map(\.rawValue)), parse: ValueParser.scoreModel)
    }
}

extension Option where Value == String? {
    /// `--unit UNIT`.
    static var unit: Self {
        Option(
            "unit", "UNIT",
            help: HelpText("cli.help.optionHabitFields.help.7"))
    }

    /// `--icon NAME`.
    static var icon: Self {
        Option(
            "icon", "NAME",
            help: HelpText("cli.help.optionHabitFields.help.8"))
    }

    /// `--details TEXT`.
    static var details: Self {
        Option(
            "details", "TEXT",
            help: HelpText("cli.help.optionHabitFields.help.9"))
    }

    /// `--group NAME`.
    static var group: Self {
        Option(
            "group", "NAME",
            help: HelpText("cli.help.optionHabitFields.help.10"))
    }
}

extension Option where Value == DayText?? {
    /// `--since DAY`: the habit's first day, or `""` (`.some(nil)`) to let its records decide.
    static var since: Self {
        Option(
            "since", "DAY",
            help: HelpText("cli.help.optionHabitFields.help.11"),
            parse: { text, argument throws(UsageError) in
                text.isEmpty ? nil : try DayText.parse(text, argument: argument)
            })
    }
}
