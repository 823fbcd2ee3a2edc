import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport

/// The issue-3 benchmarks: loading a matrix into the store against the sqlite3 shell, the
/// release `kado today` on a long against a short history (and in-process), and an edit five
/// years back followed by Today. Every figure has a floor measured in the same run.
struct StoreSuite {
    let workspace: Workspace
    let options: BenchmarkOptions
    let log: (String) -> Void
    /// The run's private folder, for the databases, the SQL script and the children's output.
    let folder: String

    /// A suite working in `workspace`.
    init(workspace: Workspace) {
        self.workspace = workspace
        options = workspace.options
        log = workspace.log
        folder = workspace.folder
    }

    /// Runs every store benchmark.
    func run() throws(BenchmarkError) -> StoreRun {
        let kado = try workspace.kadoPath()
        let shell = try workspace.shell()
        let shellVersion = try workspace.shellVersion()
        let repeats = options.storeRepeats
        let loadBefore = StoreSuite.loadAverage()
        let (longSize, shortSize) = options.storeSizes

        log("store: generating \(longSize) and \(shortSize)…")
        let long = workspace.matrix(longSize)
        let short = workspace.matrix(shortSize)
        let today = long.today
        let noon = Workspace.noon(of: today)
        let kadoNow = Workspace.kadoNow(of: today)

        let load = try measureLoad(long, now: noon, shell: shell)
        // The last load was the store's: the backup and snapshot suites reuse that file.
        workspace.registerStore(long.size, loadedIn: .nanoseconds(Int64(load.store.best)))
        let longPath = workspace.storePath(long.size)
        let shortPath = workspace.storePath(short.size)
        log("store: loading \(short.size.name) through the store…")
        let shortLoad = try StoreSuite.load(short, into: shortPath, now: noon).wall
        workspace.registerStore(short.size, loadedIn: shortLoad)
        let emptyPath = folder + "/empty.sqlite"

        let longKado = try workspace.kadoProcess(database: longPath)
        let shortKado = try workspace.kadoProcess(database: shortPath)
        let emptyKado = try workspace.kadoProcess(database: emptyPath)
        // Creates the empty store, so that its runs below only open it.
        try emptyKado.run(["today"])

        let calendar = StoreSuite.kadoCalendar
        let longExpected = StoreSuite.expectedEvaluations(long, calendar: calendar)
        let shortExpected = StoreSuite.expectedEvaluations(short, calendar: calendar)

        var cold: [String: Samples] = [:]
        var checkpoints: [String: Int] = [:]
        var mismatches: [String: [String]] = [:]
        for (matrix, process, path, expected) in [
            (long, longKado, longPath, longExpected), (short, shortKado, shortPath, shortExpected),
        ] {
            let name = matrix.size.name
            log("store: kado today on \(name), cold ×\(StoreSuite.coldRuns)…")
            var samples = Samples()
            for _ in 0..<StoreSuite.coldRuns {
                try SQLiteFile(path: path).forgetScoreCheckpoints()
                samples.add(try process.run(["today"]))
            }
            cold[name] = samples
            checkpoints[name] = try SQLiteFile(path: path, readOnly: true).integer(
                "SELECT count(*) FROM score_checkpoints")
            let json = try process.run(["today", "--json"], capturesOutput: true).output
            mismatches[name] = StoreSuite.compare(json: json, with: expected)
        }

        log(
            "store: kado --help, kado today on an empty store, on \(long.size.name) and \(short.size.name), ×\(repeats)…"
        )
        var help = Samples()
        var empty = Samples()
        var warm: [String: Samples] = [:]
        for _ in 0..<repeats {
            help.add(try longKado.run(["--help"]))
            empty.add(try emptyKado.run(["today"]))
            for (matrix, process) in [(long, longKado), (short, shortKado)] {
                let run = try process.run(["today"])
                warm[matrix.size.name, default: Samples()].add(run)
            }
        }

        var inProcess: [String: (cold: Samples, warm: Samples)] = [:]
        for (matrix, path) in [(long, longPath), (short, shortPath)] {
            log("store: Tracker.todayView() on \(matrix.size.name) in-process…")
            inProcess[matrix.size.name] = try measureInProcess(path: path, now: noon, repeats: repeats)
        }

        func result(_ matrix: HabitMatrix, _ expected: [UUID: HabitEvaluation]) -> TodayResult {
            let name = matrix.size.name
            return TodayResult(
                size: matrix.size, activeHabits: expected.count, records: matrix.completions.count,
                cold: cold[name] ?? Samples(), warm: warm[name] ?? Samples(),
                inProcessCold: inProcess[name]?.cold ?? Samples(),
                inProcessWarm: inProcess[name]?.warm ?? Samples(), checkpoints: checkpoints[name] ?? 0,
                mismatches: mismatches[name] ?? [])
        }

        let edit = try measureEdit(
            long, path: longPath, process: longKado, now: noon, expected: longExpected, repeats: repeats)

        return StoreRun(
            load: load, long: result(long, longExpected), short: result(short, shortExpected), shortLoad: shortLoad,
            loadAverage: (loadBefore, StoreSuite.loadAverage()), help: help, empty: empty, edit: edit, kadoPath: kado,
            shellVersion: shellVersion, repeats: repeats,
            today: today, kadoNow: kadoNow, longFingerprint: long.fingerprint,
            sameHabits: zip(long.habits, short.habits).filter {
                $0.id == $1.id && $0.type == $1.type && $0.frequency == $1.frequency
            }.count, shortFingerprint: short.fingerprint)
    }

