import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

/// The issue-5 benchmarks: publishing the widget snapshot after one check-in, on S and on the
/// store's long matrix (L), warm (checkpoints saved by a `kado today`). In-process: the check-in
/// with its publish (`Tracker.complete`), the publish alone (`Tracker.publishSnapshot()`), its
/// computation alone (`Tracker.snapshotSeries()`); the floor is writing the same series to a file
/// (encode + atomic write, `SnapshotFile.write`). End to end: the release `kado done`.
struct SnapshotSuite {
    let workspace: Workspace

    /// Runs every snapshot benchmark.
    func run() throws(BenchmarkError) -> SnapshotRun {
        let options = workspace.options
        let loadBefore = StoreSuite.loadAverage()
        let kadoPath = try workspace.kadoPath()
        var sizes: [HabitMatrix.Size] = [.small]
        // M between them when the run asks for it (issue 11 measures `kado done` on S, M and L).
        for size in [HabitMatrix.Size.medium, options.storeSizes.long]
        where !sizes.contains(where: { $0.name == size.name })
            && (size.name == options.storeSizes.long.name || options.sizes.contains { $0.name == size.name })
        {
            sizes.append(size)
        }
        var results: [SnapshotResult] = []
        for size in sizes {
            let records = workspace.matrix(size).completions.count
            results.append(try measure(size, repeats: options.repeats ?? (records >= 1_000_000 ? 5 : 10)))
        }
        return SnapshotRun(
            results: results, kadoPath: kadoPath,
            loadAverage: (loadBefore, StoreSuite.loadAverage()), today: HabitMatrix.defaultToday)
    }

    private func measure(_ size: HabitMatrix.Size, repeats: Int) throws(BenchmarkError) -> SnapshotResult {
        let log = { (text: String) in workspace.log("snapshot: " + text) }
        let (path, _, reused) = try workspace.loadedStore(size, by: "snapshot")
        let matrix = workspace.matrix(size)
        let today = matrix.today
        let kado = try workspace.kadoProcess(database: path)
        // Warm: checkpoints saved (a no-op when the store suite already showed Today on this file).
        try kado.run(["today"])
        let tracker = try Workspace.tracker(path: path, today: today)
        let view: TodayView
        do { view = try tracker.views.todayView() } catch {
            throw BenchmarkError("todayView() on \(size.name): \(error)")
        }
        guard
            let chosen = view.scheduled.first(where: {
                $0.habit.type == .binary && !$0.isDoneToday
            })?.habit
        else { throw BenchmarkError("no yes/no habit of \(size.name) is due and not done on \(today)") }
        let floorPath = workspace.folder + "/floor-\(size.name).snapshot.json"
        let id = chosen.id.uuidString
        log("\(size.name): check-in of \"\(chosen.name)\" on \(today), ×\(repeats)…")

        var result = SnapshotResult(
            size: size, activeHabits: view.all.count, scheduled: view.scheduled.count,
            records: matrix.completions.count, habitName: chosen.name, reusedStore: reused, rounds: repeats)
        for round in 0..<repeats {
            do {
                try tracker.checkIns.undo(chosen, on: today)
                let checkIn = try Samples.time { () throws(AppError) in try tracker.checkIns.complete(chosen, on: today)
                }
                guard checkIn.result == .recorded else {
                    throw BenchmarkError("Tracker.complete on \(size.name) gave \(checkIn.result), not recorded")
                }
                result.checkIn.add(checkIn.wall, cpu: checkIn.cpu)
                if round == 0 {
                    result.problems += try SnapshotSuite.compare(
                        tracker: tracker, habit: chosen, when: "Tracker.complete")
                }
                // A full rebuild, as every write published before issue 11: no file to copy lines from.
                try? FileManager.default.removeItem(atPath: tracker.widget.snapshotPath)
                let publish = try Samples.time { () throws(AppError) in try tracker.widget.publishSnapshot() }
                result.publish.add(publish.wall, cpu: publish.cpu)
                let series = try Samples.time { () throws(AppError) in try tracker.widget.snapshotSeries() }
                result.series.add(series.wall, cpu: series.cpu)
                let floor = try Samples.time { () throws(any Error) in
                    try SnapshotFile.write(series.result, to: floorPath)
                }
                result.floor.add(floor.wall, cpu: floor.cpu)
                let encode = try Samples.time { () throws(any Error) in try SnapshotSuite.encode(series.result).count }
                result.encode.add(encode.wall, cpu: encode.cpu)
                result.bytes = fileSize(floorPath)
                let read = try Samples.time { () throws(any Error) in
                    try SnapshotFile.read(from: tracker.widget.snapshotPath).days.count
                }
                result.read.add(read.wall, cpu: read.cpu)
            } catch let error as BenchmarkError {
                throw error
            } catch {
                throw BenchmarkError("the in-process check-in on \(size.name) failed: \(error)")
            }
            try kado.run(["undo", id, "\(today)"])
            result.help.add(try kado.run(["--help"]))
            result.done.add(try kado.run(["done", id, "\(today)"]))
            // A status-bar refresh reads the brief only; naming a habit reads the whole series.
            result.widget.add(try kado.run(["widget", "--format", "waybar"]))
            result.widgetHabit.add(try kado.run(["widget", "--habit", id]))
            result.stats.add(try kado.run(["stats", id]))
        }
        var briefBytes = 0
        _ = SnapshotFile.brief(at: tracker.widget.snapshotPath, bytesRead: &briefBytes)
        result.briefBytes = briefBytes
        result.problems += try SnapshotSuite.compare(tracker: tracker, habit: chosen, when: "kado done")
        // The published file also records the change stamp it is up to date with; the days must match.
        let published = try? SnapshotFile.read(from: tracker.widget.snapshotPath)
        let floor = try? SnapshotFile.read(from: floorPath)
        if published?.days.map(\.habits) != floor?.days.map(\.habits) || published == nil {
            result.problems.append(
                "\(size.name): the published snapshot's days are not those of the same series written again")
        }
        try? FileManager.default.removeItem(atPath: floorPath)
        return result
    }

