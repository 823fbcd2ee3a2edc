import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A writer (a bash loop of `kado` processes) is killed with SIGKILL at a random moment, 100
/// times on one database: after each kill the database must pass `PRAGMA integrity_check` and
/// hold every check-in a `kado` command reported as done (exit 0).
@Suite(
    "A kado writer killed with SIGKILL", .tags(.endToEnd, .slow), .endToEndTierOnly,
    .slowTierOnly)
struct CrashSafetyTests {
    static let iterations = 100
    /// Check-ins an iteration may start: more than fit in 300 ms, so every kill lands mid-loop.
    static let block = 40

    /// For each n from `$FIRST`, marks Alpha done n days ago, then adds 1 to Tally, logging each
    /// step before it starts and after its command returned 0.
    static let writerScript = """
        for ((n = FIRST; n < FIRST + BLOCK; n++)); do
            echo "start done $n" >> "$LOG"
            "$KADO" done Alpha "-$n" > /dev/null 2>> "$ERRORS" && echo "ok done $n" >> "$LOG"
            echo "start tally $n" >> "$LOG"
            "$KADO" log Tally +1 > /dev/null 2>> "$ERRORS" && echo "ok tally $n" >> "$LOG"
        done
        """

    @Test("100 random SIGKILLs: integrity_check is ok and every reported check-in is present")
    func killedWriter() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Alpha"])
        try sandbox.succeed(["add", "Tally", "--type", "counter:100000"])
        let today = day("2026-04-10")
        var generator = SeededGenerator(seed: 0x4B41_444F_C0DE)
        var reportedDays: Set<LogicalDay> = []
        var startedDays: Set<LogicalDay> = []
        var reportedTallies = 0
        var startedTallies = 0
        var interrupted = 0
        var errors = ""

        for iteration in 0..<Self.iterations {
            let writer = try ShellWriter(
                script: Self.writerScript,
                environment: sandbox.environment(extra: [
                    "FIRST": String(iteration * Self.block), "BLOCK": String(Self.block),
                ]),
                in: sandbox, name: "writer\(iteration)")
            usleep(UInt32(generator.int(in: 20...300)) * 1_000)
            writer.killGroup()

            let lines = try writer.logLines()
            errors += try writer.errorText()
            for line in lines {
                let parts = line.split(separator: " ")
                guard parts.count == 3, let n = Int(parts[2]) else { continue }
                switch (parts[0], parts[1]) {
                case ("start", "done"): startedDays.insert(today.adding(days: -n))
                case ("ok", "done"): reportedDays.insert(today.adding(days: -n))
                case ("start", "tally"): startedTallies += 1
                case ("ok", "tally"): reportedTallies += 1
                default: Issue.record("unexpected log line \(line)")
                }
            }
            if lines.last?.hasPrefix("start") == true { interrupted += 1 }

            let store = try sandbox.openStore()
            let integrity = try store.integrityCheck()
            #expect(integrity == ["ok"], "after kill \(iteration + 1)")
            let habits = try store.habits()
            let alpha = try #require(habits.first { $0.name == "Alpha" })
            let tally = try #require(habits.first { $0.name == "Tally" })
            let records = try store.completions(of: alpha.id)
            let days = Set(records.map(\.day))
            #expect(days.count == records.count, "one record a day after kill \(iteration + 1)")
            #expect(records.allSatisfy { $0.value == 1 })
            let missing = reportedDays.subtracting(days)
            #expect(missing.isEmpty, "after kill \(iteration + 1), reported but missing: \(missing.sorted().prefix(5))")
            #expect(days.isSubset(of: startedDays), "only started check-ins are present")
            let total = try store.completions(of: tally.id).reduce(0) { $0 + $1.value }
            #expect(
                Double(reportedTallies) <= total && total <= Double(startedTallies),
                "after kill \(iteration + 1): Tally is \(total), \(reportedTallies) reported, \(startedTallies) started"
            )
            if integrity != ["ok"] || !missing.isEmpty { break }
        }

        #expect(errors.isEmpty, "no kado command failed: \(errors.prefix(500))")
        // The database is still usable by the next command.
        let shown = try sandbox.json(ShowJSON.self, ["show", "Alpha", "--json"])
        #expect(shown.doneDays >= reportedDays.count)
        #expect(reportedDays.count >= Self.iterations / 4, "the writers got work done: \(reportedDays.count) check-ins")
        // Most kills land while a kado process runs (between a step's start and its confirmation).
        #expect(interrupted >= Self.iterations / 2, "\(interrupted) kills landed mid-command")
    }
}
