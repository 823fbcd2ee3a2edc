import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Today with score checkpoints missing (after an import, or deleted): it walks whole histories
/// only within its budget (``Tracker/todayRebuildBudget``) and shows the rest with their scores
/// pending — never a wrong number — while the rebuild saves their checkpoints in batches; once
/// saved, every number is a full walk's.
@Suite("Tracker: Today's pending scores and the rebuild of missing checkpoints")
struct PendingScoreTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    var today: LogicalDay { day("2026-04-10") }
    var path: String { temporary.url.appendingPathComponent("kado.sqlite").path }

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-pending")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    /// Every kind of schedule and type, with a start set by hand and a cycle whose last done day
    /// lies before the records Today reads for a pending habit.
    static let drafts = [
        HabitDraft(name: "Daily"), HabitDraft(name: "Three a week", frequency: .daysPerWeek(3)),
        HabitDraft(name: "Mon Thu", frequency: .specificDays([.monday, .thursday])),
        HabitDraft(name: "Every 3 days", frequency: .everyNDays(3)),
        HabitDraft(name: "Every 9 days, quiet lately", frequency: .everyNDays(9)),
        HabitDraft(name: "Water", type: .counter(target: 8)),
        HabitDraft(name: "No sugar", type: .negative),
        HabitDraft(name: "Coffee", type: .atMost(target: 2)),
        HabitDraft(name: "Loop", frequency: .timesInDays(times: 3, days: 7), scoreModel: .loop),
        HabitDraft(name: "Since a day set by hand", startDay: day("2020-02-24")),
    ]

    /// The habits of `drafts`, created six years ago, each with a seeded random history up to
    /// today (the quiet one's stops a month ago), written straight into the store; today's widget
    /// snapshot written, and no checkpoint saved.
    func makeHabits(seed: UInt64) throws -> [Habit] {
        clock.set(instant("2020-03-01T08:00:00Z"))
        let habits = try Self.drafts.map { try tracker.habits.createHabit($0) }
        clock.set(instant("2026-04-10T10:00:00Z"))
        var generator = SeededGenerator(seed: seed)
        // A few records before the habits were created: the start of a habit to avoid moves back.
        let first = day("2020-02-20")
        var completions: [Completion] = []
        for (index, habit) in habits.enumerated() {
            let rate = 0.3 + 0.1 * Double(index % 5)
            let last = habit.name.hasSuffix("quiet lately") ? today.adding(days: -30) : today
            for offset in 0...first.days(to: last) where generator.chance(rate) {
                let date = first.adding(days: offset)
                let value: Double = habit.type.target == nil ? 1 : Double(generator.int(in: 0...9))
                completions.append(
                    Completion(habitID: habit.id, day: date, recordedAt: instant("\(date)T12:00:00Z"), value: value))
            }
        }
        try HabitStore(path: path, now: { Date() }).write { try $0.insert(contentsOf: completions) }
        // Today's widget snapshot written (it saves every checkpoint first), then the checkpoints
        // deleted: the cold Today the suite is about.
        tracker.todayRebuildBudget = nil
        _ = try tracker.views.todayView()
        try forgetCheckpoints(of: habits)
        return habits
    }

    /// A walk of `habit` from its first day over every record and skip, with no checkpoint.
    func fullTimeline(of habit: Habit) throws -> HabitTimeline {
        let store = try tracker.testStore
        return HabitTimeline(
            habit: habit, completions: try store.completions(of: habit.id), skips: try store.skips(of: habit.id),
            calendar: try tracker.calendar())
    }

    /// Deletes every habit's checkpoints, as a person might by hand.
    func forgetCheckpoints(of habits: [Habit]) throws {
        try HabitStore(path: path, now: { Date() }).write { writer in
            for habit in habits { try writer.forgetCheckpoint(of: habit.id) }
        }
        #expect(try habits.allSatisfy { try tracker.testStore.checkpointDays(of: $0.id).isEmpty })
    }

    /// Today's summary of a habit with its score pending tells exactly what a full walk tells of
    /// the day (due, outstanding, done, its value and amount, its list), and nothing else.
    func expectPendingMatchesFullWalk(_ summary: HabitSummary, _ comment: String) throws {
        let timeline = try fullTimeline(of: summary.habit)
        let full = timeline.evaluate(asOf: today)
        let name = "\(comment): \(summary.habit.name)"
        #expect(summary.isScorePending, "\(name)")
        #expect(summary.evaluation.isDue == full.isDue, "\(name)")
        #expect(summary.evaluation.isOutstanding == full.isOutstanding, "\(name)")
        #expect(summary.evaluation.isDone == full.isDone, "\(name)")
        #expect(summary.evaluation.value == full.value, "\(name)")
        #expect(summary.evaluation.streakUnit == full.streakUnit, "\(name)")
        #expect(summary.todayAmount == timeline.sum(on: today), "\(name)")
        #expect(summary.firstScheduledDay == timeline.effectiveStart, "\(name)")
        let loggedToday = summary.habit.type.recordsMeanDone && timeline.positiveRecords(on: today) > 0
        #expect(summary.isScheduledToday == (full.isDue || loggedToday), "\(name)")
    }

    /// Every Today summary not pending is a full walk's, number for number.
    func expectKnownMatchFullWalk(_ view: TodayView, _ comment: String) throws {
        for summary in view.all where !summary.isScorePending {
            #expect(
                summary.evaluation == (try fullTimeline(of: summary.habit)).evaluate(asOf: today),
                "\(comment): \(summary.habit.name)")
        }
    }

    @Test(
        "with no time to walk, every habit without a checkpoint is pending, its day's state exact",
        arguments: [
            0x70_656e as UInt64, 0x64_696e,
        ])
    func budgetZero(seed: UInt64) throws {
        let habits = try makeHabits(seed: seed)
        tracker.todayRebuildBudget = .zero
        let view = try tracker.views.todayView()
        #expect(view.all.count == habits.count)
        for summary in view.all { try expectPendingMatchesFullWalk(summary, "budget 0") }
        // Nothing was walked, so nothing was saved.
        #expect(try habits.allSatisfy { try tracker.testStore.checkpointDays(of: $0.id).isEmpty })
        // A habit that has checkpoints is walked from them, within any budget.
        tracker.todayRebuildBudget = nil
        _ = try tracker.views.todayView()
        tracker.todayRebuildBudget = .zero
        let again = try tracker.views.todayView()
        #expect(!again.all.contains { $0.isScorePending })
        try expectKnownMatchFullWalk(again, "budget 0 after a full Today")
    }

    @Test("with no limit, Today walks every habit whole, saves their checkpoints and leaves none pending")
    func unlimitedBudget() throws {
        let habits = try makeHabits(seed: 0x1)
        tracker.todayRebuildBudget = nil
        let view = try tracker.views.todayView()
        #expect(!view.all.contains { $0.isScorePending })
        try expectKnownMatchFullWalk(view, "no limit")
        #expect(try habits.allSatisfy { try !tracker.testStore.checkpointDays(of: $0.id).isEmpty })
    }

    @Test("the rebuild saves every missing checkpoint; then Today shows a full walk's numbers within no time")
    func rebuildCompletes() throws {
        let habits = try makeHabits(seed: 0x2)
        tracker.todayRebuildBudget = .zero
        #expect(try tracker.views.todayView().all.allSatisfy { $0.isScorePending })
        #expect(try tracker.views.rebuildMissingCheckpoints() == habits.count)
        let view = try tracker.views.todayView()
        #expect(!view.all.contains { $0.isScorePending })
        try expectKnownMatchFullWalk(view, "after the rebuild")
        // Nothing is left to rebuild.
        #expect(try tracker.views.rebuildMissingCheckpoints() == 0)
    }

    @Test("a rebuild cut between batches leaves each saved checkpoint a full walk's; the next one finishes")
    func cutRebuildIsConsistent() throws {
        let habits = try makeHabits(seed: 0x3)
        // Batches of one habit each, abandoned after the third: as a kill after three commits.
        var asked = 0
        let rebuilt = try tracker.views.rebuildMissingCheckpoints(
            batchTime: .zero,
            isAbandoned: {
                asked += 1
                return asked > 3
            })
        #expect(rebuilt == 3)
        let store = try tracker.testStore
        let saved = try habits.filter { try !store.checkpointDays(of: $0.id).isEmpty }
        #expect(saved.map(\.id) == habits.prefix(3).map(\.id), "in the habits' order")
        for habit in saved {
            let full = try fullTimeline(of: habit)
            for day in try store.checkpointDays(of: habit.id) {
                let checkpoint = try store.checkpoint(of: habit.id, before: day.adding(days: 1))
                let request = CheckpointRequest(before: day.adding(days: 1), latest: true, rungsFrom: nil)
                #expect(checkpoint == full.evaluate(asOf: today, taking: request).checkpoints.last, "\(habit.name)")
            }
        }
        tracker.todayRebuildBudget = .zero
        let view = try tracker.views.todayView()
        #expect(view.all.filter { $0.isScorePending }.count == habits.count - 3)
        try expectKnownMatchFullWalk(view, "after a cut rebuild")
        #expect(try tracker.views.rebuildMissingCheckpoints() == habits.count - 3)
        try expectKnownMatchFullWalk(try tracker.views.todayView(), "after the rest")
    }

    @Test("a rebuild finds another holding the lock and leaves the work to it")
    func oneRebuildAtATime() throws {
        let habits = try makeHabits(seed: 0x4)
        let lock = try tracker.system.locks.lock(
            FileLockRequest(path: path.replacingOccurrences(of: ".sqlite", with: ".rebuild-lock"), mode: .tryOnce))
        #expect(try tracker.views.rebuildMissingCheckpoints() == 0)
        #expect(try habits.allSatisfy { try tracker.testStore.checkpointDays(of: $0.id).isEmpty })
        lock.release()
        #expect(try tracker.views.rebuildMissingCheckpoints() == habits.count)
    }

    @Test("pending summaries are never kept for the other sessions; after the rebuild they are known")
    func pendingIsNotShared() throws {
        let habits = try makeHabits(seed: 0x5)
        let cache = TodaySummaryCache()
        tracker.views.shareTodaySummaries(cache)
        tracker.todayRebuildBudget = .zero
        #expect(try tracker.views.todayView().all.allSatisfy { $0.isScorePending })
        // A second tracker over the same file rebuilds, as `kado upkeep` or the web's thread.
        let other = try TrackerBuilder().clock(clock).open(at: path)
        #expect(try other.views.rebuildMissingCheckpoints() == habits.count)
        let view = try tracker.views.todayView()
        #expect(!view.all.contains { $0.isScorePending })
        try expectKnownMatchFullWalk(view, "shared cache after the rebuild")
    }

    @Test("a database only read walks every habit whole, whatever the budget: nothing could make a score known")
    func readOnlyWalksWhole() throws {
        let habits = try makeHabits(seed: 0x6)
        let reader = try TrackerBuilder().clock(clock).purpose(.reading).isWritable { _ in false }.open(at: path)
        #expect(reader.isReadOnly)
        reader.todayRebuildBudget = .zero
        let view = try reader.views.todayView()
        #expect(view.all.count == habits.count && !view.all.contains { $0.isScorePending })
        try expectKnownMatchFullWalk(view, "read-only")
    }
}
