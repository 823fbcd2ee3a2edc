import Foundation
import KadoApp
import KadoCore
import KadoLocalization
import KadoTestSupport
import Testing

/// Every error the application layer can raise, rendered through ``AppWording`` in each language:
/// English word for word as each error's `description`, French as it was, and German, Spanish and
/// the pseudo-language complete (no empty text, no placeholder left, no English sentence).
@Suite("The application layer's errors in every language")
struct AppWordingTests {
    /// Words an English sentence has and a German or Spanish one does not (not “was”: German).
    static let englishWords = [
        " the ", " is ", " not ", " could ", " file ", " cannot ", " has ", " with ", " which ",
        " there ", " must ", " be ", " its ", " of ",
    ]

    /// `text` without what it quotes (a value, what SQLite or the system said): the words left are
    /// the catalog's.
    static func unquoted(_ text: String) -> String {
        var output = ""
        var closing: Character?
        for character in text {
            if let mark = closing {
                if character == mark { closing = nil }
                continue
            }
            switch character {
            case "\"": closing = "\""
            case "„": closing = "“"
            case "“": closing = "”"
            case "«": closing = "»"
            default: output.append(character)
            }
        }
        return output
    }

    /// The errors walked: every kind of each error is listed (checked below).
    static let errors = ErrorSamples.appErrors

