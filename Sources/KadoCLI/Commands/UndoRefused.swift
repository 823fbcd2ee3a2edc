import KadoApp

/// Every habit of the change was kept: exit 1, the lines above said why.
struct UndoRefused: Error, ReportableError {
    var exitCode: ExitCode { .failure }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.undoForgotten)
    }
}
