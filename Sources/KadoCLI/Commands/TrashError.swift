import KadoApp
import KadoCore

/// `kado trash restore|empty HABIT` could not go ahead: no habit in the trash has that name, or
/// emptying was asked without a terminal to confirm on and without `--yes`. Nothing changed.
struct TrashError: Error, ReportableError {
    /// What stopped the command.
    enum Reason {
        /// No habit in the trash matches the reference; `suggestion` is the nearest one there.
        case notInTrash(String, suggestion: String?)
        /// Emptying needs `--yes` when it cannot ask.
        case needsConfirmation
    }

    /// What stopped the command.
    let reason: Reason

    var exitCode: ExitCode { .usage }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        switch reason {
        case .notInTrash(let reference, let suggestion):
            return words(.errorPrefix)
                + words(
                    .notInTrash(
                        words.quoted(TerminalText.safe(reference)),
                        suggestion: suggestion.map { words.quoted(TerminalText.safe($0)) }))
        case .needsConfirmation:
            return words(.errorPrefix) + words(.emptyTrashNeedsConfirmation)
        }
    }
}
