import KadoApp
import KadoCore

/// `kado backup restore` without a terminal to ask on and without `--yes`: nothing restored.
struct BackupConfirmationError: Error, ReportableError {
    var exitCode: ExitCode { .usage }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.restoreNeedsConfirmation)
    }
}
