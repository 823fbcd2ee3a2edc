import Foundation
import KadoCore
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
        let report = ErrorReport(for: ValidationError(field: "name", value: "", problem: "must not be empty"))
        #expect(report == ErrorReport(message: #"kado: name "": must not be empty"#, exitCode: .usage))
        let dayStart = ErrorReport(
            for: ValidationError(field: "dayStart", value: "24", problem: "must be an hour from 0 to 23"))
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
