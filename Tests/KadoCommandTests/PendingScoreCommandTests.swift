import Foundation
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado today` with score checkpoints missing and no time to walk whole histories
/// (`KADO_TODAY_BUDGET_MS=0`): the rows show the pending mark in the streak and score columns,
/// a footer says why, `--json` writes `null` with `"scorePending": true`; the `kado upkeep` the
/// command started on its own rebuilds the checkpoints, after which Today is byte for byte what a
/// full walk shows.
@Suite("kado today: pending scores")
struct PendingScoreCommandTests {
    /// Two habits with a few weeks of records, Today run once (so the snapshot is today's), then
    /// every checkpoint deleted; returns Today's text and JSON as a full walk gives them.
    private static func coldSandbox(french: Bool = false) throws -> (Sandbox, text: String, json: String) {
        let sandbox = try Sandbox()
        if french { try sandbox.succeed(["settings", "language", "fr"], now: "2026-02-01T08:00:00Z") }
        try sandbox.succeed(["add", "Read"], now: "2026-02-01T09:00:00Z")
        try sandbox.succeed(["add", "Water", "--type", "counter:8"], now: "2026-02-01T09:00:00Z")
        for day in ["2026-03-02", "2026-03-03", "2026-03-20", "2026-04-08", "2026-04-09", "2026-04-10"] {
            try sandbox.succeed(["done", "Read", day])
        }
        try sandbox.succeed(["log", "Water", "5", "2026-03-05"])
        try sandbox.succeed(["log", "Water", "3"])
        let text = try sandbox.succeed(["today"]).output
        let json = try sandbox.succeed(["today", "--json"]).output
        try forgetCheckpoints(sandbox)
        return (sandbox, text, json)
    }

    /// Deletes every checkpoint of the sandbox's habits, as a person might by hand (a change
    /// would save them again in its publish).
    private static func forgetCheckpoints(_ sandbox: Sandbox) throws {
        let store = try HabitStore(path: sandbox.databasePath, now: { Date() })
        let habits = try store.habits(includingArchived: true)
        try store.write { writer in for habit in habits { try writer.forgetCheckpoint(of: habit.id) } }
    }

    private static func checkpointCount(_ sandbox: Sandbox) throws -> Int {
        let store = try HabitStore(path: sandbox.databasePath, now: { Date() }, access: .readOnly)
        return try store.habits(includingArchived: true).map { try store.checkpointDays(of: $0.id).count }.reduce(0, +)
    }

    @Test("the rows show … and a footer; the upkeep started on its own rebuilds; then Today is a full walk's")
    func textPendingThenKnown() throws {
        let (sandbox, full, _) = try Self.coldSandbox()
        #expect(try Self.checkpointCount(sandbox) == 0)
        let pending = try sandbox.kado(["today"], environment: ["KADO_TODAY_BUDGET_MS": "0"], waitingForBackups: false)
        #expect(pending.status == 0 && pending.error.isEmpty, "\(pending)")
        let rows = pending.lines.filter { $0.contains("Read") || $0.contains("Water") }
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.hasSuffix("…  …") || row.hasSuffix("… …"), "\(row)")
            #expect(!row.contains("%"), "\(row)")
        }
        #expect(pending.lines.last == "Scores of 2 habits are being recomputed; run kado today again in a moment.")
        // The day's state is exact: Read is done today, Water is at 3 of 8.
        #expect(rows.contains { $0.contains("Read") && $0.contains("done") })
        #expect(rows.contains { $0.contains("Water") && $0.contains("3/8") })
        sandbox.waitForBackgroundBackups()
        #expect(try Self.checkpointCount(sandbox) > 0, "the detached upkeep rebuilt them")
        #expect(try sandbox.succeed(["today"], environment: ["KADO_TODAY_BUDGET_MS": "0"]).output == full)
    }

    @Test("--json writes null scores and streaks with scorePending true; then a full walk's numbers")
    func jsonPendingThenKnown() throws {
        let (sandbox, _, fullJSON) = try Self.coldSandbox()
        let output = try sandbox.succeed(["today", "--json"], environment: ["KADO_TODAY_BUDGET_MS": "0"]).output
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(rows.count == 2)
        for row in rows {
            #expect(row["scorePending"] as? Bool == true)
            for key in ["score", "scorePercent", "streak", "bestStreak", "presenceStreak", "presenceBestStreak"] {
                #expect(row[key] is NSNull, "\(key): \(row)")
            }
            #expect(row["dueToday"] as? Bool == true)
        }
        #expect(rows.first { $0["name"] as? String == "Read" }?["doneToday"] as? Bool == true)
        // `succeed` waited for the upkeep it started: the checkpoints are back.
        #expect(
            try sandbox.succeed(["today", "--json"], environment: ["KADO_TODAY_BUDGET_MS": "0"]).output == fullJSON)
        #expect(fullJSON.contains("\"scorePending\" : false"))
    }

    @Test("kado upkeep rebuilds the missing checkpoints and says so")
    func upkeepSaysSo() throws {
        let (sandbox, full, _) = try Self.coldSandbox()
        let first = try sandbox.succeed(["upkeep"])
        #expect(first.lines.contains("Score checkpoints rebuilt for 2 habits"), "\(first.output)")
        #expect(try Self.checkpointCount(sandbox) > 0)
        #expect(try sandbox.succeed(["today"]).output == full)
        let again = try sandbox.succeed(["upkeep", "--json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(again.utf8)) as? [String: Any])
        #expect(object["checkpoints"] as? Int == 0)
    }

    @Test("in French, the footer follows French typography")
    func frenchFooter() throws {
        let (sandbox, full, _) = try Self.coldSandbox(french: true)
        let pending = try sandbox.succeed(["today"], environment: ["KADO_TODAY_BUDGET_MS": "0"])
        #expect(
            pending.lines.last
                == "Les scores de 2 habitudes sont en cours de recalcul\u{00A0}; relancez kado today dans un instant.")
        #expect(try sandbox.succeed(["today"]).output == full)
        try Self.forgetCheckpoints(sandbox)
        let upkeep = try sandbox.succeed(["upkeep"])
        #expect(upkeep.lines.contains("Points de reprise des scores reconstruits pour 2 habitudes"), "\(upkeep.output)")
    }

    @Test(
        "kado upkeep killed with SIGKILL mid-rebuild leaves only whole batches: Today after it is a full walk's",
        arguments: [150, 300, 450, 700] as [UInt32])
    func killedRebuild(milliseconds: UInt32) throws {
        let sandbox = try Sandbox()
        // 30 habits × 5 years of the seeded matrix, imported (the import saves the checkpoints).
        let matrix = HabitMatrix(size: HabitMatrix.Size(habits: 30, years: 5))
        let backup = try KadoJSONBackup.encode(
            BackupContents(habits: matrix.habits, completions: matrix.completions, skips: matrix.skips),
            exportedAt: instant("2026-04-10T08:00:00Z"), appVersion: "test", timeZone: TestCalendars.zone("UTC"))
        let file = sandbox.file("history.json")
        try Data(backup).write(to: file)
        try sandbox.succeed(["import", file.path])
        let unlimited = ["KADO_TODAY_BUDGET_MS": "86400000"]
        let full = try sandbox.succeed(["today"], environment: unlimited).output
        let saved = try Self.checkpointCount(sandbox)
        try Self.forgetCheckpoints(sandbox)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try KadoBinary.require())
        process.arguments = ["upkeep"]
        process.environment = sandbox.environment()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(milliseconds * 1_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try Self.checkpointCount(sandbox)
        #expect(left <= saved, "\(left) of \(saved) after \(milliseconds) ms")
        // Whatever the kill left resumes Today's walks: the numbers are a full walk's.
        #expect(
            try sandbox.succeed(["today"], environment: unlimited).output == full, "killed after \(milliseconds) ms")
        // The next rebuild finishes, and Today is the same again from its checkpoints alone.
        try sandbox.succeed(["upkeep"])
        #expect(try Self.checkpointCount(sandbox) == saved)
        #expect(try sandbox.succeed(["today"], environment: ["KADO_TODAY_BUDGET_MS": "0"]).output == full)
    }

    @Test("a budget that is not a whole number of milliseconds is refused by name")
    func badBudget() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.kado(["today"], environment: ["KADO_TODAY_BUDGET_MS": "soon"])
        #expect(result.status != 0)
        #expect(result.error.contains("KADO_TODAY_BUDGET_MS"), "\(result.error)")
    }
}
