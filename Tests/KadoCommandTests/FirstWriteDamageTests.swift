import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

/// A write on first contact: a fresh process that writes to a file whose damage lies in pages the
/// write never reads (nobody has read them since, so no note says so) checks the file first
/// (`PRAGMA quick_check`), refuses as a read that meets the damage does, and leaves the file as
/// it was; a sound file still takes writes, and Kadō's own writes do not make the next process
/// check again (the record beside the file, `kado.sqlite.checked`, counts the checks).
@Suite("A damaged database is not written to on first contact", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct FirstWriteDamageTests {
    /// The ways in that write a check-in.
    enum Write: String, CaseIterable, Sendable { case done, log, api }

    /// A sandbox with a few habits checked in, whose web sessions table (which no check-in reads
    /// or writes) has its page overwritten in place with noise, as `dd conv=notrunc` would.
    static func damagedAwayFromCheckIns() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        for index in 1...3 { try sandbox.succeed(["add", "Habit \(index)", "-q"]) }
        for day in 1...2 {
            for index in 1...3 { try sandbox.succeed(["done", "Habit \(index)", "2026-04-0\(day)", "-q"]) }
        }
        let page = try #require(try Self.rootPage(of: "web_sessions", in: sandbox.databasePath))
        let pageSize = 4096
        Self.waitForTheClockToPassTheFileTimes(of: sandbox.databasePath)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: sandbox.databasePath))
        var noise = SeededGenerator(seed: 0x4649_5253_54)
        var bytes = (0..<pageSize).map { _ in UInt8(noise.int(in: 0...255)) }
        bytes[0] = 0xFF  // no page type: SQLite cannot take it for a sound page
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(try Self.quickCheck(sandbox.databasePath) != ["ok"], "the page overwritten is not found damaged")
        return sandbox
    }

    /// The root page of `table`, read without touching the file.
    static func rootPage(of table: String, in path: String) throws -> Int? {
        let database = try Database(path: path, configuration: Self.looking)
        return try database.query("SELECT rootpage FROM sqlite_schema WHERE name = ?", [table]) { row in
            try row[0] as Int
        }.first
    }

    /// What `PRAGMA quick_check` finds, read without touching the file.
    static func quickCheck(_ path: String) throws -> [String] {
        let database = try Database(path: path, configuration: Self.looking)
        do {
            return try database.query("PRAGMA quick_check", []) { row in try row[0] as String }
        } catch {
            return ["\(error)"]
        }
    }

    /// A connection that reads the file as it is on disk and writes nothing beside it.
    static var looking: Database.Configuration {
        var configuration = Database.Configuration(isReadOnly: true)
        configuration.isImmutable = true
        return configuration
    }

    /// Waits until the clock is past the file's modification time. File times are kept at the
    /// kernel's clock tick (a few milliseconds): a change made within the same tick as Kadō's last
    /// write, of the same size, would leave the file's identity as it was (a person's `dd` comes
    /// later than that).
    static func waitForTheClockToPassTheFileTimes(of path: String) {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
        while let modified, Date() < modified.addingTimeInterval(0.05) { usleep(10_000) }
    }

    /// The checks that found the file sound, as its record counts them (`nil` without a record).
    static func checks(_ sandbox: Sandbox) -> Int? {
        guard let text = try? String(contentsOfFile: sandbox.databasePath + ".checked", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: "\n").first { $0.hasPrefix("checks: ") }.flatMap { Int($0.dropFirst(8)) }
    }

    @Test("a fresh process's check-in refuses as a read does, and the file keeps its bytes", arguments: Write.allCases)
    func refuses(_ write: Write) throws {
        let sandbox = try Self.damagedAwayFromCheckIns()
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath))
        let expected =
            "kado: \(sandbox.databasePath) is damaged (database disk image is malformed); nothing was written to it: "
            + "move it aside and kado import your latest backup, or try sqlite3's .recover on a copy"
        switch write {
        case .done, .log:
            let arguments = write == .done ? ["done", "Habit 1"] : ["log", "Water", "+2"]
            let result = try sandbox.kado(arguments)
            #expect(result.status == 65, "\(arguments): \(result)")
            #expect(result.error == expected + "\n" || result.error == expected, "\(arguments): \(result)")
        case .api:
            let server = try ServeCommandTests.Server(sandbox, ["--port", "0"])
            defer { server.stop() }
            let port = try #require(server.port())
            let base = "http://127.0.0.1:\(port)/api"
            for (path, body) in [
                ("habits/Habit%201/complete", "{}"), ("habits/Water/log", "{\"value\": 2, \"add\": true}"),
            ] {
                let answer = try #require(
                    ImportBoundsCommandTests.post("\(base)/\(path)", body: Data(body.utf8), type: "application/json"))
                #expect(answer.status == 500 && answer.body.contains("store.damaged"), "\(path): \(answer)")
                #expect(answer.body.contains("is damaged (database disk image is malformed)"), "\(path): \(answer)")
            }
            server.stop()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath)) == before, "\(write)")
        let log = (try? Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath + "-wal"))) ?? Data()
        #expect(log.isEmpty, "\(write): a log of changes was left to be written in")
        #expect(FileManager.default.fileExists(atPath: sandbox.databasePath + ".damaged"), "the note for later writes")
    }

    @Test("a sound file takes writes; Kadō's own writes cost the next process no check, a change outside does")
    func soundFile() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let first = try #require(Self.checks(sandbox), "no record after the first write")
        #expect(first >= 1)
        try sandbox.succeed(["done", "Read", "2026-04-08"])
        try sandbox.succeed(["done", "Read", "2026-04-09"])
        try sandbox.succeed(["add", "Walk", "-q"])
        #expect(Self.checks(sandbox) == first, "a process after Kadō's own writes checked the file again")
        // The file changed outside Kadō (its times, as any write gives them): the next write checks.
        Self.waitForTheClockToPassTheFileTimes(of: sandbox.databasePath)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: sandbox.databasePath))
        try handle.seek(toOffset: 0)
        let header = try handle.read(upToCount: 16) ?? Data()
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: header)
        try handle.close()
        try sandbox.succeed(["done", "Walk"])
        #expect(Self.checks(sandbox) == first + 1, "a write after a change outside Kadō did not check the file")
        let today = try sandbox.succeed(["list", "--names"])
        #expect(today.lines == ["Read", "Walk"])
    }
}
