import KadoApp

/// Why `kado edit HABIT` without options wrote nothing before reading a form.
enum EditFormRefusal: Error, Hashable, Sendable {
    /// No `$VISUAL` or `$EDITOR`, and no terminal to run `vi` on.
    case noEditor
    /// The editor ended with a status other than 0 (its command line, the status).
    case editorFailed(String, status: Int32)
}

extension EditFormRefusal: ReportableError {
    /// The message in English.
    var reportMessage: String { reportMessage(in: .english) }

    /// 64 when no editor can be run (as a command line missing what it needs), 1 when it failed.
    var exitCode: ExitCode {
        switch self {
        case .noEditor: .usage
        case .editorFailed: .failure
        }
    }

    /// The message in `language`, its prefix included.
    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        switch self {
        case .noEditor: return words(.errorPrefix) + words(.editFormNoEditor)
        case .editorFailed(let editor, let status):
            return words(.errorPrefix) + words(.editFormEditorFailed(editor, status: status))
        }
    }
}
