import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

/// The issue-11 benchmarks of a check-in through the one use-case path, on each of the core sizes
/// (S, M, L by default), warm (checkpoints saved by a `kado today`): end to end, the release
/// `kado done` and `kado done` again (a day already done, which writes and publishes nothing),
/// against `kado --help` (the floor: starting the binary); in-process, `Tracker.checkIn(.done, …)`
/// with its publish, and the same check-in again.
struct UseCaseSuite {
    let workspace: Workspace

    /// Runs the check-in benchmarks on every size of the options.
    func run() throws(BenchmarkError) -> UseCaseRun {
        let loadBefore = StoreSuite.loadAverage()
        let kadoPath = try workspace.kadoPath()
        var results: [UseCaseResult] = []
        for size in workspace.options.sizes {
            let records = workspace.matrix(size).completions.count
            results.append(try measure(size, repeats: workspace.options.repeats ?? (records >= 1_000_000 ? 5 : 10)))
        }
        return UseCaseRun(
            results: results, kadoPath: kadoPath, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            today: HabitMatrix.defaultToday)
    }

    private func measure(_ size: HabitMatrix.Size, repeats: Int) throws(BenchmarkError) -> UseCaseResult {
        let (path, _, reused) = try workspace.loadedStore(size, by: "usecases")
        let matrix = workspace.matrix(size)
        let today = matrix.today
        let kado = try workspace.kadoProcess(database: path)
        try kado.run(["today"])
        let tracker = try Workspace.tracker(path: path, today: today)
        let view: TodayView
        do { view = try tracker.views.todayView() } catch {
            throw BenchmarkError("todayView() on \(size.name): \(error)")
        }
        guard
            let chosen = view.scheduled.first(where: { $0.habit.type == .binary && !$0.isDoneToday })?.habit
        else { throw BenchmarkError("no yes/no habit of \(size.name) is due and not done on \(today)") }
        let id = chosen.id.uuidString
        workspace.log("usecases: \(size.name): check-in of \"\(chosen.name)\" on \(today), ×\(repeats)…")
        var result = UseCaseResult(
            size: size, habits: matrix.habits.count, records: matrix.completions.count, habitName: chosen.name,
            reusedStore: reused, rounds: repeats)
        for _ in 0..<repeats {
            do {
                try tracker.checkIns.checkIn(.undo, habit: .id(chosen.id), day: today)
                let first = try Samples.time { () throws(AppError) in
                    try tracker.checkIns.checkIn(.done, habit: .id(chosen.id), day: today)
                }
                guard first.result.outcome == .recorded, first.result.summary.isDoneToday else {
                    throw BenchmarkError("checkIn(.done) on \(size.name) gave \(first.result.outcome)")
                }
                result.checkIn.add(first.wall, cpu: first.cpu)
                let again = try Samples.time { () throws(AppError) in
                    try tracker.checkIns.checkIn(.done, habit: .id(chosen.id), day: today)
                }
                guard again.result.outcome == .alreadyDone else {
                    throw BenchmarkError("checkIn(.done) again on \(size.name) gave \(again.result.outcome)")
                }
                result.checkInAgain.add(again.wall, cpu: again.cpu)
            } catch let error as BenchmarkError {
                throw error
            } catch {
                throw BenchmarkError("the in-process check-in on \(size.name) failed: \(error)")
            }
            try kado.run(["undo", id, "\(today)"])
            result.help.add(try kado.run(["--help"]))
            result.done.add(try kado.run(["done", id, "\(today)"]))
            result.doneAgain.add(try kado.run(["done", id, "\(today)"]))
        }
        return result
    }
}

/// The check-in measurements of one matrix.
struct UseCaseResult {
    let size: HabitMatrix.Size
    let habits: Int
    let records: Int
    let habitName: String
    let reusedStore: Bool
    let rounds: Int
    /// `Tracker.checkIn(.done, …)` after an untimed undo: the write, the summary, the publish.
    var checkIn = Samples()
    /// The same check-in again: nothing written, nothing published.
    var checkInAgain = Samples()
    /// `kado --help`: the floor.
    var help = Samples()
    /// `kado done HABIT DAY` after an untimed `kado undo`.
    var done = Samples()
    /// `kado done HABIT DAY` again.
    var doneAgain = Samples()
}

/// The check-in suite's results.
struct UseCaseRun {
    let results: [UseCaseResult]
    let kadoPath: String
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}