    @Test("every kind of error is walked")
    func everyKindIsListed() {
        #expect(Set(Self.errors.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.AppErrorKind.allCases))
        #expect(Set(ErrorSamples.rules.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.RuleKind.allCases))
        #expect(Set(ErrorSamples.storeErrors.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.StoreErrorKind.allCases))
        #expect(
            Set(ErrorSamples.storeReasons.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.StoreReasonKind.allCases))
        #expect(
            Set(ErrorSamples.backupFileErrors.map { ErrorSamples.kind(of: $0.problem) })
                == Set(ErrorSamples.BackupFileProblemKind.allCases))
        #expect(
            Set(ErrorSamples.syncProblems.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.SyncProblemKind.allCases))
        let backupKinds = (ErrorSamples.backupProblems + ErrorSamples.writeProblems)
            .reduce(into: Set<ErrorSamples.BackupProblemKind>()) { $0.formUnion(ErrorSamples.kinds(of: $1)) }
        #expect(backupKinds == Set(ErrorSamples.BackupProblemKind.allCases))
    }

    /// Every error, and every reason a sync target and a backup's reader give, as the messages
    /// the walk renders.
    static func messages(_ wording: AppWording) -> [(name: String, text: String)] {
        var messages = errors.map { ("\($0)", wording.message($0)) }
        messages += ErrorSamples.syncProblems.map { ("\($0)", wording.syncProblem($0)) }
        messages += (ErrorSamples.backupProblems + ErrorSamples.writeProblems).map {
            ("\($0)", wording.backupProblem($0))
        }
        messages += ErrorSamples.storeReasons.map { ("\($0)", wording.storeReason($0)) }
        return messages
    }

    @Test(
        "German, Spanish and the pseudo-language leave no English",
        arguments: [KadoLocalization.Language.german, .spanish, .pseudo])
    func translated(language: KadoLocalization.Language) {
        let english = Self.messages(AppWording(.english))
        for ((name, text), (_, englishText)) in zip(Self.messages(AppWording(language)), english) {
            #expect(!text.isEmpty, "\(language) \(name): empty")
            #expect(!text.contains("{"), "\(language) \(name): a placeholder left in \(text)")
            #expect(text != englishText, "\(language) \(name): not translated: \(text)")
            guard language != .pseudo else { continue }
            let words = Self.unquoted(" " + text + " ")
            for word in Self.englishWords {
                #expect(!words.contains(word), "\(language) \(name): “\(word)” in \(text)")
            }
        }
    }

    @Test("English is each error's own description", arguments: ErrorSamples.appErrors)
    func english(error: AppError) {
        switch error {
        case .store(.notAKadoDatabase), .store(.damaged), .store(.missing):
            // The description ends with the command line's remedy; the message leaves it to it.
            #expect(error.description.hasPrefix(error.message(in: .english).prefix(20)))
        default:
            #expect(error.message(in: .english) == error.description)
        }
    }

    @Test("a backup's reasons and a sync target's in English are their descriptions")
    func englishReasons() {
        let wording = AppWording(.english)
        for problem in ErrorSamples.backupProblems + ErrorSamples.writeProblems {
            #expect(wording.backupProblem(problem) == problem.description)
        }
        for problem in ErrorSamples.syncProblems {
            #expect(wording.syncProblem(problem) == problem.description)
        }
        for reason in ErrorSamples.storeReasons {
            #expect(wording.storeReason(reason) == reason.description)
        }
    }

    /// French as the phrasebook wrote it, pinned by value (a terminal's no-break spaces).
    @Test(
        "French as before",
        arguments: [
            (
                AppError.habitNotFound("Lectur", suggestion: "Lecture"),
                "aucune habitude ne correspond à «\u{00A0}Lectur\u{00A0}» (vouliez-vous dire «\u{00A0}Lecture\u{00A0}»\u{00A0}?)"
            ),
            (
                .invalid(ValidationError(field: "name", value: "", rule: .empty)),
                "nom «\u{00A0}\u{00A0}»\u{00A0}: ne doit pas être vide"
            ),
            (
                .store(.busy(path: "/k.sqlite")),
                "/k.sqlite est occupé par un autre Kadō (une longue importation ou une synchronisation, par exemple)"
                    + "\u{00A0}; rien n’a été changé\u{00A0}: réessayez dans un instant"
            ),
            (
                .wrongType(habit: "Eau", kind: .counter, action: .markDone),
                "Eau ne peut pas être marquée comme faite\u{00A0}: elle prend une valeur"
            ),
            (
                .invalid(ValidationError(field: "habits", value: "1000", rule: .habitLimitReached(maximum: 1000))),
                "habitudes «\u{00A0}1000\u{00A0}»\u{00A0}: doivent être au plus 1\u{202F}000 par base, archivées comprises"
                    + "\u{00A0}: supprimez une habitude pour faire de la place"
            ),
            (
                .backupFile(BackupFileError(.tooLarge(bytes: 70_000_000, limit: 64 << 20))),
                "le fichier de sauvegarde fait 70\u{202F}000\u{202F}000 octets, plus que les 64\u{00A0}Mio qu’une sauvegarde peut faire"
            ),
        ])
    func french(error: AppError, expected: String) {
        #expect(error.message(in: .french) == expected)
    }

    @Test("German and Spanish, by value")
    func germanAndSpanish() {
        let error = AppError.habitNotFound("Lectur", suggestion: "Lecture")
        #expect(error.message(in: .german) == "keine Gewohnheit passt zu „Lectur“ (meinten Sie „Lecture“?)")
        #expect(error.message(in: .spanish) == "ningún hábito coincide con «Lectur» (¿querías decir «Lecture»?)")
        let rule = AppError.invalid(ValidationError(field: "name", value: "", rule: .tooLong(maximum: 1)))
        #expect(rule.message(in: .german) == "Name „“: darf höchstens 1 Zeichen lang sein")
        #expect(rule.message(in: .spanish) == "nombre «»: debe tener como máximo 1 carácter")
    }

    @Test("import remarks in every language")
    func importRemarks() {
        let remark = ImportRemark(habit: "Lire", .repeatedRows(count: 3))
        #expect(AppWording(.english).importRemark(remark) == remark.description)
        #expect(
            AppWording(.german).importRemark(remark)
                == "Gewohnheit „Lire“: 3 Zeilen wiederholen einen Tag genau: jede einmal gelesen")
        #expect(
            AppWording(.french).importRemark(remark)
                == "habitude «\u{00A0}Lire\u{00A0}»\u{00A0}: 3 lignes répètent exactement un jour\u{00A0}: chacune lue une fois"
        )
    }
}
