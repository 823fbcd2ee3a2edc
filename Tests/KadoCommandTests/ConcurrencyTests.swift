import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Two writers, each a bash loop of separate `kado` processes, started together on one database.
@Suite("Several kado processes writing at the same time", .tags(.endToEnd), .endToEndTierOnly)
struct ConcurrencyTests {
    /// Waits for `$GO`, then runs `$KADO $COMMAND $HABIT <argument>` for each `n` below `$COUNT`,
    /// where the argument is `-n` (n days ago) or `+1`; logs `ok n` or `failed n <status>` and
    /// the start and end times.
    static let writerScript = """
        while [ ! -e "$GO" ]; do sleep 0.005; done
        echo "start $(date +%s.%N)" >> "$LOG"
        for ((n = 0; n < COUNT; n++)); do
            if [ "$COMMAND" = log ]; then argument=+1; else argument="-$n"; fi
            "$KADO" "$COMMAND" "$HABIT" "$argument" > /dev/null 2>> "$ERRORS"
            status=$?
            if [ $status -eq 0 ]; then echo "ok $n" >> "$LOG"; else echo "failed $n $status" >> "$LOG"; fi
        done
        echo "end $(date +%s.%N)" >> "$LOG"
        """

    /// Starts one writer per habit, all released at the same moment; returns them once all ended.
    private func runWriters(
        _ habits: [String], command: String, count: Int, in sandbox: Sandbox
    ) throws -> [ShellWriter] {
        let go = sandbox.file("go")
        let writers = try habits.enumerated().map { index, habit in
            try ShellWriter(
                script: Self.writerScript,
                environment: sandbox.environment(extra: [
                    "GO": go.path, "COMMAND": command, "HABIT": habit, "COUNT": String(count),
                ]),
                in: sandbox, name: "writer\(index)")
        }
        _ = FileManager.default.createFile(atPath: go.path, contents: nil)
        for writer in writers { #expect(writer.wait() == 0) }
        return writers
    }

    /// Checks that every writer's `count` commands succeeded and that the writers overlapped.
    private func checkWriters(_ writers: [ShellWriter], count: Int) throws {
        var intervals: [ClosedRange<Double>] = []
        for writer in writers {
            let lines = try writer.logLines()
            let failures = lines.filter { $0.hasPrefix("failed") }
            let errors = try writer.errorText()
            #expect(failures.isEmpty, "failed commands: \(failures.prefix(5)), errors: \(errors.prefix(500))")
            #expect(lines.filter { $0.hasPrefix("ok ") }.count == count)
            #expect(errors.isEmpty)
            let start = lines.first { $0.hasPrefix("start ") }.flatMap { Double($0.dropFirst(6)) }
            let end = lines.first { $0.hasPrefix("end ") }.flatMap { Double($0.dropFirst(4)) }
            if let start, let end { intervals.append(start...end) }
        }
        #expect(intervals.count == writers.count)
        if intervals.count == 2 {
            #expect(intervals[0].overlaps(intervals[1]), "the two writers ran at the same time: \(intervals)")
        }
    }

    @Test("two processes writing 1,000 check-ins each at the same time: 2,000 present, none failed")
    func twoThousandCheckIns() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Alpha"])
        try sandbox.succeed(["add", "Beta"])
        let writers = try runWriters(["Alpha", "Beta"], command: "done", count: 1_000, in: sandbox)
        try checkWriters(writers, count: 1_000)

        let today = day("2026-04-10")
        let expectedDays = Set((0..<1_000).map { today.adding(days: -$0) })
        do {
            let store = try sandbox.openStore()
            #expect(try store.integrityCheck() == ["ok"])
            let habits = try store.habits(includingArchived: true)
            #expect(habits.map(\.name) == ["Alpha", "Beta"])
            var total = 0
            for habit in habits {
                let records = try store.completions(of: habit.id)
                total += records.count
                #expect(records.count == 1_000, "\(habit.name)")
                #expect(Set(records.map(\.day)) == expectedDays, "\(habit.name): one record on each of the 1,000 days")
                #expect(records.allSatisfy { $0.value == 1 })
            }
            #expect(total == 2_000)
        }

        // The cached score checkpoints were invalidated by every backfilled day: the binary's
        // answer equals a from-scratch walk.
        let store = try sandbox.openStore()
        for habit in try store.habits() {
            let timeline = HabitTimeline(
                habit: habit, completions: try store.completions(of: habit.id),
                calendar: TestCalendars.calendar(weekStart: .sunday))
            let expected = timeline.evaluate(asOf: today)
            let shown = try sandbox.json(ShowJSON.self, ["show", habit.name, "--json"])
            #expect(shown.presenceStreak == 1_000)
            #expect(shown.presenceStreak == expected.currentStreak)
            #expect(shown.streak == expected.streakDisplay.current)
            #expect(shown.bestStreak == expected.bestStreak)
            #expect(shown.score == expected.score)
            #expect(shown.doneDays == 1_000)
        }
    }

    @Test("two processes adding +1 to the same counter 150 times each: the total is 300")
    func noLostUpdate() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Tally", "--type", "counter:1000"])
        let writers = try runWriters(["Tally", "Tally"], command: "log", count: 150, in: sandbox)
        try checkWriters(writers, count: 150)
        let store = try sandbox.openStore()
        #expect(try store.integrityCheck() == ["ok"])
        let tally = try #require(try store.habits().first)
        let records = try store.completions(of: tally.id)
        #expect(records.count == 1)
        #expect(records.map(\.value) == [300])
    }
}