    /// The series as `SnapshotFile.write` encodes it.
    static func encode(_ series: WidgetSnapshotSeries) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(series)
    }

    /// The problems of the published snapshot's today against `Tracker.todayView()`: every active
    /// habit with the same score and streaks, the same habits scheduled with the same state, the
    /// same counts, and `habit` complete.
    static func compare(tracker: Tracker, habit: Habit, when step: String) throws(BenchmarkError) -> [String] {
        let series: WidgetSnapshotSeries
        let view: TodayView
        do {
            series = try SnapshotFile.read(from: tracker.widget.snapshotPath)
            view = try tracker.views.todayView()
        } catch {
            throw BenchmarkError("cannot read the snapshot or Today after \(step): \(error)")
        }
        let prefix = "after \(step): "
        guard let snapshot = series.days.first, snapshot.day == view.day else {
            return [prefix + "the snapshot does not start on \(view.day)"]
        }
        var problems: [String] = []
        if series.days.count != WidgetSnapshotBuilder.seriesLength {
            problems.append(prefix + "the series holds \(series.days.count) days")
        }
        let summaries = Dictionary(view.all.map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        if snapshot.habits.map(\.id) != view.all.sorted(by: { $0.position < $1.position }).map(\.habit.id) {
            problems.append(prefix + "the snapshot lists \(snapshot.habits.count) habits, Today \(view.all.count)")
        }
        for widget in snapshot.habits {
            guard let summary = summaries[widget.id] else { continue }
            let evaluation = summary.evaluation
            if widget.currentStreak != evaluation.currentStreak || widget.bestStreak != evaluation.bestStreak
                || abs(widget.currentScore - evaluation.score) > 1e-12
            {
                problems.append(
                    prefix + "\(widget.name): snapshot score \(widget.currentScore), streaks \(widget.currentStreak)/"
                        + "\(widget.bestStreak); Today \(evaluation.score), \(evaluation.currentStreak)/"
                        + "\(evaluation.bestStreak)")
            }
        }
        if snapshot.today.map(\.habit.id) != view.scheduled.map(\.habit.id) {
            problems.append(
                prefix + "the snapshot schedules \(snapshot.today.count) habits today, Today \(view.scheduled.count)")
        }
        for row in snapshot.today {
            guard let summary = summaries[row.habit.id] else { continue }
            if (row.status == .complete) != summary.isDoneToday || row.streak != summary.evaluation.currentStreak
                || row.scorePercent != summary.evaluation.scorePercent
                || abs(row.progress - summary.evaluation.value) > 1e-12
            {
                problems.append(
                    prefix + "\(row.habit.name): snapshot \(row.status.rawValue), progress \(row.progress), streak "
                        + "\(row.streak), \(row.scorePercent) %; Today done \(summary.isDoneToday), "
                        + "\(summary.evaluation.value), \(summary.evaluation.currentStreak), "
                        + "\(summary.evaluation.scorePercent) %")
            }
        }
        let completed = view.scheduled.filter(\.isDoneToday).count
        if snapshot.totalDueToday != view.scheduled.count || snapshot.completedToday != completed {
            problems.append(
                prefix + "the snapshot counts \(snapshot.completedToday)/\(snapshot.totalDueToday) done, Today "
                    + "\(completed)/\(view.scheduled.count)")
        }
        if snapshot.today.first(where: { $0.habit.id == habit.id })?.status != .complete {
            problems.append(prefix + "\(habit.name), just checked in, is not complete in the snapshot")
        }
        return problems
    }
}

