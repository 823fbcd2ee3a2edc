import KadoApp
import KadoCore

extension Phrase {
    /// What the command line says for an error of the application: what failed and, where a
    /// command would fix it, that command (`kado unarchive "Read"`).
    static func appError(_ error: AppError) -> Phrase {
        switch error {
        case .habitNotFound(let reference, let suggestion?):
            return Phrase(
                "no habit matches \"\(reference)\" (did you mean \"\(suggestion)\"?)",
                noHabitMatches(reference, suggestion: suggestion).french)
        case .habitNotFound(let reference, nil):
            return Phrase(
                "no habit matches \"\(reference)\" (see kado list --archived)", noHabitMatches(reference).french)
        case .ambiguousHabit(let reference, let candidates):
            return Phrase(
                "\"\(reference)\" matches several habits: " + candidates.map { "\"\($0)\"" }.joined(separator: ", "),
                matchesSeveral(reference, candidates.map(Localizer(language: .french).quoted).joined(separator: ", "))
                    .french)
        case .wrongType(let habit, let kind, let action):
            return wrongType(habit, kind, action)
        case .archived(let habit):
            return isArchived(habit)
        case .futureDay(let day):
            return futureDay("\(day)")
        case .invalid(let problem):
            return invalid(problem)
        case .store(let failure):
            return store(failure)
        case .backupFile(let failure):
            return backupFile(failure)
        case .sync(let failure):
            return syncFailure(failure)
        case .backupNotWritten(let format, let detail):
            return Phrase(error.description, phrasebook.backupNotWritten(format: format, detail: detail))
        case .unexpected(let what):
            return Phrase(error.description, "erreur inattendue («\(space)\(what)\(space)»)")
        }
    }

    /// `Water cannot be marked done: it takes a value: kado log "Water" VALUE`.
    private static func wrongType(_ habit: String, _ kind: HabitTypeKind, _ action: AppError.Action) -> Phrase {
        let verb: Phrase =
            switch action {
            case .markDone: Phrase("marked done", "être marquée comme faite")
            case .toggle: Phrase("toggled", "être basculée")
            case .logValue: Phrase("given a value", "recevoir de valeur")
            }
        let hint: Phrase =
            switch kind {
            case .binary:
                Phrase(
                    "it is a yes/no habit: kado done \"\(habit)\"",
                    "c’est une habitude oui/non\(space): kado done \"\(habit)\"")
            case .negative:
                Phrase(
                    "it is a habit to avoid: kado done \"\(habit)\" logs a slip",
                    "c’est une habitude à éviter\(space): kado done \"\(habit)\" note un écart")
            case .counter, .timer, .atMost:
                Phrase(
                    "it takes a value: kado log \"\(habit)\" VALUE",
                    "elle prend une valeur\(space): kado log \"\(habit)\" VALEUR")
            }
        return Phrase(
            "\(habit) cannot be \(verb.english): \(hint.english)",
            "\(habit) ne peut pas \(verb.french)\(space): \(hint.french)")
    }
}
