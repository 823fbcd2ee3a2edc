import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A screen that answers a key draws the change before the widget snapshot follows it
/// (`Tracker.publishingSnapshotAfterwards`): while it draws nothing is published and the
/// publishers' lock is held, and afterwards the file is, byte for byte, the full rebuild, made by
/// a single publish for every change of the scope.
@Suite("The widget snapshot published after the screen is drawn")
struct DeferredSnapshotTests {
    @Test(
        "any changes in a scope end in the full rebuild, published once, after the screen",
        arguments: Array(1...6) as [UInt64])
    func changesThenOnePublish(seed: UInt64) throws {
        let clock = TestClock(SnapshotPublisherTests.start)
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            var random = SeededGenerator(seed: seed)
            for index in 0..<4 { try tracker.habits.createHabit(HabitDraft(name: "Start \(index)")) }
            var steps: [String] = []
            for round in 0..<15 {
                let before = FileManager.default.contents(atPath: tracker.widget.snapshotPath)
                let published = tracker.snapshotPublishes
                var drawn = false
                try tracker.widget.publishingSnapshotAfterwards(
                    { () throws(AppError) in
                        do {
                            for step in 0..<random.int(in: 1...3) {
                                steps.append(
                                    try SnapshotPublisherTests.change(tracker, &random, step: round * 3 + step))
                            }
                        } catch let error as AppError {
                            throw error
                        } catch {
                            throw .unexpected("\(error)")
                        }
                    },
                    meanwhile: {
                        drawn = true
                        #expect(SnapshotFile.holdsLock(beside: tracker.widget.snapshotPath))
                        #expect(FileManager.default.contents(atPath: tracker.widget.snapshotPath) == before)
                        #expect(tracker.snapshotPublishes == published)
                    })
                #expect(drawn)
                #expect(!SnapshotFile.holdsLock(beside: tracker.widget.snapshotPath))
                let publishes = tracker.snapshotPublishes
                let count = { (counts: SnapshotPublishCounts) in counts.spliced + counts.reusing + counts.rebuilt }
                #expect(count(publishes) - count(published) <= 1, "seed \(seed): one publish for the scope")
                try SnapshotPublisherTests.expectFullRebuild(
                    tracker, "seed \(seed), after: " + steps.joined(separator: "; "))
            }
        }
    }

    @Test("several check-ins of a scope are spliced into the file in one publish")
    func checkInsSpliceOnce() throws {
        let clock = TestClock(SnapshotPublisherTests.start)
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            let habits = try (0..<3).map { try tracker.habits.createHabit(HabitDraft(name: "Habit \($0)")) }
            let before = tracker.snapshotPublishes
            try tracker.widget.publishingSnapshotAfterwards(
                { () throws(AppError) in
                    for habit in habits { _ = try tracker.checkIns.checkIn(.done, habit: .id(habit.id)) }
                }, meanwhile: {})
            #expect(tracker.snapshotPublishes.spliced == before.spliced + 1)
            #expect(tracker.snapshotPublishes.rebuilt == before.rebuilt)
            try SnapshotPublisherTests.expectFullRebuild(tracker, "three check-ins")
        }
    }

    @Test("a change that fails after one that was made: the screen is drawn, the made one published, the error thrown")
    func failureAfterAChange() throws {
        let clock = TestClock(SnapshotPublisherTests.start)
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            var drawn = false
            #expect(throws: AppError.habitNotFound("Nowhere", suggestion: nil)) {
                try tracker.widget.publishingSnapshotAfterwards(
                    { () throws(AppError) in
                        _ = try tracker.checkIns.checkIn(.done, habit: .id(read.id))
                        _ = try tracker.checkIns.checkIn(.done, habit: .text("Nowhere"))
                    }, meanwhile: { drawn = true })
            }
            #expect(drawn)
            #expect(!SnapshotFile.holdsLock(beside: tracker.widget.snapshotPath))
            try SnapshotPublisherTests.expectFullRebuild(tracker, "a check-in, then a habit not found")
            #expect(try tracker.views.dayEntry(of: read, on: SnapshotPublisherTests.today).amount == 1)
        }
    }

    @Test("a scope inside a scope publishes with the outer one")
    func nested() throws {
        let clock = TestClock(SnapshotPublisherTests.start)
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            let before = FileManager.default.contents(atPath: tracker.widget.snapshotPath)
            var order: [String] = []
            try tracker.widget.publishingSnapshotAfterwards(
                { () throws(AppError) in
                    try tracker.widget.publishingSnapshotAfterwards(
                        { () throws(AppError) in _ = try tracker.checkIns.checkIn(.done, habit: .id(read.id)) },
                        meanwhile: { order.append("inner") })
                    #expect(FileManager.default.contents(atPath: tracker.widget.snapshotPath) == before)
                }, meanwhile: { order.append("outer") })
            #expect(order == ["inner", "outer"])
            try SnapshotPublisherTests.expectFullRebuild(tracker, "nested scopes")
        }
    }
}
