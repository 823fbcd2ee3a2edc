import KadoApp
import KadoCore

extension Phrase {
    /// What the command line says for an error of the application: what failed and, where a
    /// command would fix it, that command (`kado unarchive "Read"`).
    static func appError(_ error: AppError) -> Phrase {
        switch error {
        case .habitNotFound(let reference, nil):
            return Phrase(wording: { $0.text("cli.error.habitNotFound", ["reference": .text(reference)]) })
        case .wrongType(let habit, let kind, let action):
            return wrongType(habit, kind, action)
        case .archived(let habit):
            return Phrase(wording: { $0.text("cli.error.archived", ["habit": .text(habit)]) })
        case .invalid(let problem):
            return invalid(problem)
        case .store(let failure):
            return store(failure)
        case .sync(let failure):
            return syncFailure(failure)
        case .habitNotFound, .ambiguousHabit, .futureDay, .backupFile, .backupNotWritten, .unexpected:
            return Phrase(wording: { $0.message(error) })
        }
    }

    /// `Water cannot be marked done: it takes a value: kado log "Water" VALUE`.
    private static func wrongType(_ habit: String, _ kind: HabitTypeKind, _ action: AppError.Action) -> Phrase {
        let command =
            switch kind {
            case .binary: "cli.appError.command.binary"
            case .negative: "cli.appError.command.negative"
            case .counter, .timer, .atMost: "cli.appError.command.counter"
            }
        return Phrase(wording: {
            $0.text(
                "cli.error.wrongType",
                [
                    "message": .text($0.wrongType(habit, kind, action)),
                    "command": .text($0.text(command, ["habit": .text(habit)])),
                ])
        })
    }
}
