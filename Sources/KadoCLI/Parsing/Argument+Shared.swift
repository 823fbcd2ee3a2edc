import KadoCore

/// The arguments several commands take, declared once: `@Argument(.habit) var habit: String`.
extension Argument where Value == String {
    /// `HABIT`: an id, an exact name, or a unique case-insensitive prefix.
    static var habit: Self {
        Argument(
            "HABIT",
            help: HelpText(
                "The habit: its id, its exact name, or a unique beginning of its name (any case)",
                french: "L’habitude : son identifiant, son nom exact, ou un début de nom qu’elle seule a (sans tenir "
                    + "compte de la casse)"),
            completion: .habit)
    }
}

extension Argument where Value == DayText? {
    /// `[DAY]`: the day a change applies to, today when left out.
    static var day: Self {
        Argument(
            "DAY",
            help: HelpText(
                "YYYY-MM-DD, today, yesterday or -N (N days ago); today when left out",
                french: "AAAA-MM-JJ, today, yesterday ou -N (il y a N jours) ; aujourd’hui s’il est omis"),
            completion: .day, parse: DayText.parse)
    }
}
