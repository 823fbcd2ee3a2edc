import Foundation
import KadoApp
import KadoCore

/// Ctrl-C on the terminal: stopped between two answers, exit 130 as after SIGINT.
struct AskInterrupted: Error, ReportableError {
    var exitCode: ExitCode { ExitCode(rawValue: 130) }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.askInterrupted)
    }
}
