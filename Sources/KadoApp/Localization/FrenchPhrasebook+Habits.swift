import KadoCore

/// The French of the application's own sentences about a habit that cannot take a check-in (a
/// reference that matches none or several, the wrong type, archived, a future day), as
/// ``AppError``'s `description` says them in English. A front end adds what to do there (a
/// command, a screen).
extension FrenchPhrasebook {
    /// `aucune habitude ne correspond à « Lire »`.
    public func noHabitMatches(_ reference: String) -> String {
        "aucune habitude ne correspond à \(quoted(reference))"
    }

    /// `vouliez-vous dire « Lire » ?`.
    public func didYouMean(_ suggestion: String) -> String {
        "vouliez-vous dire \(quoted(suggestion))\(space)?"
    }

    /// `« Le » correspond à plusieurs habitudes : « Lecture », « Legumes »`.
    public func matchesSeveral(_ reference: String, _ candidates: [String]) -> String {
        "\(quoted(reference)) correspond à plusieurs habitudes\(colon)"
            + candidates.map(quoted).joined(separator: ", ")
    }

    /// `Eau ne peut pas être marquée comme faite : elle prend une valeur`.
    public func wrongType(_ habit: String, _ kind: HabitTypeKind, _ action: AppError.Action) -> String {
        let verb =
            switch action {
            case .markDone: "être marquée comme faite"
            case .toggle: "être basculée"
            case .logValue: "recevoir de valeur"
            }
        let reason =
            switch kind {
            case .binary: "c’est une habitude oui/non"
            case .negative: "c’est une habitude à éviter"
            case .counter, .timer, .atMost: "elle prend une valeur"
            }
        return "\(habit) ne peut pas \(verb)\(colon)\(reason)"
    }

    /// `Lire est archivée`.
    public func isArchived(_ habit: String) -> String { "\(habit) est archivée" }

    /// `2026-03-02 est dans le futur : on ne peut noter qu’aujourd’hui et les jours passés`.
    public func isInTheFuture(_ day: String) -> String {
        "\(day) est dans le futur\(colon)on ne peut noter qu’aujourd’hui et les jours passés"
    }
}