    /// Cold runs of `kado today` (each after emptying the score cache).
    static let coldRuns = 3

    /// The calendar `kado` reads days with here: `TZ=UTC`, days from midnight, and the week
    /// start of `LANG=C.UTF-8` (English, so Sunday).
    static let kadoCalendar = HabitCalendar(
        boundary: DayBoundary(timeZone: TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current),
        weekStart: .sunday)

    // MARK: - Loading

    /// Loads `matrix` through the store into a fresh file, then the same rows with the sqlite3
    /// shell into another fresh file of the same schema, and checks that the two hold the same rows;
    /// then the shell and the store again (A B B A, so that a drift in the machine's load weighs
    /// on both alike), keeping the best of each.
    private func measureLoad(_ matrix: HabitMatrix, now: Date, shell: ChildProcess) throws(BenchmarkError)
        -> LoadResult
    {
        let storePath = workspace.storePath(matrix.size)
        let shellPath = folder + "/shell-\(matrix.size.name).sqlite"
        let scriptPath = folder + "/load-\(matrix.size.name).sql"
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }
        var storeTimes = Samples()
        var shellTimes = Samples()
        func loadWithStore() throws(BenchmarkError) {
            let timing = try StoreSuite.load(matrix, into: storePath, now: now)
            storeTimes.add(timing.wall, cpu: timing.cpu)
            log("store: HabitStore took \(format(seconds: timing.wall))")
        }
        func loadWithShell() throws(BenchmarkError) {
            try StoreSuite.createEmptyStore(at: shellPath, now: now)
            let run = try shell.run(["-bail", shellPath], input: scriptPath)
            guard run.errorOutput.isEmpty else {
                throw BenchmarkError("sqlite3 reported: \(run.errorOutput.prefix(300))")
            }
            shellTimes.add(run)
            log("store: sqlite3 took \(format(seconds: run.elapsed))")
        }

