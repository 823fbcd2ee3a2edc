import Foundation
import KadoApp
import KadoCore
import KadoWeb

/// Issue 37's offline queue: a queue of 500 operations (counter taps, as a phone offline for a
/// while sends them) applied in one round trip over HTTP (`POST /api/operations`), against the
/// same 500 taps sent as 500 single check-ins (`POST /api/habits/ID/log`), each on a connection
/// of its own, as a page sending them one by one would. Then the same batch sent again (a lost
/// answer): every operation already applied, nothing written.
///
/// Each run starts from a fresh database with one counter habit, so that no run finds the
/// others' records; the server is `HTTPServer` serving `WebApp` in this process, on 127.0.0.1.
struct OfflineQueueSuite {
    let workspace: Workspace

    /// How many operations the queue holds.
    static let operations = 500

    /// The figures of one run.
    struct Run {
        var batch: Duration = .zero
        var batchAgain: Duration = .zero
        var singles: Duration = .zero
        var rounds = 0
    }

    /// Runs the suite `--repeat` times (3 by default) and keeps each figure's best.
    func run() throws(BenchmarkError) -> Run {
        let rounds = workspace.options.repeats ?? 3
        var best = Run()
        for round in 0..<rounds {
            workspace.log("offline: round \(round + 1) of \(rounds)…")
            let run = try once(round: round)
            if round == 0 || run.batch < best.batch { best.batch = run.batch }
            if round == 0 || run.batchAgain < best.batchAgain { best.batchAgain = run.batchAgain }
            if round == 0 || run.singles < best.singles { best.singles = run.singles }
        }
        best.rounds = rounds
        return best
    }

    private func once(round: Int) throws(BenchmarkError) -> Run {
        let path = workspace.folder + "/offline-\(round).sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        guard let today = LogicalDay("2026-04-10") else { throw BenchmarkError("2026-04-10 is no day") }
        let tracker = try Workspace.tracker(path: path, today: today)
        let water: Habit
        let singleWater: Habit
        do {
            water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            singleWater = try tracker.habits.createHabit(HabitDraft(name: "Tea", type: .counter(target: 8)))
        } catch {
            throw BenchmarkError("cannot add the habits: \(error)")
        }
        nonisolated(unsafe) let shared = tracker
        let app = WebApp(tracker: shared, configuration: WebConfiguration(host: "127.0.0.1", port: 0))
        let server: HTTPServer
        do {
            server = try HTTPServer(address: "127.0.0.1", port: 0, serving: app)
        } catch {
            throw BenchmarkError("cannot start the HTTP server: \(error)")
        }
        defer { server.stop() }
        let json: [(name: String, value: String)] = [("Content-Type", "application/json")]

        let items = (0..<Self.operations).map { _ in
            #"{"id": "\#(UUID().uuidString)", "habit": "\#(water.id.uuidString)", "day": "2026-04-10", "madeAt": "2026-04-10T11:00:00.000Z", "kind": "increase"}"#
        }
        let body = Array(#"{"operations": [\#(items.joined(separator: ","))]}"#.utf8)
        var run = Run()
        let first = try LoadGenerator.exchange(
            method: "POST", path: "/api/operations", port: server.port, headers: json, body: body, timeout: 600)
        let again = try LoadGenerator.exchange(
            method: "POST", path: "/api/operations", port: server.port, headers: json, body: body, timeout: 600)
        guard first.status == 200, again.status == 200 else {
            throw BenchmarkError(
                "POST /api/operations answered \(first.status) then \(again.status): "
                    + String(decoding: first.body.prefix(300), as: UTF8.self))
        }
        run.batch = first.elapsed
        run.batchAgain = again.elapsed

        let clock = ContinuousClock()
        let start = clock.now
        let single = Array(#"{"value": 1, "add": true}"#.utf8)
        for _ in 0..<Self.operations {
            let answer = try LoadGenerator.exchange(
                method: "POST", path: "/api/habits/\(singleWater.id.uuidString)/log", port: server.port, headers: json,
                body: single, timeout: 60)
            guard answer.status == 200 else { throw BenchmarkError("a single check-in answered \(answer.status)") }
        }
        run.singles = clock.now - start

        let totals: [Double]
        do {
            totals = try [water, singleWater].map { habit in
                try tracker.views.summary(of: habit, in: try tracker.context()).todayAmount
            }
        } catch {
            throw BenchmarkError("cannot read the totals: \(error)")
        }
        guard totals == [Double(Self.operations), Double(Self.operations)] else {
            throw BenchmarkError(
                "the totals are \(totals), not \(Self.operations) each: an operation was lost or doubled")
        }
        return run
    }

    /// The run as a Markdown section.
    static func markdown(_ run: Run, machine: Machine, commandLine: String) -> String {
        func ms(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        }
        let count = Double(operations)
        let build = machine.isOptimized ? "release build" : "**debug build** (figures not representative)"
        return """
            ## Offline queue: \(operations) operations in one round trip (issue 37)

            `\(commandLine)` — \(build), best of \(run.rounds) fresh databases.

            | What | Time | Per operation |
            |---|---:|---:|
            | `POST /api/operations`, \(operations) counter taps | \(fixed(ms(run.batch), 1)) ms | \(fixed(ms(run.batch) / count, 3)) ms |
            | the same batch again (all already applied) | \(fixed(ms(run.batchAgain), 1)) ms | \(fixed(ms(run.batchAgain) / count, 3)) ms |
            | floor: \(operations) single `POST /api/habits/ID/log` | \(fixed(ms(run.singles), 1)) ms | \(fixed(ms(run.singles) / count, 3)) ms |
            | ratio: one batch ÷ \(operations) single check-ins | ×\(fixed(ms(run.batch) / max(0.001, ms(run.singles)), 3)) | |
            """
    }
}
