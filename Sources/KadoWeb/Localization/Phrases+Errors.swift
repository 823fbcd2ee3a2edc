import KadoApp
import KadoCore

/// What the web app says for an error of the application, in the user's language and in the
/// app's own terms: a remedy is said as what to do on a screen, never as a command line.
extension Phrase {
    /// What a person is told of a failure on the server's side (a 500): its reference, which the
    /// server's log keeps with the error.
    static func serverFailure(_ reference: String) -> Phrase {
        Phrase("web.errors.serverFailure", ["reference": reference])
    }

    /// The sentence for `error`.
    static func appError(_ error: AppError) -> Phrase {
        switch error {
        case .habitNotFound(let reference, let suggestion?):
            return Phrase(wording: {
                $0.text(
                    "web.error.habitNotFound.suggestion",
                    ["reference": .text(reference), "suggestion": .text(suggestion)])
            })
        case .habitNotFound(let reference, nil):
            return Phrase(wording: { $0.text("web.error.habitNotFound", ["reference": .text(reference)]) })
        case .ambiguousHabit(let reference, let candidates):
            return Phrase(wording: { wording in
                let quoted = candidates.map { wording.text("web.error.quoted", ["text": .text($0)]) }
                return wording.text(
                    "web.error.ambiguousHabit",
                    ["reference": .text(reference), "candidates": .text(quoted.joined(separator: ", "))])
            })
        case .wrongType(let habit, let kind, let action):
            let remedy =
                switch kind {
                case .binary: "web.errors.remedy.binary"
                case .negative: "web.errors.remedy.negative"
                case .counter, .timer, .atMost: "web.errors.remedy.counter"
                }
            return Phrase(wording: {
                $0.text(
                    "web.error.withRemedy",
                    ["message": .text($0.wrongType(habit, kind, action)), "remedy": .text($0.text(remedy))])
            })
        case .archived(let habit):
            return Phrase(wording: { $0.text("web.error.archived", ["habit": .text(habit)]) })
        case .futureDay:
            return Phrase(wording: { $0.message(error) })
        case .invalid(let problem):
            return Phrase(wording: {
                $0.text(
                    "web.error.invalid",
                    [
                        "field": .text(AppWording.sentence($0.fieldName(problem.field))), "value": .text(problem.value),
                        "rule": .text($0.rule(problem.rule)),
                    ])
            })
        case .store(let failure):
            return Phrase(wording: { AppWording.sentence($0.storeFailure(failure)) })
        case .backupFile(let failure):
            return backupFile(failure)
        case .sync(let failure):
            return syncFailure(failure)
        case .backupNotWritten:
            return Phrase(wording: { AppWording.sentence($0.message(error)) })
        case .unexpected(let what):
            return Phrase("web.errors.what", ["what": what])
        }
    }

    /// A backup file refused before anything was compared, without the file's name, as a sentence.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        switch error.problem {
        case .unknownFormat:
            Phrase(wording: { $0.text("web.error.theFile", ["problem": .text($0.backupFileProblem(error))]) })
        case .undecodable:
            // The detail names the format it was read as: "spreadsheet CSV, line 1: …".
            Phrase(wording: { AppWording.sentence($0.backupFile(error)) })
        default:
            Phrase(wording: {
                $0.text("web.error.sentence", ["message": .text(AppWording.sentence($0.backupFile(error)))])
            })
        }
    }

    /// Where a backup's reader stopped and why; fields and columns are the file's names, values
    /// are shown as the file holds them.
    static func backupDetail(_ detail: BackupFileError.Detail) -> Phrase {
        Phrase(wording: { $0.backupDetail(detail) })
    }

    /// A rule of the domain, phrased to follow the field and its value.
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        Phrase(wording: { $0.rule(rule) })
    }

    /// A field of the domain as the app's screens name it, as a sentence begins
    /// (``DomainFieldName``); one the domain does not name, as its path.
    static func field(_ path: String) -> Phrase {
        Phrase(wording: { AppWording.sentence($0.fieldName(path)) })
    }
}
