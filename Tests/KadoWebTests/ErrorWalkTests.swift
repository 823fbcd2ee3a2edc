import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Every error the application layer can raise (``ErrorSamples/appErrors``), as the web app
/// shows it: in French when the interface is French, with no English left and no command line.
@Suite("Every application error through the web app")
struct ErrorWalkTests {
    /// Words of English wording that French text never holds.
    static let englishWords: Set<String> = [
        "must", "cannot", "the", "is", "are", "was", "be", "of", "and", "to", "from", "with", "without", "no",
        "habit", "habits", "day", "days", "value", "number", "error", "only", "matches", "archived", "mean",
        "did", "at", "most", "least", "characters", "file", "database", "write", "read", "open", "found",
        "hour", "week", "it", "its", "has", "holds", "an", "or", "one", "line", "damaged",
    ]

    /// What the samples quote that is not the app's words (SQLite's and the system's messages,
    /// a reader's account it has no value for), and the name of Loop Habit Tracker: shown as it is
    /// in any language.
    static let verbatim = ErrorSamples.verbatimDetails + ["dans habit,", "Loop Habit Tracker"]

    /// `text` without the data it shows: the samples' verbatim details, what it quotes in « »
    /// (a habit's name, a value, a field or column of a file: tokens, not words), and a file's
    /// values shown as the file holds them, in straight double quotes.
    static func withoutData(_ text: String, of error: AppError) -> String {
        verbatim.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
            .replacingOccurrences(of: #"«[^»]*»"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #""[^"]*""#, with: " ", options: .regularExpression)
    }

    @Test("each error is French, with no English and no command line", arguments: ErrorSamples.appErrors)
    func french(error: AppError) {
        let (_, message) = ErrorResponder.statusAndMessage(of: error, t: Localizer(language: .french))
        #expect(!message.isEmpty)
        #expect(!message.contains("kado "), "\(message)")
        #expect(!message.contains("--"), "\(message)")
        let words = Self.withoutData(message, of: error).lowercased()
            .split(whereSeparator: { !$0.isLetter }).map(String.init)
        let english = words.filter(Self.englishWords.contains)
        #expect(english.isEmpty, "\(english) in \(message)")
    }

    @Test("each error is English in English, with no command line", arguments: ErrorSamples.appErrors)
    func english(error: AppError) {
        let (status, message) = ErrorResponder.statusAndMessage(of: error, t: Localizer(language: .english))
        #expect(!message.contains("kado "), "\(message)")
        switch error {
        case .sync(let failure):
            #expect(status == (failure.isTransient ? 503 : 502), "the target failed, not the server")
        case .store(.busy): #expect(status == 503, "another Kadō held the database: try again")
        case .store(.diskFull): #expect(status == 507, "the disk is full: nothing was changed")
        case .store, .backupNotWritten, .unexpected: #expect(status == 500)
        case .ambiguousHabit: #expect(status == 409)
        default: #expect([404, 422].contains(status))
        }
    }

    @Test("a page answers each error with the JSON API's status", arguments: ErrorSamples.appErrors)
    func sameStatusAsTheAPI(error: AppError) {
        for language in Language.spoken {
            let (status, _) = ErrorResponder.statusAndMessage(of: error, t: Localizer(language: language))
            #expect(status == APIError.from(error, t: Localizer(language: language)).status, "\(error)")
        }
    }

    @Test(
        "a backup whose plan breaks a rule is refused in French with the rule phrased, in English as before",
        arguments: ErrorSamples.validationErrors)
    func invalidBackup(problem: ValidationError) {
        let french = Localizer(language: .french)(.invalidBackup("kado.json", problem))
            .replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(french.hasPrefix("« kado.json » ne peut pas être importé : champ « \(problem.field) »"), "\(french)")
        let words = Self.withoutData(french, of: .invalid(problem)).lowercased()
            .split(whereSeparator: { !$0.isLetter }).map(String.init)
        let english = words.filter(Self.englishWords.contains)
        #expect(english.isEmpty, "\(english) in \(french)")
        #expect(
            Localizer(language: .english)(.invalidBackup("kado.json", problem))
                == "“kado.json” cannot be imported: \(problem.description). Nothing was imported.")
    }
}
