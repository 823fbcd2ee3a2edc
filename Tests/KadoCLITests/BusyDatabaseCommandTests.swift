import Foundation
import KadoApp
import KadoSQLite
import Testing

@testable import KadoCLI

/// A command whose change cannot get its turn, because another Kadō holds the database's write
/// lock for longer than a change waits: it says so, changes nothing, and exits 75 (`EX_TEMPFAIL`),
/// so that a script knows to try again.
@Suite("kado while another Kadō keeps the database busy")
struct BusyDatabaseCommandTests {
    /// A harness with a habit, whose changes wait 150 ms for their turn.
    static func preparedHarness() throws -> ProgramHarness {
        let harness = try ProgramHarness()
        harness.patience = .milliseconds(150)
        try harness.prepare([["add", "Read"]])
        return harness
    }

    /// Runs `body` while another connection holds the write lock of the harness's database.
    static func holdingWriteLock<Result>(_ harness: ProgramHarness, _ body: () throws -> Result) throws -> Result {
        let holder = try Database(path: harness.databasePath)
        try holder.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        defer { try? holder.execute(sql: "ROLLBACK TRANSACTION") }
        return try body()
    }

    @Test("75 is EX_TEMPFAIL, and the busy store failure exits with it")
    func exitCode() {
        #expect(ExitCode.temporaryFailure.rawValue == 75)
        #expect(AppError.store(.busy(path: "/data/kado.sqlite")).exitCode == .temporaryFailure)
    }

    @Test("a check-in exits 75 saying another Kadō holds the database and nothing was changed")
    func checkInExitsTemporaryFailure() throws {
        let harness = try Self.preparedHarness()
        let before = harness.run(["today", "--json"]).output
        let result = try Self.holdingWriteLock(harness) { harness.run(["done", "Read"]) }
        #expect(result.status == .temporaryFailure)
        #expect(
            result.error
                == "kado: \(harness.databasePath) is in use by another Kadō (a long import or sync, say); nothing was "
                + "changed: try again in a moment\n")
        #expect(harness.run(["today", "--json"]).output == before)
        // Once the other Kadō is done, the same command goes through.
        #expect(harness.run(["done", "Read"]).status == .success)
    }

    @Test("in French, and as JSON with its exit code")
    func frenchAndJSON() throws {
        let harness = try Self.preparedHarness()
        harness.variables["LANG"] = "fr_FR.UTF-8"
        let french = try Self.holdingWriteLock(harness) { harness.run(["done", "Read"]) }
        #expect(french.status == .temporaryFailure)
        #expect(french.error.hasPrefix("kado\u{00A0}: \(harness.databasePath) est occupé par un autre Kadō"))
        #expect(french.error.contains("rien n’a été changé\u{00A0}: réessayez dans un instant"), "\(french.error)")
        let json = try Self.holdingWriteLock(harness) { harness.run(["--json", "done", "Read"]) }
        #expect(json.status == .temporaryFailure)
        #expect(json.error.contains(#""exitCode":75"#), "\(json.error)")
    }
}
