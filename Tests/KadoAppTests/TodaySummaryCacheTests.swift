import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Today's summaries shared by the trackers of one process (the web app's sessions): after any
/// sequence of changes — made by a tracker that shares them, by one that does not (another
/// process, a sync), across day rollovers and settings changes — Today is the one a tracker
/// computing every habit shows, and a check-in by a sharing tracker computes one habit again.
@Suite("Today's shared summaries")
struct TodaySummaryCacheTests {
    typealias Publisher = SnapshotPublisherTests

    static func tracker(_ path: String, clock: TestClock, sharing cache: TodaySummaryCache?) throws -> Tracker {
        let tracker = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(at: path)
        if let cache { tracker.views.shareTodaySummaries(cache) }
        return tracker
    }

    @Test(
        "after any sequence of changes, Today is the one computed from every habit", arguments: [3, 5, 8] as [UInt64])
    func alwaysTheFullComputation(seed: UInt64) throws {
        let folder = try TemporaryFolder(prefix: "kado-today-cache")
        let path = folder.path("kado.sqlite")
        let clock = TestClock(Publisher.start)
        let cache = TodaySummaryCache()
        let sessions = try (0..<2).map { _ in try Self.tracker(path, clock: clock, sharing: cache) }
        let outsider = try Self.tracker(path, clock: clock, sharing: nil)
        for index in 0..<6 {
            let habit = try outsider.habits.createHabit(HabitDraft(name: "Start \(index)"))
            _ = try outsider.checkIns.complete(habit, on: Publisher.today)
        }
        var random = SeededGenerator(seed: seed)
        var steps: [String] = []
        for step in 0..<80 {
            let writer: Tracker
            var prefix = ""
            switch random.int(in: 0...9) {
            case 0:
                writer = outsider
                prefix = "outside: "
            case 1:
                clock.advance(by: TimeInterval(random.int(in: 1...20) * 3_600))
                writer = sessions[0]
                prefix = "clock on, then "
            case 2:
                let week: Weekday = random.int(in: 0...1) == 0 ? .sunday : .monday
                try sessions[1].preferences.setWeekStart(week)
                writer = sessions[1]
                prefix = "week starts on \(week), then "
            default:
                writer = sessions[random.int(in: 0...1)]
            }
            steps.append(prefix + (try Publisher.change(writer, &random, step: step)))
            let reader = sessions[random.int(in: 0...1)]
            let expected = try Self.tracker(path, clock: clock, sharing: nil).views.todayView()
            #expect(try reader.views.todayView() == expected, "seed \(seed): \(steps.joined(separator: "; "))")
        }
        #expect(cache.counts.reused > 0)
    }

    @Test("a check-in from one session computes one habit again for the other")
    func oneHabitComputedAgain() throws {
        let folder = try TemporaryFolder(prefix: "kado-today-cache")
        let path = folder.path("kado.sqlite")
        let clock = TestClock(Publisher.start)
        let cache = TodaySummaryCache()
        let first = try Self.tracker(path, clock: clock, sharing: cache)
        let second = try Self.tracker(path, clock: clock, sharing: cache)
        let habits = try (0..<20).map { try first.habits.createHabit(HabitDraft(name: "Habit \($0)")) }
        _ = try second.views.todayView()
        #expect(cache.counts == (0, 0))

        _ = try first.checkIns.complete(habits[7], on: Publisher.today)
        let view = try second.views.todayView()
        #expect(cache.counts == (1, 19))
        #expect(view.all.first { $0.habit.id == habits[7].id }?.isDoneToday == true)
        #expect(view == (try Self.tracker(path, clock: clock, sharing: nil).views.todayView()))

        // Nothing changed: every summary is reused as it is.
        _ = try first.views.todayView()
        #expect(cache.counts == (1, 39))

        // A change the cache was not told of (another process) computes every habit again.
        let outsider = try Self.tracker(path, clock: clock, sharing: nil)
        _ = try outsider.checkIns.complete(habits[3], on: Publisher.today)
        let afterOutsider = try first.views.todayView()
        #expect(cache.counts == (1, 39))
        #expect(afterOutsider.all.first { $0.habit.id == habits[3].id }?.isDoneToday == true)
    }

    @Test("a summary reused from the cache is a copy of the kept one; equal summaries are equal whatever made them")
    func copiesAreKnownWithoutComparing() throws {
        let folder = try TemporaryFolder(prefix: "kado-today-cache")
        let path = folder.path("kado.sqlite")
        let clock = TestClock(Publisher.start)
        let cache = TodaySummaryCache()
        let first = try Self.tracker(path, clock: clock, sharing: cache)
        let second = try Self.tracker(path, clock: clock, sharing: cache)
        let habits = try (0..<6).map { try first.habits.createHabit(HabitDraft(name: "Habit \($0)")) }
        let before = try first.views.todayView().all
        _ = try first.checkIns.complete(habits[2], on: Publisher.today)
        let after = try second.views.todayView().all
        #expect(after.count == before.count)
        for (old, new) in zip(before, after) {
            let isChecked = new.habit.id == habits[2].id
            #expect(new.isCopy(of: old) == !isChecked, "\(new.habit.name)")
            #expect((new == old) == !isChecked, "\(new.habit.name)")
        }
        // Computed by a tracker that shares nothing: equal, hashing alike, but not copies.
        let alone = try Self.tracker(path, clock: clock, sharing: nil).views.todayView().all
        #expect(alone == after)
        #expect(Set(alone) == Set(after))
        #expect(zip(alone, after).allSatisfy { !$0.isCopy(of: $1) })
        // A copy changed is no longer a copy, though it is changed back.
        var changed = after[0]
        #expect(changed.isCopy(of: after[0]))
        changed.isScorePending.toggle()
        #expect(!changed.isCopy(of: after[0]) && changed != after[0])
        changed.isScorePending.toggle()
        #expect(!changed.isCopy(of: after[0]) && changed == after[0])
    }
}