        log(
            "store: loading \(matrix.size.name) (\(matrix.habits.count) habits, \(matrix.completions.count) records, "
                + "\(matrix.skips.count) skips) through HabitStore…")
        try loadWithStore()
        let expected = (matrix.habits.count, matrix.completions.count, matrix.skips.count)
        let counts: (Int, Int, Int)
        let scriptBytes: Int
        var differences = 0
        do {
            let store = try SQLiteFile(path: storePath, readOnly: true)
            counts = (
                try store.integer("SELECT count(*) FROM habits"), try store.integer("SELECT count(*) FROM completions"),
                try store.integer("SELECT count(*) FROM skips")
            )
            guard counts == expected else { throw BenchmarkError("the store holds \(counts) rows, not \(expected)") }
            // The same connection settings as the store's: foreign keys enforced, WAL (kept in the
            // file) with synchronous = NORMAL, one immediate transaction.
            log("store: writing the sqlite3 script…")
            let script = try store.writeInsertScript(
                tables: ["habits", "completions", "skips"],
                header: "PRAGMA foreign_keys = ON;\nPRAGMA synchronous = NORMAL;\nBEGIN IMMEDIATE;\n",
                footer: "COMMIT;\n", to: scriptPath)
            scriptBytes = script.bytes
            log("store: \(script.rows) statements, \(script.bytes / 1_048_576) MiB; sqlite3 -bail < script…")
            try loadWithShell()
            log("store: comparing the two files…")
            let shellFile = try SQLiteFile(path: shellPath, readOnly: true)
            for table in ["habits", "completions", "skips"] {
                differences += try store.differingRows(in: table, comparedWith: shellFile)
            }
        }
        log("store: again, sqlite3 then HabitStore…")
        try loadWithShell()
        try loadWithStore()
        return LoadResult(
            size: matrix.size, habits: counts.0, completions: counts.1, skips: counts.2, store: storeTimes,
            shell: shellTimes, scriptBytes: scriptBytes, storeBytes: fileSize(storePath),
            shellBytes: fileSize(shellPath), differences: differences)
    }

    /// Creates the store's schema in a fresh file (untimed), then times opening it, writing every
    /// habit, record and skip of `matrix` in one ``HabitStore/write(_:)`` and closing it.
    static func load(_ matrix: HabitMatrix, into path: String, now: Date) throws(BenchmarkError) -> (
        wall: Duration, cpu: Duration
    ) {
        try createEmptyStore(at: path, now: now)
        let timing = try measure { () throws(BenchmarkError) in try write(matrix, into: path, now: now) }
        return (timing.wall, timing.cpu)
    }

    /// The 1-minute load average (0 when unknown).
    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { Double($0) } ?? 0
    }

    /// Opens the store, writes, and lets it close on return.
    @inline(never)
    private static func write(_ matrix: HabitMatrix, into path: String, now: Date) throws(BenchmarkError) {
        do {
            let store = try HabitStore(path: path, now: { now })
            try store.write { writer in
                for habit in matrix.habits { try writer.insert(habit) }
                try writer.insert(contentsOf: matrix.completions)
                try writer.insert(contentsOf: matrix.skips)
            }
        } catch {
            throw BenchmarkError("loading \(matrix.size.name) into the store at \(path) failed: \(error)")
        }
    }

    /// A fresh file with the store's schema and nothing else.
    static func createEmptyStore(at path: String, now: Date) throws(BenchmarkError) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        do {
            _ = try HabitStore(path: path, now: { now })
        } catch {
            throw BenchmarkError("cannot create a store at \(path): \(error)")
        }
    }

    // MARK: - Today

    /// `Tracker.todayView()` on one open tracker: once with an empty score cache, then `repeats` times.
    private func measureInProcess(path: String, now: Date, repeats: Int) throws(BenchmarkError)
        -> (cold: Samples, warm: Samples)
    {
        var cold = Samples()
        var warm = Samples()
        do {
            let tracker = try Workspace.trackers.now(now).open(at: path)
            for _ in 0..<StoreSuite.coldRuns {
                try SQLiteFile(path: path).forgetScoreCheckpoints()
                let timing = try measure { () throws(BenchmarkError) in try today(tracker) }
                cold.add(timing.wall, cpu: timing.cpu)
            }
            for _ in 0..<repeats {
                let timing = try measure { () throws(BenchmarkError) in try today(tracker) }
                warm.add(timing.wall, cpu: timing.cpu)
            }
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("Tracker.todayView() on \(path) failed: \(error)")
        }
        return (cold, warm)
    }

    /// The habits Today shows, so that the view cannot be optimised away.
    @inline(never)
    private func today(_ tracker: Tracker) throws(BenchmarkError) -> Int {
        do {
            return try tracker.views.todayView().all.count
        } catch {
            throw BenchmarkError("Tracker.todayView() failed: \(error)")
        }
    }

    // MARK: - An edit five years back

    /// `kado done HABIT DAY` on a yes/no habit with nothing recorded on the day five years before
    /// today (the active one with the longest history), then `kado today`. Each round first undoes
    /// the mark and shows Today once (untimed, saving a fresh checkpoint), then times a warm
    /// `kado today`, `kado done` and `kado today` again.
    private func measureEdit(
        _ matrix: HabitMatrix, path: String, process: ChildProcess, now: Date, expected: [UUID: HabitEvaluation],
        repeats: Int
    ) throws(BenchmarkError) -> EditResult {
        let today = matrix.today
        let day =
            LogicalDay(year: today.year - 5, month: today.month, day: min(today.day, 28)) ?? today.adding(days: -1826)
        let calendar = StoreSuite.kadoCalendar
        var chosen: (index: Int, start: LogicalDay)?
        for index in matrix.habits.indices {
            let habit = matrix.habits[index]
            guard habit.type == .binary, !habit.isArchived,
                !matrix.completionsByHabit[index].contains(where: { $0.day == day }),
                !matrix.skipsByHabit[index].contains(where: { $0.days.contains(day) })
            else { continue }
            let start = HabitTimeline(
                habit: habit, completions: matrix.completionsByHabit[index], skips: matrix.skipsByHabit[index],
                calendar: calendar
            ).effectiveStart
            if start < day, start < chosen?.start ?? today { chosen = (index, start) }
        }
        guard let (index, start) = chosen else {
            throw BenchmarkError("no yes/no habit of \(matrix.size.name) is free on \(day)")
        }
        let habit = matrix.habits[index]
        log("store: kado done \"\(habit.name)\" \(day) then kado today on \(matrix.size.name), ×\(repeats)…")

        // `kado done` prints the habit's streak and score, so it walks the habit again and saves a
        // fresh checkpoint itself; the same mark written in-process with `Tracker.complete` only
        // invalidates the checkpoint, leaving the walk to the next Today.
        let tracker: Tracker
        do {
            tracker = try Workspace.trackers.now(now).open(at: path)
        } catch {
            throw BenchmarkError("cannot open a tracker on \(path): \(error)")
        }
        let checkpointQuery = "SELECT count(*) FROM score_checkpoints WHERE habit_id = '\(habit.id.uuidString)'"
        var before = Samples()
        var done = Samples()
        var after = Samples()
        var afterInvalidation = Samples()
        for _ in 0..<repeats {
            try process.run(["undo", habit.id.uuidString, "\(day)"])
            try process.run(["today"])
            before.add(try process.run(["today"]))
            done.add(try process.run(["done", habit.id.uuidString, "\(day)"]))
            after.add(try process.run(["today"]))

            try process.run(["undo", habit.id.uuidString, "\(day)"])
            do {
                try tracker.checkIns.complete(habit, on: day)
            } catch {
                throw BenchmarkError("Tracker.complete failed: \(error)")
            }
            guard try SQLiteFile(path: path, readOnly: true).integer(checkpointQuery) == 0 else {
                throw BenchmarkError("Tracker.complete on \(day) left \(habit.name)'s checkpoint in place")
            }
            afterInvalidation.add(try process.run(["today"]))
        }

        // The mark is in place: Today must now count it.
        var edited = expected
        let noon = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
        let records =
            Array(matrix.completionsByHabit[index]) + [Completion(habitID: habit.id, day: day, recordedAt: noon)]
        edited[habit.id] = HabitTimeline(
            habit: habit, completions: records.sorted { $0.day < $1.day }, skips: matrix.skipsByHabit[index],
            calendar: calendar
        ).evaluate(asOf: today)
        let json = try process.run(["today", "--json"], capturesOutput: true).output
        return EditResult(
            habitName: habit.name, day: day, habitRecords: matrix.completionsByHabit[index].count,
            habitDays: start.days(to: today) + 1, done: done, todayAfter: after, todayBefore: before,
            todayAfterInvalidation: afterInvalidation,
            mismatches: StoreSuite.compare(json: json, with: edited))
    }

    // MARK: - Checking the answers

    /// KadoCore's own evaluation of every active habit of `matrix` as of its today.
    static func expectedEvaluations(_ matrix: HabitMatrix, calendar: HabitCalendar) -> [UUID: HabitEvaluation] {
        var expected: [UUID: HabitEvaluation] = [:]
        for index in matrix.habits.indices where !matrix.habits[index].isArchived {
            expected[matrix.habits[index].id] = HabitTimeline(
                habit: matrix.habits[index], completions: matrix.completionsByHabit[index],
                skips: matrix.skipsByHabit[index], calendar: calendar
            ).evaluate(asOf: matrix.today)
        }
        return expected
    }

    /// The fields of `kado today --json` compared.
    private struct Status: Decodable {
        let id: UUID
        let name: String
        let score: Double
        let currentStreak: Int
        let bestStreak: Int
        let dueToday: Bool
    }

    /// The habits whose line in `json` (`kado today --json`) differs from `expected`, described;
    /// empty when every habit matches.
    static func compare(json: String, with expected: [UUID: HabitEvaluation]) -> [String] {
        let statuses: [Status]
        do {
            statuses = try JSONDecoder().decode([Status].self, from: Data(json.utf8))
        } catch {
            return ["kado today --json could not be read: \(error)"]
        }
        var problems: [String] = []
        if statuses.count != expected.count {
            problems.append("kado today --json lists \(statuses.count) habits, not \(expected.count)")
        }
        for status in statuses {
            guard let evaluation = expected[status.id] else {
                problems.append("\(status.name): not an active habit")
                continue
            }
            if abs(status.score - evaluation.score) > 1e-9 || status.currentStreak != evaluation.currentStreak
                || status.bestStreak != evaluation.bestStreak || status.dueToday != evaluation.isDue
            {
                problems.append(
                    "\(status.name): kado says score \(status.score), streak \(status.currentStreak)/"
                        + "\(status.bestStreak), due \(status.dueToday); KadoCore \(evaluation.score), "
                        + "\(evaluation.currentStreak)/\(evaluation.bestStreak), due \(evaluation.isDue)")
            }
        }
        return problems
    }
}

