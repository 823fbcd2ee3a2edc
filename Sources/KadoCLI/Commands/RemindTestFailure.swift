import Foundation
import KadoApp
import KadoCore

/// No channel took the test: exit 1, the lines above said why.
struct RemindTestFailure: Error, ReportableError {
    var exitCode: ExitCode { .failure }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix)
            + words(
                Phrase("cli.remindTestFailure.words"))
    }
}
