import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoStore

/// Today's summaries kept in the database between commands (issue 35): a command whose database
/// is where the last Today left it reads them back instead of walking every habit; anything that
/// could change them — a change, another day, another time zone, another layout — computes them
/// again, and what is kept is always what a full computation gives.
@Suite("Today's summaries kept between commands")
struct KeptTodaySummariesTests {
    typealias Publisher = SnapshotPublisherTests

    /// A tracker as a new `kado` process opens it: nothing shared, nothing in memory.
    static func command(_ path: String, clock: TestClock, zone: String = "Europe/Paris") throws -> Tracker {
        try TrackerBuilder().timeZone(zone).clock(clock).open(at: path)
    }

    /// Today computed from every habit, never from what is kept.
    static func computed(_ tracker: Tracker) throws -> TodayView {
        let context = try tracker.context()
        let summaries = try tracker.views.summaries(
            of: try tracker.habits.all(), calendar: context.calendar, today: context.today)
        return TodayView(
            day: context.today, scheduled: summaries.filter(\.isScheduledToday),
            notScheduled: summaries.filter { !$0.isScheduledToday })
    }

    /// The summaries row, if any: its key and stamp.
    static func keptRow(_ tracker: Tracker) throws -> (key: String, stamp: String)? {
        let database = try Database(path: tracker.databasePath)
        return try database.query("SELECT key, stamp FROM today_summaries", []) { row in
            (key: try row[0] as String, stamp: try row[1] as String)
        }.first
    }

    /// A new database, in a folder of its own, with habits of every kind of schedule and a few
    /// weeks of records; its clock at the publisher tests' start.
    static func seededDatabase(seed: UInt64) throws -> (TemporaryFolder, String, TestClock) {
        let folder = try TemporaryFolder(prefix: "kado-kept-today")
        let path = folder.path("kado.sqlite")
        let clock = TestClock(Publisher.start)
        let tracker = try command(path, clock: clock)
        var random = SeededGenerator(seed: seed)
        for step in 0..<40 { _ = try Publisher.change(tracker, &random, step: step) }
        return (folder, path, clock)
    }

    @Test("the next command reads what the last Today kept, and it is what a full computation gives")
    func nextCommandReadsTheKeptSummaries() throws {
        let (folder, path, clock) = try Self.seededDatabase(seed: 7)
        defer { withExtendedLifetime(folder) {} }
        let first = try Self.command(path, clock: clock)
        #expect(try Self.keptRow(first) == nil)
        let shown = try first.views.todayView()
        #expect(shown == (try Self.computed(first)))
        let row = try #require(try Self.keptRow(first))
        #expect(row.stamp == (try first.work.store.lastChangeStamp()).description)

        let second = try Self.command(path, clock: clock)
        #expect(try second.views.todayView() == shown)

        // Kept summaries that differ from the computed ones are what the next command shows:
        // it read them, it did not walk the habits again.
        try Self.keepAltered(shown, score: 0.125, in: second)
        let third = try Self.command(path, clock: clock)
        #expect(try third.views.todayView().all.allSatisfy { $0.evaluation.score == 0.125 })
    }

    /// `view`'s summaries with every score set to `score`, kept at the database's stamp.
    static func keepAltered(_ view: TodayView, score: Double, in tracker: Tracker) throws {
        let context = try tracker.context()
        let altered = view.all.map { summary in
            let evaluation = summary.evaluation
            return HabitSummary(
                habit: summary.habit, position: summary.position,
                evaluation: HabitEvaluation(
                    day: evaluation.day, score: score, currentStreak: evaluation.currentStreak,
                    bestStreak: evaluation.bestStreak, streakUnit: evaluation.streakUnit,
                    streakDisplay: evaluation.streakDisplay, isDue: evaluation.isDue,
                    isOutstanding: evaluation.isOutstanding, value: evaluation.value, isDone: evaluation.isDone),
                todayAmount: summary.todayAmount, isScheduledToday: summary.isScheduledToday,
                firstScheduledDay: summary.firstScheduledDay, archiveDay: summary.archiveDay)
        }
        try tracker.work.store.writeCache { writer in
            try writer.keepTodaySummaries(
                KeptTodaySummaries(
                    key: TodaySummaryCoding.key(for: context), stamp: try tracker.work.store.lastChangeStamp(),
                    summaries: TodaySummaryCoding.encode(altered)))
        }
    }