extension Samples {
    /// Times `work` on the wall clock and in this thread's CPU time.
    static func time<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> (
        result: Result, wall: Duration, cpu: Duration
    ) {
        let clock = ContinuousClock()
        let cpuStart = threadCPUTime()
        let start = clock.now
        let result = try work()
        let wall = clock.now - start
        return (result, wall, threadCPUTime() - cpuStart)
    }
}

/// The snapshot measurements of one matrix.
struct SnapshotResult {
    let size: HabitMatrix.Size
    /// Active habits: what the snapshot lists.
    let activeHabits: Int
    /// Habits scheduled today.
    let scheduled: Int
    let records: Int
    /// The habit checked in.
    let habitName: String
    /// Whether the store is an earlier suite's (with its edits) rather than a fresh load.
    let reusedStore: Bool
    /// Rounds of each measurement, best kept.
    let rounds: Int
    /// `Tracker.complete(habit, on: today)`: the write, then the publish of the habit it touched.
    var checkIn = Samples()
    /// `Tracker.publishSnapshot()` with no file beside the database: a full rebuild, as every
    /// write published before issue 11.
    var publish = Samples()
    /// `Tracker.snapshotSeries()`: reading the store and building the seven days.
    var series = Samples()
    /// `SnapshotFile.write` of that series to another file: encode + atomic write.
    var floor = Samples()
    /// The encoding alone.
    var encode = Samples()
    /// `SnapshotFile.read` of the published file: what `todayView()` does on every Today to see
    /// whether the snapshot is from today.
    var read = Samples()
    /// `kado done HABIT`, end to end.
    var done = Samples()
    /// `kado --help`: process start.
    var help = Samples()
    /// `kado widget --format waybar`: a status-bar refresh, which reads the snapshot's brief only.
    var widget = Samples()
    /// `kado widget --habit ID`: one habit named, which reads the day's lists and decodes its lines.
    var widgetHabit = Samples()
    /// `kado stats ID`: the same reading, one sentence.
    var stats = Samples()
    /// The bytes `SnapshotFile.brief(at:)` reads of the published file.
    var briefBytes = 0
    /// The snapshot's size.
    var bytes = 0
    var problems: [String] = []
}

/// Everything the snapshot suite measured.
struct SnapshotRun {
    let results: [SnapshotResult]
    let kadoPath: String
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}
