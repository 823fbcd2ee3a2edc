import KadoCore

/// The arguments several commands take, declared once: `@Argument(.habit) var habit: String`.
extension Argument where Value == String {
    /// `HABIT`: an id, an exact name, or a unique case-insensitive prefix.
    static var habit: Self {
        Argument(
            "HABIT",
            help: HelpText("cli.help.argumentShared.help"),
            completion: .habit)
    }
}

extension Argument where Value == DayText? {
    /// `[DAY]`: the day a change applies to, today when left out.
    static var day: Self {
        Argument(
            "DAY",
            help: HelpText("cli.help.argumentShared.help.2"),
            completion: .day, parse: DayText.parse)
    }
}