/// Finds the release `kado` binary to time.
enum KadoBinary {
    /// `explicit` when given; otherwise builds the `kado` product into this binary's build folder
    /// (a quick no-op when it is up to date, so that the `kado` timed is never older than the
    /// sources) and returns the `kado` next to this binary.
    static func locate(explicit: String?, folder: String, log: (String) -> Void) throws(BenchmarkError) -> String {
        let manager = FileManager.default
        if let explicit {
            let path = explicit.hasPrefix("/") ? explicit : manager.currentDirectoryPath + "/" + explicit
            guard manager.isExecutableFile(atPath: path) else {
                throw BenchmarkError("--kado \(explicit): not an executable")
            }
            return path
        }
        let me =
            (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
            ?? CommandLine.arguments[0]
        let binaryFolder = (me as NSString).deletingLastPathComponent
        let candidate = binaryFolder + "/kado"
        // Benchmarks/KadoBenchmarks/StoreSuite.swift → the package root.
        let root = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let packageRoot = (root as NSString).deletingLastPathComponent
        if (binaryFolder as NSString).lastPathComponent == "release",
            manager.fileExists(atPath: packageRoot + "/Package.swift")
        {
            // <scratch>/<triple>/release/KadoBenchmarks
            let scratch = ((binaryFolder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let arguments = [
                "build", "-c", "release", "--product", "kado", "--package-path", packageRoot, "--scratch-path", scratch,
            ]
            log("building kado: swift \(arguments.joined(separator: " "))")
            let build = try ChildProcess(executable: "swift", searchesPath: true, folder: folder)
                .run(arguments, capturesOutput: true, check: false)
            guard build.status == 0 else {
                throw BenchmarkError(
                    "building kado failed (status \(build.status)):\n\(build.output.suffix(2_000))\(build.errorOutput.suffix(2_000))"
                )
            }
        }
        guard manager.isExecutableFile(atPath: candidate) else {
            throw BenchmarkError(
                "no kado next to KadoBenchmarks (\(candidate)): build it with "
                    + "`swift build -c release --product kado` (same --scratch-path) or pass --kado PATH")
        }
        return candidate
    }
}

/// Finds the sqlite3 shell.
enum ShellBinary {
    /// The `sqlite3` in `PATH`, with this process's environment.
    static func locate(folder: String) throws(BenchmarkError) -> ChildProcess {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/sqlite3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            throw BenchmarkError("no sqlite3 shell in PATH: install Debian's sqlite3 (make deps)")
        }
        return ChildProcess(executable: path, folder: folder)
    }
}
