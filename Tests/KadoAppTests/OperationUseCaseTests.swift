import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoStore

/// A device's offline queue applied through ``OperationUseCases``: each operation once, however
/// often it is sent, by the check-in rules, for its own day; refusals said and remembered; a
/// failing database keeps nothing of the batch.
@Suite("Operations from an offline queue, exactly once")
struct OperationUseCaseTests {
    let temporary: TemporaryFolder
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    var today: LogicalDay { day("2026-04-10") }

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-operations")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    /// An operation made now (by the test clock) on `habit`, for `day` (today by default).
    func operation(_ kind: QueuedOperation.Kind, on habit: Habit, day: LogicalDay? = nil, id: UUID = UUID())
        -> QueuedOperation
    {
        QueuedOperation(id: id, habitID: habit.id, day: day ?? today, madeAt: clock.now, kind: kind)
    }

    /// Applies `operations`, wording each refusal as its reason and the domain's field.
    @discardableResult
    func apply(_ operations: [QueuedOperation]) throws -> [OperationAnswer] {
        try tracker.operations.apply(operations) { reason, error in "\(reason.rawValue): \(error.field ?? "-")" }
    }

    /// The day's total of `habit` as stored.
    func total(_ habit: Habit, on day: LogicalDay? = nil) throws -> Double {
        try tracker.testStore.completions(of: habit.id).filter { $0.day == (day ?? today) }.reduce(0) {
            $0 + max(0, $1.value)
        }
    }

    /// How many operation ids the database remembers.
    func remembered() throws -> Int {
        try tracker.work.store.database.scalar("SELECT count(*) FROM applied_operations", as: Int.self) ?? -1
    }

    /// The refusal of `answer`, or `nil`.
    func refusal(_ answer: OperationAnswer?) -> OperationRefusal? {
        if case .refused(let refusal)? = answer { return refusal }
        return nil
    }

    @Test("a batch is applied once; the same batch sent again changes nothing and says so")
    func exactlyOnce() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let batch = [
            operation(.done, on: read), operation(.add(2), on: water), operation(.note("a good day"), on: read),
        ]
        #expect(try apply(batch) == [.applied, .applied, .applied])
        let records = try tracker.testStore.allCompletions()
        #expect(try total(water) == 2)
        #expect(try tracker.testStore.completions(of: read.id).first?.note == "a good day")

