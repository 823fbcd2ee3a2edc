import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore
import Testing

@testable import KadoCLI

@Suite("Error reports and exit codes")
struct ErrorReportTests {
    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something broke\nbadly" }
    }

    struct Locked: ReportableError {
        var reportMessage: String { "kado: the database is locked" }
        var exitCode: ExitCode { .ioError }
    }

    @Test("exit codes follow sysexits")
    func codes() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.failure.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.dataError.rawValue == 65)
        #expect(ExitCode.ioError.rawValue == 74)
    }

    @Test("a usage error exits 64 with its one line")
    func usage() {
        let report = ErrorReport(for: UsageError.unknownOption("--colour", command: "add", suggestion: "--color"))
        #expect(
            report
                == ErrorReport(
                    message: "kado: unknown option '--colour' for 'add' (did you mean '--color'?)", exitCode: .usage))
    }

    @Test("a broken domain rule exits 64 naming field and value")
    func validation() {
        let report = ErrorReport(for: ValidationError(field: "name", value: "", rule: .empty))
        #expect(report == ErrorReport(message: #"kado: name "": must not be empty"#, exitCode: .usage))
        let dayStart = ErrorReport(
            for: ValidationError(field: "dayStart", value: "24", rule: .notAnHour))
        #expect(dayStart.message == #"kado: dayStart "24": must be an hour from 0 to 23"#)
    }

    @Test("bad data exits 65")
    func decoding() {
        struct Backup: Decodable { let version: Int }
        do {
            _ = try JSONDecoder().decode(Backup.self, from: Data(#"{"version": "x"}"#.utf8))
            Issue.record("decoding should fail")
        } catch {
            let report = ErrorReport(for: error)
            #expect(report.exitCode == .dataError)
            #expect(report.message.hasPrefix("kado: bad data: version: "))
            #expect(!report.message.contains("\n"))
        }
    }

    @Test("file errors exit 74")
    func fileErrors() {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/kado.json"))
            Issue.record("reading should fail")
        } catch {
            let report = ErrorReport(for: error)
            #expect(report.exitCode == .ioError)
            #expect(report.message.hasPrefix("kado: "))
            #expect(report.message.contains("/nonexistent/kado.json"))
        }
        #expect(ErrorReport(for: POSIXError(.EACCES)).exitCode == .ioError)
    }

    @Test("a reportable error keeps its message and code; anything else exits 1 on one line")
    func others() {
        #expect(ErrorReport(for: Locked()) == ErrorReport(message: "kado: the database is locked", exitCode: .ioError))
        #expect(
            ErrorReport(for: Unexpected()) == ErrorReport(message: "kado: something broke badly", exitCode: .failure))
    }
}

@Suite("Every error report is one line")
struct OneLineErrorTests {
    struct Nested: Error, CustomStringConvertible {
        var description: String { "outer failure:\n  inner failure\n    CREATE TABLE habit (\n      id TEXT\n    )" }
    }

    static let errors: [(String, any Error)] = [
        (
            "a usage error about a name with a line break",
            UsageError.invalidValue("Re\nad", for: "HABIT", problem: .dayForm)
        ),
        ("a domain rule with a multi-line value", ValidationError(field: "name", value: "a\nb\r\nc", rule: .empty)),
        ("an app error naming a habit with a line break", AppError.archived(habit: "Read\nmore")),
        (
            "a store error whose reason has lines",
            AppError.store(.cannotOpen(path: "/tmp/x.sqlite", reason: .sqlite("line one\nline two")))
        ),
        (
            "a store error about damaged data",
            StoreError.corruptRow(table: "habit", id: "1", field: "name", value: "a\nb")
        ),
        ("an unexpected error with a multi-line description", Nested()),
        (
            "a migration that failed on a statement",
            StoreError.cannotOpen(
                path: "/tmp/x.sqlite",
                reason: StoreError.reason(
                    for: MigrationError.migrationFailed(
                        name: "v2",
                        underlying: SQLiteError(
                            code: .error, message: "near \"(\": syntax error",
                            sql: "CREATE TABLE habit (\n  id TEXT\n)"))))
        ),
    ]

    @Test("no report holds a line break, whatever the error carries", arguments: errors.indices)
    func oneLine(index: Int) {
        let (name, error) = Self.errors[index]
        let report = ErrorReport(for: error)
        #expect(!report.message.contains { $0.isNewline }, "\(name): \(report.message)")
        #expect(report.message.hasPrefix("kado: "))
        #expect(!report.json.contains { $0.isNewline })
    }

    @Test("a failed migration is reported by its name and SQLite's message, never its SQL")
    func migration() {
        let reason = StoreError.reason(
            for: MigrationError.migrationFailed(
                name: "v2-add-units",
                underlying: SQLiteError(code: .error, message: "duplicate column name: unit", sql: "ALTER TABLE …")))
        #expect(reason.description.contains("v2-add-units"))
        #expect(reason.description.contains("duplicate column name: unit"))
        #expect(!reason.description.contains("ALTER TABLE"))
        #expect(
            StoreError.reason(for: SQLiteError(code: .busy, message: "database is locked", sql: "SELECT 1"))
                .description == "database is locked")
    }

    @Test("the JSON form carries the message without 'kado: ' and the exit code")
    func json() throws {
        let report = ErrorReport(message: "kado: no habit matches \"x\"", exitCode: .usage)
        #expect(report.json == #"{"error":{"exitCode":64,"message":"no habit matches \"x\""}}"#)
    }
}
