import Foundation
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

    /// The checks every French report passes, compared with the English report of the same error.
    static func expectFrench(_ error: any Error, _ name: String) {
        let french = ErrorReport(for: error, language: .french)
        let english = ErrorReport(for: error, language: .english)
        #expect(french.message.hasPrefix("kado\u{00A0}: "), "\(name): \(french.message)")
        #expect(!french.message.contains { $0.isNewline }, "\(name): \(french.message)")
        #expect(french.exitCode == english.exitCode, "\(name): \(french.exitCode) ≠ \(english.exitCode)")
        let leftover = FrenchLanguageCheck.englishWords(in: String(french.message.dropFirst(7)))
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
        case .invalid, .store, .backupFile, .backupNotWritten, .unexpected:
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

/// Every usage error and every value problem through the reporter, in French and in English.
@Suite("Every usage error of the command line, in French and in English")
struct FrenchUsageErrorWalkTests {
    @Test("the samples hold every kind of usage error and of value problem")
    func everyKindSampled() {
        #expect(
            Set(UsageErrorSamples.errors.map { UsageErrorSamples.kind(of: $0.kind) })
                == Set(UsageErrorSamples.Kind.allCases))
        #expect(
            Set(UsageErrorSamples.problems.map(UsageErrorSamples.kind(of:)))
                == Set(UsageErrorSamples.ProblemKind.allCases))
    }

    @Test("each usage error is French, one line, exit 64", arguments: UsageErrorSamples.errors)
    func french(error: UsageError) {
        FrenchErrorWalkTests.expectFrench(error, error.description)
        #expect(ErrorReport(for: error, language: .french).exitCode == .usage)
    }

    @Test("each usage error names its placeholders in French", arguments: UsageErrorSamples.errors)
    func frenchPlaceholders(error: UsageError) {
        let french = ErrorReport(for: error, language: .french).message
        let outsideQuotes = FrenchLanguageCheck.removing(between: "«", and: "»", in: french)
        let words = Set(outsideQuotes.split(whereSeparator: { " ()[],".contains($0) }).map(String.init))
        for (english, translated) in Placeholder.translations(in: .french) where english != translated {
            #expect(!words.contains(english), "\(english) in \(french)")
        }
    }

    @Test("each usage error in English is its English wording, exit 64", arguments: UsageErrorSamples.errors)
    func english(error: UsageError) {
        let report = ErrorReport(for: error, language: .english)
        #expect(report.message == error.description)
        #expect(report.message == "kado: " + error.message)
        #expect(report.exitCode == .usage)
        #expect(!report.message.contains("\u{00A0}") && !report.message.contains("«"), "\(report.message)")
    }

    @Test(
        "the English wording of usage errors is the one pinned before they became values",
        arguments: [
            (
                UsageError.unknownOption("--colour", command: "add", suggestion: "--color"),
                "kado: unknown option '--colour' for 'add' (did you mean '--color'?)"
            ),
            (
                .missingValue(option: "--db", valueName: "PATH", command: nil),
                "kado: option '--db' needs a value (PATH)"
            ),
            (
                .unexpectedValue("yes", forFlag: "--json", command: nil),
                "kado: option '--json' takes no value (found 'yes')"
            ),
            (.repeatedOption("--unit", command: "add"), "kado: option '--unit' for 'add' is given more than once"),
            (.jsonRefused(by: "help"), "kado: 'help' has no JSON output: leave out --json"),
            (
                .invalidValue("8/week", for: "--every", problem: .daysAWeek),
                "kado: --every '8/week': must be from 1 to 7 days a week"
            ),
            (
                .invalidValue("x", for: "POSITION", problem: .rule(.outOfRange(minimum: 1, maximum: 3, unit: .none))),
                "kado: POSITION 'x': must be from 1 to 3"
            ),
            (
                .invalidValue("grey", for: "--color", problem: .oneOf(["red", "blue"])),
                "kado: --color 'grey': must be one of red, blue"
            ),
            (
                .invalidValue("de", for: "language", problem: .choice(["en", "fr"])),
                "kado: language 'de': must be en or fr"
            ),
            (
                .invalidValue("ksh", for: "SHELL", problem: .choice(["bash", "zsh", "fish"])),
                "kado: SHELL 'ksh': must be bash, zsh or fish"
            ),
            (
                UsageError(.severalHabitsMatch("Re", candidates: ["Read", "Rest"])),
                "kado: HABIT 'Re': matches several habits: \"Read\", \"Rest\""
            ),
        ] as [(UsageError, String)])
    func pinned(error: UsageError, message: String) {
        #expect(error.description == message)
    }

    @Test(
        "French follows French typography: tokens in « », a no-break space before : and ?",
        arguments: [
            (
                UsageError.unknownOption("--colour", command: "add", suggestion: "--color"),
                "kado\u{00A0}: option «\u{00A0}--colour\u{00A0}» inconnue pour «\u{00A0}add\u{00A0}» "
                    + "(vouliez-vous dire «\u{00A0}--color\u{00A0}»\u{00A0}?)"
            ),
            (
                .invalidValue("2026-02-30", for: "DAY", problem: .notACalendarDay),
                "kado\u{00A0}: JOUR «\u{00A0}2026-02-30\u{00A0}»\u{00A0}: n’est pas un jour du calendrier"
            ),
            (
                .unknownCommand("tody", suggestion: "today"),
                "kado\u{00A0}: commande «\u{00A0}tody\u{00A0}» inconnue (vouliez-vous dire «\u{00A0}today\u{00A0}»\u{00A0}?)"
            ),
        ] as [(UsageError, String)])
    func typography(error: UsageError, message: String) {
        #expect(ErrorReport(for: error, language: .french).message == message)
    }

    @Test("the other errors of the command line speak French too")
    func otherErrors() {
        let errors: [any Error] = [
            ServeError(problem: .noWebApp, exitCode: .failure),
            ServeError(problem: .cannotListen(address: "127.0.0.1", port: 4810, reason: "Address already in use")),
            SnapshotFileError.missing(path: "/data/kado-widget.json"),
            SnapshotFileError.unreadable(path: "/data/kado-widget.json"),
        ]
        for error in errors {
            FrenchErrorWalkTests.expectFrench(error, "\(error)")
        }
    }
}

