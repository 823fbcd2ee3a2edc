import Foundation
import KadoApp
import KadoCore

/// A backup `kado export` could not write: the file and the system's reason, in the settings'
/// language around the system's words; exit 74.
struct ExportWriteError: Error, ReportableError {
    /// The file, as the command resolved it.
    let path: String
    /// The system's account.
    let systemReason: String

    var exitCode: ExitCode { .ioError }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.backupNotWritten(TerminalText.safe(path), systemReason: systemReason))
    }
}
