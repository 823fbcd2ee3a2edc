import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@Suite("Every input keeps a timer's day within 24 hours; empty notes say what they did")
struct DayTotalLimitTests {
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-limit")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    var today: LogicalDay { day("2026-04-10") }

    @Test("log refuses a total above 24 hours, set or added, and leaves the day as it was")
    func log() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Meditate", type: .timer(targetSeconds: 1_800)))
        try tracker.checkIns.log(habit, value: 600, on: today)
        #expect(throws: AppError.self) { try tracker.checkIns.log(habit, value: 1_441, on: today) }
        #expect(throws: AppError.self) { try tracker.checkIns.log(habit, value: 900, adding: true, on: today) }
        #expect(try tracker.testStore.completions(of: habit.id).map(\.value) == [36_000])
        try tracker.checkIns.log(habit, value: 840, adding: true, on: today)
        #expect(try tracker.testStore.completions(of: habit.id).map(\.value) == [86_400])
    }

    func backup(_ habit: Habit, values: [Double], on day: LogicalDay) -> BackupContents {
        BackupContents(
            habits: [habit],
            completions: values.map {
                Completion(habitID: habit.id, day: day, recordedAt: instant("2026-04-09T12:00:00Z"), value: $0)
            }, skips: [], settings: nil)
    }

    @Test(
        "an import whose records put more than 24 hours on a timer's day is refused whole",
        arguments: [[86_401], [50_000, 40_000], [30_000, 30_000, 30_000]])
    func importRefused(values: [Double]) throws {
        let habit = Habit(
            name: "Meditate", type: .timer(targetSeconds: 1_800), createdAt: instant("2026-04-01T10:00:00Z"))
        for dryRun in [true, false] {
            #expect(throws: AppError.self) {
                try tracker.backups.importBackup(
                    backup(habit, values: values, on: day("2026-04-09")), format: .json, dryRun: dryRun)
            }
        }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("an import that would add to a stored day beyond 24 hours is refused; one within it passes")
    func importOntoStoredDay() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Meditate", type: .timer(targetSeconds: 1_800)))
        try tracker.checkIns.log(habit, value: 1_200, on: day("2026-04-09"))
        #expect(throws: AppError.self) {
            try tracker.backups.importBackup(
                backup(habit, values: [20_000], on: day("2026-04-09")), format: .json, dryRun: false)
        }
        let summary = try tracker.backups.importBackup(
            backup(habit, values: [14_400], on: day("2026-04-09")), format: .json, dryRun: false)
        #expect(summary.completions.new == 1)
    }

    @Test("an empty note removes the note, or says there was none, writing nothing then")
    func emptyNote() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.checkIns.note(habit, text: "", on: today) == .nothingToRemove)
        try tracker.checkIns.complete(habit, on: today)
        #expect(try tracker.checkIns.note(habit, text: " ", on: today) == .nothingToRemove)
        #expect(try tracker.checkIns.note(habit, text: "Good", on: today) == .noted)
        #expect(try tracker.checkIns.note(habit, text: "", on: today) == .noteRemoved)
        #expect(try tracker.testStore.completions(of: habit.id).map(\.note) == [nil])
        #expect(try tracker.checkIns.note(habit, text: "Only a note", on: day("2026-04-09")) == .noted)
        #expect(try tracker.checkIns.note(habit, text: "", on: day("2026-04-09")) == .noteRemoved)
        #expect(try tracker.testStore.completions(of: habit.id).count == 1)
    }
}
