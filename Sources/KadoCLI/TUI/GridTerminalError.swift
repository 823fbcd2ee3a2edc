import KadoApp

/// Why `kado tui` cannot start.
enum GridTerminalError: Error, Hashable {
    /// Standard input or output is not a terminal (a pipe, a file, a script).
    case notATerminal
}

extension GridTerminalError: ReportableError {
    var reportMessage: String { reportMessage(in: .english) }

    /// 1: the command ran where it cannot.
    var exitCode: ExitCode { .failure }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.gridNotATerminal)
    }
}