        // The answer was lost: the device sends the same batch again.
        #expect(try apply(batch) == [.alreadyApplied, .alreadyApplied, .alreadyApplied])
        #expect(try tracker.testStore.allCompletions() == records)
        #expect(try remembered() == 3)
    }

    @Test("a counter tapped three times offline is 3, even when the queue is sent twice, in parts")
    func counterTappedThreeTimes() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let taps = (0..<3).map { _ in operation(.increase, on: water) }
        #expect(try apply(taps) == [.applied, .applied, .applied])
        #expect(try apply(taps) == [.alreadyApplied, .alreadyApplied, .alreadyApplied])
        // An answer lost after the first tap only: the queue's three arrive again, with a fourth.
        let fourth = operation(.increase, on: water)
        #expect(try apply([taps[0], fourth]) == [.alreadyApplied, .applied])
        #expect(try total(water) == 4)
    }

    @Test("an id given twice in one batch is applied once")
    func duplicateInOneBatch() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let tap = operation(.add(1), on: water)
        #expect(try apply([tap, tap]) == [.applied, .alreadyApplied])
        #expect(try total(water) == 1)
    }

    @Test("an operation for a habit deleted or archived meanwhile is refused, and refused again when resent")
    func deletedAndArchived() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        let toRead = operation(.done, on: read)
        let toWalk = operation(.done, on: walk)
        try tracker.habits.delete(read)
        _ = try tracker.habits.archive(walk)
        let answers = try apply([toRead, toWalk])
        #expect(refusal(answers.first)?.reason == .habitDeleted)
        #expect(refusal(answers.first)?.message == "habitDeleted: -")
        #expect(refusal(answers.last)?.reason == .habitArchived)
        #expect(refusal(answers.last)?.habit == "Walk")
        #expect(try tracker.testStore.allCompletions().isEmpty)
        // Brought back, the habit still does not take the operation refused before: the same id
        // gets the same answer.
        _ = try tracker.habits.unarchive(walk)
        #expect(try apply([toRead, toWalk]) == answers)
        #expect(try tracker.testStore.completions(of: walk.id).isEmpty)
    }

    @Test("an operation that no longer fits the habit's type is refused as a changed type")
    func typeChanged() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let done = operation(.done, on: read)
        try tracker.habits.editHabit(read) { $0.type = .counter(target: 3) }
        let answer = try apply([done])
        #expect(refusal(answer.first)?.reason == .typeChanged)
        #expect(refusal(answer.first)?.habit == "Read")
    }

    @Test("made at 23:50 and sent at 00:10, a check-in counts for the day it was made, at the time it was made")
    func madeBeforeMidnight() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        clock.set(instant("2026-04-10T23:50:00Z"))
        let batch = [operation(.done, on: read), operation(.add(3), on: water)]
        clock.set(instant("2026-04-11T00:10:00Z"))
        #expect(try tracker.today() == day("2026-04-11"))
        #expect(try apply(batch) == [.applied, .applied])
        let record = try #require(try tracker.testStore.completions(of: read.id).first)
        #expect(record.day == day("2026-04-10"))
        #expect(record.recordedAt == instant("2026-04-10T23:50:00Z"))
        #expect(try total(water, on: day("2026-04-10")) == 3)
        #expect(try total(water, on: day("2026-04-11")) == 0)
    }

    @Test("an invalid value or a day after today is refused naming the field, and the refusal is remembered")
    func malformed() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let negative = operation(.set(-3), on: water)
        let infinite = operation(.add(.infinity), on: water)
        let tomorrow = operation(.add(1), on: water, day: today.adding(days: 1))
        let longNote = operation(.note(String(repeating: "x", count: Completion.maximumNoteLength + 1)), on: water)
        let answers = try apply([negative, infinite, tomorrow, longNote])
        #expect(answers.map { refusal($0)?.reason } == [.invalidValue, .invalidValue, .dayOutOfRange, .invalidValue])
        #expect(answers.map { refusal($0)?.field } == ["value", "value", "day", "note"])
        #expect(refusal(answers[0])?.message == "invalidValue: VALUE")
        #expect(try tracker.testStore.allCompletions().isEmpty)
        #expect(try remembered() == 4)
        #expect(try apply([negative, infinite, tomorrow, longNote]) == answers)
    }

    @Test("a rule only the day's records tell (a timer above 24 hours) refuses that operation alone")
    func refusedAfterWriting() throws {
        let timer = try tracker.habits.createHabit(HabitDraft(name: "Practice", type: .timer(targetSeconds: 1_800)))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let answers = try apply([
            operation(.add(1_000), on: timer), operation(.add(1_000), on: timer), operation(.add(1), on: water),
        ])
        #expect(answers[0] == .applied)
        #expect(refusal(answers[1])?.reason == .invalidValue)
        #expect(answers[2] == .applied)
        #expect(try total(timer) == 1_000 * 60)
        #expect(try total(water) == 1)
    }

    @Test("a database failing midway keeps nothing of the batch; sent again, the batch is applied whole")
    func failureMidBatch() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let batch = (0..<6).map { _ in operation(.increase, on: water) }
        // The fourth id to be remembered fails, as a full disk or an I/O error would.
        let database = tracker.work.store.database
        try database.execute(
            sql: """
                CREATE TEMP TRIGGER fail_fourth BEFORE INSERT ON applied_operations
                WHEN (SELECT count(*) FROM applied_operations) >= 3
                BEGIN SELECT RAISE(ABORT, 'injected failure'); END
                """)
        #expect(throws: AppError.self) { try apply(batch) }
        #expect(try total(water) == 0)
        #expect(try remembered() == 0)
        try database.execute(sql: "DROP TRIGGER fail_fourth")
        #expect(try apply(batch) == Array(repeating: .applied, count: 6))
        #expect(try total(water) == 6)
    }

    @Test("a batch above the bound is refused whole; an empty one changes nothing")
    func bounds() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let tooMany = (0...OperationUseCases.maximumBatch).map { _ in operation(.increase, on: water) }
        #expect(throws: AppError.self) { try apply(tooMany) }
        #expect(try apply([]) == [])
        #expect(try total(water) == 0)
    }

    @Test("ids are forgotten after 180 days, as the next batch arrives")
    func retention() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        try apply([operation(.increase, on: water)])
        clock.advance(by: 179 * 86_400)
        try apply([operation(.increase, on: water)])
        #expect(try remembered() == 2)
        clock.advance(by: 2 * 86_400)
        try apply([operation(.increase, on: water)])
        #expect(try remembered() == 2)
    }
}
