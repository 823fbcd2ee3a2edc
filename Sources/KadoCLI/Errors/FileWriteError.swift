import KadoApp

/// A file a command could not write — a backup or daily notes (`kado export`) or a manual page (`kado help
/// --man FOLDER`): the file and the system's reason, in the settings' language around the
/// system's words; exit 74.
struct FileWriteError: Error, ReportableError {
    /// What the file was to hold.
    enum Content: Sendable {
        /// A backup.
        case backup
        /// A manual page.
        case manualPage
        /// Daily notes in Markdown (`kado export --format markdown`).
        case dailyNotes
        /// The picture of a year in review (`kado review --svg`).
        case reviewPicture
    }

    /// What the file was to hold.
    let content: Content
    /// The file, as the command resolved it.
    let path: String
    /// The system's account.
    let systemReason: String

    var exitCode: ExitCode { .ioError }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let path = TerminalText.safe(path)
        let phrase =
            switch content {
            case .backup: words(.backupNotWritten(path, systemReason: systemReason))
            case .manualPage: words(.manualPageNotWritten(path, systemReason: systemReason))
            case .dailyNotes: words(.dailyNotesNotWritten(path, systemReason: systemReason))
            case .reviewPicture: words(.reviewPictureNotWritten(path, systemReason: systemReason))
            }
        return words(.errorPrefix) + phrase
    }
}
