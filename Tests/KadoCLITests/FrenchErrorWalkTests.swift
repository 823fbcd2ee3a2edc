import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// Every error the command line can report, walked through its reporter in French and in
/// English: one line, French words only (outside quotes and tokens) in French, the same exit code
/// in both languages, no web text, and the English wording as the tests have pinned it.
@Suite("Every error of the command line, in French and in English")
struct FrenchErrorWalkTests {
    /// Words only the web app says.
    static let webText = ["<", ">", "&amp;", "vue d’ensemble", "Overview screen", "écran", "screen"]

    /// The backup readers' accounts the samples carry.
    static let verbatim = ErrorSamples.backupFileErrors.compactMap { error -> String? in
        if case .undecodable(_, let detail) = error.problem { return detail }
        return nil
    }

    /// The checks every French report passes, compared with the English report of the same error.
    static func expectFrench(_ error: any Error, _ name: String) {
        let french = ErrorReport(for: error, language: .french)
        let english = ErrorReport(for: error, language: .english)
        #expect(french.message.hasPrefix("kado\u{00A0}: "), "\(name): \(french.message)")
        #expect(!french.message.contains { $0.isNewline }, "\(name): \(french.message)")
        #expect(french.exitCode == english.exitCode, "\(name): \(french.exitCode) ≠ \(english.exitCode)")
        // A backup reader's account of a file stays as it is until the readers' details are structured.
        let checked = verbatim.reduce(String(french.message.dropFirst(7))) { $0.replacingOccurrences(of: $1, with: "") }
        let leftover = FrenchLanguageCheck.englishWords(in: checked)
        #expect(leftover.isEmpty, "\(name): \(leftover) in \(french.message)")
        for text in webText {
            #expect(!french.message.contains(text), "\(name): \(french.message)")
        }
        #expect(french.message != english.message, "\(name): not translated: \(french.message)")
        #expect(!french.json.contains { $0.isNewline })
    }

    @Test("each application error is French, one line, with the English exit code", arguments: ErrorSamples.appErrors)
    func appError(error: AppError) {
        Self.expectFrench(error, "\(error)")
    }

    @Test("each application error keeps its English wording", arguments: ErrorSamples.appErrors)
    func appErrorInEnglish(error: AppError) {
        let report = ErrorReport(for: error, language: .english)
        switch error {
        case .invalid, .store, .backupFile, .unexpected:
            #expect(report.message == "kado: \(error.description)")
        default:
            #expect(report.message.hasPrefix("kado: "))
        }
        #expect(report.exitCode == error.exitCode)
        #expect(!report.message.contains("\u{00A0}"), "\(report.message)")
    }

    @Test("a rule broken outside the application layer, and a bare store failure, are French too")
    func bareErrors() {
        for error in ErrorSamples.validationErrors {
            Self.expectFrench(error, "\(error)")
        }
        for error in ErrorSamples.storeErrors {
            Self.expectFrench(error, "\(error)")
        }
        for error in ErrorSamples.backupFileErrors {
            Self.expectFrench(error, "\(error)")
        }
    }

    @Test(
        "the French check finds English and passes French",
        arguments: [
            ("kado : le fichier est vide", true), ("kado : the file is empty", false),
            ("kado : « the file » est vide", true), ("kado : voir kado list --archived", true),
            ("kado : option '--colour' inconnue", true), ("kado : unknown option '--colour'", false),
            ("kado : HABIT 'x' : aucune habitude", true), ("kado : the folder /data is read-only", false),
        ])
    func check(message: String, isFrench: Bool) {
        #expect(FrenchLanguageCheck.englishWords(in: message).isEmpty == isFrench, "\(message)")
    }
}
