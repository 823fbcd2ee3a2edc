import KadoApp
import KadoCore

/// `kado backup restore` without a terminal to ask on and without `--yes`: nothing restored.
struct BackupConfirmationError: Error, ReportableError {
    /// Whether it is `kado import --replace` that asks (else `kado backup restore`).
    var isImport = false

    var exitCode: ExitCode { .usage }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(isImport ? .replaceImportNeedsConfirmation : .restoreNeedsConfirmation)
    }
}
