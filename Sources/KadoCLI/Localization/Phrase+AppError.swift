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
                "\(phrasebook.noHabitMatches(reference)) (\(phrasebook.didYouMean(suggestion)))")
        case .habitNotFound(let reference, nil):
            return Phrase(
                "no habit matches \"\(reference)\" (see kado list --archived)",
                "\(phrasebook.noHabitMatches(reference)) (voir kado list --archived)")
        case .ambiguousHabit(let reference, let candidates):
            return Phrase(error.description, phrasebook.matchesSeveral(reference, candidates))
        case .wrongType(let habit, let kind, let action):
            return wrongType(habit, kind, action)
        case .archived(let habit):
            return Phrase(
                "\(habit) is archived (kado unarchive \"\(habit)\" to bring it back)",
                "\(phrasebook.isArchived(habit)) (kado unarchive \"\(habit)\" pour la faire revenir)")
        case .futureDay(let day):
            return Phrase(error.description, phrasebook.isInTheFuture("\(day)"))
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
        let command: Phrase =
            switch kind {
            case .binary: Phrase("cli.appError.command.binary", ["habit": habit])
            case .negative: Phrase("cli.appError.command.negative", ["habit": habit])
            case .counter, .timer, .atMost: Phrase("cli.appError.command.counter", ["habit": habit])
            }
        return Phrase(
            "\(AppError.wrongType(habit: habit, kind: kind, action: action).description): \(command.english)",
            "\(phrasebook.wrongType(habit, kind, action))\(space): \(command.french)")
    }
}