/// The message for standard output that cannot be written, said after the command ran.
@Suite("Standard output that cannot be written, in French and in English")
struct FrenchOutputFailureTests {
    @Test(
        "closed or failing, the message is French around the system's words, and English as pinned",
        arguments: [nil, ENOSPC, EIO, EBADF] as [Int32?])
    func outputFailure(failure: Int32?) {
        let french = StandardStreams.message(forOutputFailure: failure, in: .french)
        let english = StandardStreams.message(forOutputFailure: failure)
        #expect(french.hasPrefix("kado\u{00A0}: impossible d’écrire sur la sortie standard\u{00A0}: "), "\(french)")
        let leftover = FrenchLanguageCheck.englishWords(in: String(french.dropFirst(7)))
        #expect(leftover.isEmpty, "\(leftover) in \(french)")
        #expect(!french.contains { $0.isNewline })
        #expect(english.hasPrefix("kado: cannot write to standard output: "))
        #expect(StandardStreams.message(forOutputFailure: failure, in: .english) == english)
        if failure == nil { #expect(english == "kado: cannot write to standard output: it is closed") }
        if failure == ENOSPC { #expect(english == "kado: cannot write to standard output: no space left on device") }
    }
}

/// Errors of the system (Foundation's file errors, bad data, anything unexpected) keep their own
/// account, quoted after French words, with the English exit code.
@Suite("System errors in French")
struct FrenchSystemErrorTests {
    struct Unknown: Error, CustomStringConvertible {
        var description: String { "something broke" }
    }

    @Test("bad data, a file error and an unknown error are French around the system's words")
    func systemErrors() {
        let errors: [any Error] = [
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The data is not valid JSON.")),
            CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/tmp/none.json"]),
            POSIXError(.ENOSPC), Unknown(),
        ]
        for error in errors {
            FrenchErrorWalkTests.expectFrench(error, "\(error)")
        }
    }
}
