import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

/// An export is written habit by habit from one read transaction: a database larger than the
/// memory the `kado` process may take is exported whole, and the file brings back the same
/// database.
@Suite(
    "An export larger than the memory it may take", .serialized, .tags(.endToEnd, .slow), .endToEndTierOnly,
    .slowTierOnly)
struct ExportMemoryLimitTests {
    /// The data segment `kado export` runs with (`ulimit -d`, KiB): heap and anonymous mappings,
    /// not the program's own files. A build that read the database whole, or held the document,
    /// stops at its first allocation past it.
    static let dataLimit = 32 * 1_024
    static let habitCount = 40
    static let recordsPerHabit = 112
    static let noteLength = 10_000

    @Test("a database larger than the process's data limit is exported, and the file re-imports identically")
    func exportUnderLimit() throws {
        let sandbox = try Sandbox(now: "2026-12-05T09:00:00Z")
        for index in 1...Self.habitCount { try sandbox.succeed(["add", "Habit \(index)"]) }
        try sandbox.succeed(["done", "Habit 1"])
        // The records, each with a note of the longest length allowed, written through SQLite in
        // one statement (as many check-ins through kado would take minutes), stamped as the one
        // kado wrote.
        do {
            let database = try Database(path: sandbox.databasePath)
            let total = Self.habitCount * Self.recordsPerHabit
            try database.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(total - 1)),
                    h AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM habits),
                    c AS (SELECT stamp, device_id, recorded_at FROM completions LIMIT 1)
                    INSERT INTO completions
                    SELECT printf('%08X-0000-4000-8000-%012X', n.i % \(Self.habitCount), n.i), h.id,
                        20000 - n.i / \(Self.habitCount), c.recorded_at, 1.0,
                        printf('%.\(Self.noteLength)c', 'x'), c.stamp, c.device_id, NULL
                    FROM n JOIN h ON h.k = n.i % \(Self.habitCount), c
                    """)
        }
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: sandbox.databasePath)[.size] as? Int)
        #expect(size > Self.dataLimit * 1_024 * 5 / 4, "the database (\(size) bytes) is not larger than the limit")

        let exported = sandbox.file("export.json").path
        let limited = try ProgramRunner.run(
            "/bin/sh",
            [
                "-c", "ulimit -d \(Self.dataLimit) && exec \"$0\" \"$@\"", try KadoBinary.require(), "export", "-o",
                exported,
            ],
            environment: sandbox.environment(now: "2026-12-05T12:00:00Z"), scratch: sandbox.scratch)
        #expect(limited.status == 0 && limited.error.isEmpty, "\(limited)")
        #expect(limited.output.hasPrefix("Exported \(Self.habitCount) habits, "), "\(limited.output)")

        // The same limit for a program that holds what it writes: refused, so the limit binds.
        let holding = try ProgramRunner.run(
            "/bin/sh",
            [
                "-c",
                "ulimit -d \(Self.dataLimit) && exec python3 -c "
                    + "'import sys; sys.stdout.write(open(sys.argv[1]).read()[:1])' \"$0\"",
                exported,
            ],
            environment: sandbox.environment(), scratch: sandbox.scratch)
        #expect(holding.status != 0, "python3 read the \(size)-byte file whole within the limit")

        let other = sandbox.dataFolder.appendingPathComponent("again.sqlite").path
        try sandbox.succeed(["--db", other, "import", exported], now: "2026-12-05T12:00:00Z")
        let again = sandbox.file("again.json").path
        try sandbox.succeed(["--db", other, "export", "-o", again], now: "2026-12-05T12:00:00Z")
        let first = try Data(contentsOf: URL(fileURLWithPath: exported))
        let second = try Data(contentsOf: URL(fileURLWithPath: again))
        #expect(first.count > size / 2)
        #expect(first == second, "the re-imported database exports other bytes")
    }
}
