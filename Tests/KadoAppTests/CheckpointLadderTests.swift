import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// A habit's ladder of score checkpoints (the latest, and one a quarter back five years): every
/// view resumes from the latest one before the first day it needs, and its numbers are exactly a
/// walk's from the first day, through edits before, between and after the checkpoints.
@Suite("Tracker: the ladder of score checkpoints")
struct CheckpointLadderTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    var today: LogicalDay { day("2026-04-10") }
    var path: String { folder.appendingPathComponent("kado.sqlite").path }

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-ladder")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    static let drafts = [
        HabitDraft(name: "Daily"), HabitDraft(name: "Three a week", frequency: .daysPerWeek(3)),
        HabitDraft(name: "Mon Thu", frequency: .specificDays([.monday, .thursday])),
        HabitDraft(name: "Every 3 days", frequency: .everyNDays(3)),
        HabitDraft(name: "Water", type: .counter(target: 8)),
        HabitDraft(name: "No sugar", type: .negative),
        HabitDraft(name: "Loop", frequency: .timesInDays(times: 3, days: 7), scoreModel: .loop),
    ]

    /// The habits of `drafts`, created six years ago, each with a seeded random history up to
    /// today (written straight into the store: thousands of check-ins one by one would be slow).
    func makeHabits(seed: UInt64) throws -> [Habit] {
        clock.set(instant("2020-03-01T08:00:00Z"))
        let habits = try Self.drafts.map { try tracker.habits.createHabit($0) }
        clock.set(instant("2026-04-10T10:00:00Z"))
        var generator = SeededGenerator(seed: seed)
        let first = day("2020-03-01")
        var completions: [Completion] = []
        var skips: [Skip] = []
        for (index, habit) in habits.enumerated() {
            let rate = 0.3 + 0.1 * Double(index % 5)
            for offset in 0...first.days(to: today) where generator.chance(rate) {
                let date = first.adding(days: offset)
                let value: Double = index == 4 ? Double(generator.int(in: 1...10)) : 1
                completions.append(
                    Completion(habitID: habit.id, day: date, recordedAt: instant("\(date)T12:00:00Z"), value: value))
            }
            let pause = first.adding(days: generator.int(in: 100...2000))
            let days = try DayRange(from: pause, through: pause.adding(days: generator.int(in: 0...20)))
            skips.append(Skip(habitID: habit.id, days: days))
        }
        let writer = try HabitStore(path: path, now: { Date() })
        try writer.write { store in
            try store.insert(contentsOf: completions)
            try store.insert(contentsOf: skips)
        }
        return habits
    }

    /// A walk of `habit` from its first day over every record and skip, with no checkpoint.
    func fullTimeline(of habit: Habit) throws -> HabitTimeline {
        let store = try tracker.testStore
        return HabitTimeline(
            habit: habit, completions: try store.completions(of: habit.id), skips: try store.skips(of: habit.id),
            calendar: try tracker.calendar())
    }

    /// Every view's numbers against a walk from the first day: the terminal's week and month
    /// views (as long as they go), the full report's, the Overview and Today.
    func expectViewsMatchFullWalks(_ habits: [Habit], _ comment: String) throws {
        for (period, counts) in [(StatisticsPeriod.week, [8, 32, 53]), (.month, [6, 32, 53])] {
            for count in counts {
                let full = try tracker.views.report(by: period, count: count)
                let shown = try tracker.views.gridPeriods(of: habits, by: period, count: count)
                #expect(shown.starts == full.starts)
                for row in shown.rows {
                    let expected = try #require(full.rows.first { $0.summary.habit.id == row.summary.habit.id })
                    let name = "\(comment): \(row.summary.habit.name), \(count) \(period)s"
                    #expect(row.periods == expected.periods, "\(name)")
                    #expect(row.scores == expected.scores, "\(name)")
                    #expect(row.summary == expected.summary, "\(name)")
                }
            }
        }
        let overview = try tracker.views.overview(days: 366)
        for (row, summary) in zip(overview.rows, overview.summaries) {
            let timeline = try fullTimeline(of: row.habit)
            #expect(row.cells == timeline.cells(from: overview.days[0], through: today, asOf: today), "\(comment)")
            #expect(summary.evaluation == timeline.evaluate(asOf: today), "\(comment): \(row.habit.name)")
        }
        for summary in try tracker.views.todayView().all {
            #expect(
                summary.evaluation == (try fullTimeline(of: summary.habit)).evaluate(asOf: today),
                "\(comment): Today of \(summary.habit.name)")
        }
    }

    /// What Today leaves saved: every rung from four years back to six weeks ago, at most one
    /// other checkpoint (the newest), and no more than the store's bound.
    func expectFullLadder(of habit: Habit, _ comment: String) throws {
        let days = try tracker.testStore.checkpointDays(of: habit.id)
        let weekStart = try tracker.calendar().weekStart
        var expected: [LogicalDay] = []
        var rung = day("2022-04-10")
        while rung < today.adding(days: -42) {
            if WalkCheckpoint.isRung(rung, weekStart: weekStart) { expected.append(rung) }
            rung = rung.adding(days: 1)
        }
        #expect(Set(expected).isSubset(of: Set(days)), "\(comment): \(habit.name) has \(days)")
        #expect(days.count <= StoreWriter.checkpointRungs + 1, "\(comment)")
        let others = days.filter { !WalkCheckpoint.isRung($0, weekStart: weekStart) }
        #expect(others.count <= 1 && others.allSatisfy { $0 == days.last }, "\(comment): \(others)")
    }

    /// Every checkpoint saved for `habit` is the state a walk from its first day has on that day.
    func expectCheckpointsMatchFullWalk(of habit: Habit, _ comment: String) throws {
        let store = try tracker.testStore
        let full = try fullTimeline(of: habit)
        for saved in try store.checkpointDays(of: habit.id) {
            let checkpoint = try store.checkpoint(of: habit.id, before: saved.adding(days: 1))
            let request = CheckpointRequest(before: saved.adding(days: 1), latest: true, rungsFrom: nil)
            #expect(checkpoint == full.evaluate(asOf: today, taking: request).checkpoints.last, "\(comment): \(saved)")
        }
    }

    @Test("Today saves each habit's ladder, and every view resumes from it with a full walk's numbers")
    func ladderIsSavedAndExact() throws {
        let habits = try makeHabits(seed: 0x6c61_6464)
        #expect(try habits.allSatisfy { try tracker.testStore.checkpointDays(of: $0.id).isEmpty })
        _ = try tracker.views.todayView()
        for habit in habits {
            try expectFullLadder(of: habit, "first Today")
            try expectCheckpointsMatchFullWalk(of: habit, "first Today")
        }
        try expectViewsMatchFullWalks(habits, "first Today")
    }

    @Test(
        "an edit before, between or after the checkpoints drops those from its day on; the numbers stay exact",
        arguments: [0x1_5eed as UInt64, 0x2_5eed])
    func editsKeepNumbersExact(seed: UInt64) throws {
        let habits = try makeHabits(seed: seed)
        _ = try tracker.views.todayView()
        var generator = SeededGenerator(seed: seed ^ 0xed17)
        // An edit on a rung, between two, after the latest, before the oldest, then random days.
        let saved = try tracker.testStore.checkpointDays(of: habits[0].id)
        var days = [saved[3], saved[5].adding(days: 20), today.adding(days: -3), day("2020-06-01")]
        for _ in 0..<2 { days.append(today.adding(days: -generator.int(in: 1...1800))) }
        for (step, date) in days.enumerated() {
            let picked = generator.element(of: habits)
            let habit = try #require(picked)
            let others = try habits.filter { $0.id != habit.id }.map { try tracker.testStore.checkpointDays(of: $0.id) }
            if habit.type.kind == .counter {
                try tracker.checkIns.checkIn(.add(Double(generator.int(in: 1...3))), habit: .id(habit.id), day: date)
            } else {
                let isDone = try tracker.testStore.completions(of: habit.id).contains { $0.day == date }
                try tracker.checkIns.checkIn(isDone ? .undo : .done, habit: .id(habit.id), day: date)
            }
            // The check-in dropped the habit's checkpoints from its day on and saved the ladder
            // again from the one before: each is exactly a full walk's state on its day.
            try expectCheckpointsMatchFullWalk(of: habit, "edit \(step) on \(date)")
            #expect(
                try habits.filter { $0.id != habit.id }.map { try tracker.testStore.checkpointDays(of: $0.id) }
                    == others, "other habits keep theirs")
            try expectViewsMatchFullWalks(habits, "after edit \(step) on \(date)")
            for habit in habits { try expectFullLadder(of: habit, "after edit \(step)") }
        }
        // Undoing the last change forgets that habit's checkpoints; the next Today saves them again.
        _ = try tracker.history.undoLastChange()
        try expectViewsMatchFullWalks(habits, "after undo")
        for habit in habits { try expectFullLadder(of: habit, "after undo") }
    }

    @Test("a read that changes nothing writes nothing, and a read-only database is never written")
    func readsWriteNothing() throws {
        let habits = try makeHabits(seed: 0x7ead)
        _ = try tracker.views.todayView()
        // One connection watching: its version changes with any commit of another.
        let watcher = try tracker.testStore
        let version = try watcher.version()
        let saved = try habits.map { try watcher.checkpointDays(of: $0.id) }
        _ = try tracker.views.todayView()
        _ = try tracker.views.gridPeriods(of: habits, by: .month, count: 53)
        _ = try tracker.views.overview(days: 100)
        #expect(try watcher.version() == version)
        #expect(try habits.map { try tracker.testStore.checkpointDays(of: $0.id) } == saved)

        // With a habit's checkpoints gone, a read-only tracker reads right and saves none back.
        try HabitStore(path: path, now: { Date() }).write { try $0.forgetCheckpoint(of: habits[0].id) }
        let edited = try watcher.version()
        #expect(try watcher.checkpointDays(of: habits[0].id).isEmpty)
        let reader = try TrackerBuilder().clock(clock).purpose(.reading).isWritable { _ in false }.open(at: path)
        #expect(reader.isReadOnly)
        let summary = try #require(try reader.views.todayView().all.first { $0.habit.id == habits[0].id })
        #expect(summary.evaluation == (try fullTimeline(of: habits[0])).evaluate(asOf: today))
        _ = try reader.views.gridPeriods(of: habits, by: .week, count: 53)
        #expect(try watcher.version() == edited)
        #expect(try watcher.checkpointDays(of: habits[0].id).isEmpty)
    }
}
