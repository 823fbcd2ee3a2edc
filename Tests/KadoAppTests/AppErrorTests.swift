import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@Suite("Application errors")
struct AppErrorTests {
    @Test("the samples hold every kind of application and store error")
    func everyKindSampled() {
        #expect(Set(ErrorSamples.appErrors.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.AppErrorKind.allCases))
        #expect(
            Set(ErrorSamples.syncProblems.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.SyncProblemKind.allCases))
        #expect(
            Set(ErrorSamples.storeErrors.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.StoreErrorKind.allCases))
        #expect(
            Set(ErrorSamples.storeReasons.map(ErrorSamples.kind(of:)))
                == Set(ErrorSamples.StoreReasonKind.allCases))
        #expect(
            Set(ErrorSamples.backupFileErrors.map { ErrorSamples.kind(of: $0.problem) })
                == Set(ErrorSamples.BackupFileProblemKind.allCases))
        let walked = ErrorSamples.appErrors.compactMap { error -> BackupProblem? in
            switch error {
            case .backupFile(let file):
                guard case .undecodable(_, let detail) = file.problem else { return nil }
                return detail.problem
            case .backupNotWritten(_, let detail): return detail.problem
            default: return nil
            }
        }
        #expect(
            Set(walked.flatMap(ErrorSamples.kinds(of:))) == Set(ErrorSamples.BackupProblemKind.allCases),
            "every problem a backup's reader reports, each value it expects, finds and stores, is walked")
        let rules = ErrorSamples.appErrors.compactMap { error -> ValidationError.Rule? in
            guard case .invalid(let problem) = error else { return nil }
            return problem.rule
        }
        #expect(Set(rules) == Set(ErrorSamples.rules))
    }

    @Test("no application error carries a command line or markup", arguments: ErrorSamples.appErrors)
    func noFrontEndText(error: AppError) {
        // Store errors keep SQLite's text and their own wording, which the front ends replace.
        if case .store = error { return }
        // A backup file's detail quotes the file's own content.
        if case .backupFile(let failure) = error, case .undecodable = failure.problem { return }
        for leak in ["kado ", "--", "<", ">", "&"] {
            #expect(!error.description.contains(leak), "\(error.description)")
        }
    }

    @Test("every error has a code, and the fields it is about")
    func structure() {
        var codes: Set<String> = []
        for error in ErrorSamples.appErrors {
            #expect(!error.code.isEmpty)
            codes.insert(error.code)
        }
        #expect(codes.contains("invalid.empty"))
        #expect(codes.contains("store.cannotWrite"))
        let invalid = AppError.invalid(.init(field: "name", value: "", rule: .empty))
        #expect(invalid.field == "name" && invalid.value == "" && invalid.habit == nil)
        let future = AppError.futureDay(LogicalDay(year: 2026, month: 4, day: 11) ?? .lastSupported)
        #expect(future.field == "day" && future.value == "2026-04-11")
        #expect(AppError.archived(habit: "Read").habit == "Read")
    }

    static let remedies: [(AppError, AppError.Remedy?)] = [
        (.archived(habit: "Read"), .unarchive(habit: "Read")),
        (.habitNotFound("Run"), .listArchived),
        (.habitNotFound("Rad", suggestion: "Read"), .didYouMean("Read")),
        (.ambiguousHabit("Re", candidates: ["Read", "Rest"]), .chooseOne(of: ["Read", "Rest"])),
        (.wrongType(habit: "Read", kind: .binary, action: .logValue), .markDone(habit: "Read")),
        (.wrongType(habit: "Snack", kind: .negative, action: .logValue), .logSlip(habit: "Snack")),
        (.wrongType(habit: "Water", kind: .counter, action: .markDone), .logValue(habit: "Water")),
        (.wrongType(habit: "Sit", kind: .timer, action: .toggle), .logValue(habit: "Sit")),
        (.wrongType(habit: "Cafe", kind: .atMost, action: .markDone), .logValue(habit: "Cafe")),
        (.invalid(.init(field: "habits", value: "2001", rule: .habitLimitReached(maximum: 2000))), .deleteHabit),
        (.invalid(.init(field: "name", value: "", rule: .empty)), nil),
        (.store(.writtenByNewerVersion(path: "/k", unknownMigrations: ["v9"])), .updateKado),
        (.store(.notAKadoDatabase(path: "/k")), .openAnotherDatabase),
        (.store(.damaged(path: "/k", detail: "malformed")), .restoreBackup),
        (.store(.upgradeNeedsWriting(path: "/k", reason: .olderVersion)), .allowWriting(path: "/k")),
        (.store(.busy(path: "/k")), .tryAgainLater),
        (.backupFile(BackupFileError(.empty)), .chooseBackupFile),
        (.backupFile(BackupFileError(.tooLarge(bytes: 2, limit: 1))), nil),
        (.unexpected("x"), nil),
    ]

    @Test("each error says which action would fix it", arguments: remedies)
    func remedy(error: AppError, remedy: AppError.Remedy?) {
        #expect(error.remedy == remedy)
    }

    struct Strange: Error, CustomStringConvertible {
        var description: String { "a strange failure" }
    }

    @Test("an error no layer expected is reported as what it is, never as a file that cannot be opened")
    func unexpected() {
        #expect(AppError.from(Strange()) == .unexpected("Strange: a strange failure"))
        #expect(AppError.from(StoreError.notAKadoDatabase(path: "/k")) == .store(.notAKadoDatabase(path: "/k")))
        #expect(
            AppError.from(ValidationError(field: "name", value: "", rule: .empty))
                == .invalid(.init(field: "name", value: "", rule: .empty)))
        #expect(AppError.from(AppError.archived(habit: "Read")) == .archived(habit: "Read"))
        #expect(!AppError.unexpected("x").isUsageError)
    }
}
