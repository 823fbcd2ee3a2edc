import Foundation
import KadoApp
import KadoCore

/// Some lines were no answers: exit 1, each was said above with its number.
struct AskBadLines: Error, ReportableError {
    let count: Int
    var exitCode: ExitCode { .failure }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.askBadLines(words.count(count, .line)))
    }
}
