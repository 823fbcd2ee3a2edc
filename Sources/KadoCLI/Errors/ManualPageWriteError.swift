import KadoApp

/// A manual page `kado help --man FOLDER` could not write: exit 74, naming the file.
struct ManualPageWriteError: Error, ReportableError {
    /// The file, as the program resolved it.
    let path: String
    /// The system's account.
    let systemReason: String

    var exitCode: ExitCode { .ioError }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.manualPageNotWritten(TerminalText.safe(path), systemReason: systemReason))
    }
}