    @Test("a change through the store names its habit: the next command computes that one again, and only it")
    func aCheckInComputesItsHabitAgain() throws {
        let (folder, path, clock) = try Self.seededDatabase(seed: 31)
        defer { withExtendedLifetime(folder) {} }
        let first = try Self.command(path, clock: clock)
        let read = try first.habits.createHabit(HabitDraft(name: "Read"))
        let shown = try first.views.todayView()
        try Self.keepAltered(shown, score: 0.125, in: first)
        let target = try #require(shown.all.first { $0.habit.id == read.id })
        #expect(!target.isDoneToday)

        _ = try Self.command(path, clock: clock).checkIns.complete(target.habit, on: Publisher.today)
        let after = try Self.command(path, clock: clock).views.todayView()
        // The others were read back as kept; the habit checked in was computed again.
        for summary in after.all where summary.habit.id != target.habit.id {
            #expect(summary.evaluation.score == 0.125, "\(summary.habit.name)")
        }
        let computed = try Self.computed(try Self.command(path, clock: clock))
        let checked = try #require(after.all.first { $0.habit.id == target.habit.id })
        #expect(checked.isDoneToday)
        #expect(checked == computed.all.first { $0.habit.id == target.habit.id })
        // And kept so: the row is at the new stamp, with nothing left to compute again.
        let row = try #require(try Self.keptRow(first))
        #expect(row.stamp == (try first.work.store.lastChangeStamp()).description)
        let kept = try first.work.store.keptTodaySummaries(at: try first.work.store.lastChangeStamp(), key: row.key)
        #expect(kept?.touched.isEmpty == true)

        // A change that did not come through the store's writes (the clock moved as a sync
        // moves it) leaves the row behind: every habit is computed again.
        try Self.keepAltered(after, score: 0.25, in: first)
        let database = try Database(path: path)
        let stamp = try first.work.store.lastChangeStamp()
        try database.execute(
            "UPDATE device SET value = ? WHERE key = 'clock'",
            [HybridLogicalClock(milliseconds: stamp.milliseconds + 1_000, counter: 0).description])
        #expect(try Self.command(path, clock: clock).views.todayView() == computed)
    }

    @Test(
        "after any change, on another day or in another zone, Today is computed again",
        arguments: [11, 12, 13] as [UInt64])
    func changesComputeAgain(seed: UInt64) throws {
        let (folder, path, clock) = try Self.seededDatabase(seed: seed)
        defer { withExtendedLifetime(folder) {} }
        var random = SeededGenerator(seed: seed)
        var steps: [String] = []
        for step in 0..<40 {
            switch random.int(in: 0...5) {
            case 0:
                clock.advance(by: TimeInterval(random.int(in: 1...30) * 3_600))
                steps.append("clock on")
            case 1:
                steps.append("no change")
            default:
                steps.append(try Publisher.change(try Self.command(path, clock: clock), &random, step: step))
            }
            let zone = random.int(in: 0...3) == 0 ? "Pacific/Auckland" : "Europe/Paris"
            let reader = try Self.command(path, clock: clock, zone: zone)
            let shown = try reader.views.todayView()
            let expected = try Self.computed(try Self.command(path, clock: clock, zone: zone))
            #expect(shown == expected, "seed \(seed), \(zone): \(steps.joined(separator: "; "))")
            // What is kept is that answer, at the database's stamp, for that day and zone.
            let row = try #require(try Self.keptRow(reader))
            #expect(row.key == TodaySummaryCoding.key(for: try reader.context()))
            #expect(row.stamp == (try reader.work.store.lastChangeStamp()).description)
        }
    }

    @Test(
        "a damaged, cut or foreign row is no summaries: Today computes them again",
        arguments: ["empty", "cut", "version", "longer", "other habits"])
    func damagedRowsAreComputedAgain(damage: String) throws {
        let (folder, path, clock) = try Self.seededDatabase(seed: 21)
        defer { withExtendedLifetime(folder) {} }
        let tracker = try Self.command(path, clock: clock)
        let expected = try tracker.views.todayView()
        var bytes = [UInt8](TodaySummaryCoding.encode(expected.all))
        switch damage {
        case "empty": bytes = []
        case "cut": bytes.removeLast(bytes.count / 3)
        case "version": bytes[0] = TodaySummaryCoding.layoutVersion + 1
        case "longer": bytes.append(0)
        default: bytes = [UInt8](TodaySummaryCoding.encode(Array(expected.all.reversed())))
        }
        let context = try tracker.context()
        try tracker.work.store.writeCache { writer in
            try writer.keepTodaySummaries(
                KeptTodaySummaries(
                    key: TodaySummaryCoding.key(for: context), stamp: try tracker.work.store.lastChangeStamp(),
                    summaries: Data(bytes)))
        }
        #expect(TodaySummaryCoding.decode(Data(bytes), habits: try tracker.habits.all()) == nil)
        #expect(try Self.command(path, clock: clock).views.todayView() == expected)
    }

    @Test("scores left pending are never kept, and a read-only database keeps nothing")
    func pendingAndReadOnlyKeepNothing() throws {
        let folder = try TemporaryFolder(prefix: "kado-kept-today")
        let path = folder.path("kado.sqlite")
        let clock = TestClock(Publisher.start)
        let tracker = try Self.command(path, clock: clock)
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        for offset in stride(from: 30, through: 400, by: 2) {
            _ = try tracker.checkIns.complete(habit, on: Publisher.today.adding(days: -offset))
        }
        try tracker.work.store.write { writer in try writer.database.execute("DELETE FROM score_checkpoints") }
        let pending = try Self.command(path, clock: clock)
        pending.todayRebuildBudget = .zero
        #expect(try pending.views.todayView().all.contains(where: \.isScorePending))
        #expect(try Self.keptRow(pending) == nil)

        // A database that cannot be written (the check that chooses the read-only open says so).
        let reader = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).purpose(.reading)
            .isWritable { _ in false }.open(at: path)
        #expect(reader.isReadOnly)
        #expect(try reader.views.todayView() == (try Self.computed(reader)))
        #expect(try Self.keptRow(reader) == nil)
    }
}
