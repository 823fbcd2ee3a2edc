import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Deleting a habit moves it to the trash with its whole history for 30 days: hidden from every
/// view, export, snapshot and reminder, restorable (by hand or by `kado undo`), emptied by hand
/// or once its 30 days are over.
@Suite("The trash")
struct TrashTests {
    static let start = Date(timeIntervalSince1970: 1_775_811_600)  // Friday 2026-04-10 09:00 UTC

    let folder: TemporaryFolder
    let clock = TestClock(TrashTests.start)
    let tracker: Tracker
    let today = KadoTestSupport.day("2026-04-10")
    let read: Habit
    let run: Habit

    /// Read (done three days, a skip, a note, a reminder at 18:00) and Run (done today).
    init() throws {
        folder = try TemporaryFolder()
        tracker = try TrackerBuilder().clock(clock).open(in: folder)
        read = try tracker.habits.createHabit(
            HabitDraft(name: "Read"), reminderTimes: [try ReminderTime(parsing: "18:00")])
        run = try tracker.habits.createHabit(HabitDraft(name: "Run"))
        for offset in 1...3 { try tracker.checkIns.complete(read, on: today.adding(days: -offset)) }
        try tracker.checkIns.note(read, text: "A good chapter", on: today.adding(days: -1))
        try tracker.checkIns.skip(read, days: DayRange(day: today.adding(days: -4)))
        try tracker.checkIns.complete(run, on: today)
    }

    /// Read's live records, skips and reminders, as the store has them.
    private func history(of habit: Habit) throws -> (records: Int, skips: Int, reminders: Int) {
        let database = try Database(path: tracker.databasePath, configuration: .init(isReadOnly: true))
        func count(_ table: String) throws -> Int {
            try database.scalar(
                "SELECT count(*) FROM \(table) WHERE habit_id = ? AND deleted_at IS NULL", [habit.id.uuidString],
                as: Int.self) ?? 0
        }
        return (try count("completions"), try count("skips"), try count("reminders"))
    }

    @Test("deleting moves the habit to the trash with its records, skips and reminders kept")
    func deleteKeepsHistory() throws {
        let before = try history(of: read)
        clock.advance(by: 60)
        try tracker.habits.delete(read)
        let trash = try tracker.habits.trash()
        #expect(trash.map(\.habit.id) == [read.id])
        #expect(trash.first?.deletedAt == TrashTests.start.addingTimeInterval(60))
        #expect(trash.first?.emptiedAt == TrashTests.start.addingTimeInterval(60 + 30 * 86_400))
        let after = try history(of: read)
        #expect(after.records == before.records && after.skips == before.skips && after.reminders == before.reminders)
        #expect(after.records == 3 && after.skips == 1 && after.reminders == 1)
    }

    @Test("a habit in the trash is in no list, view, export, report, snapshot or reminder")
    func trashedHabitIsHidden() throws {
        try tracker.habits.delete(read)
        #expect(try tracker.habits.all(includingArchived: true).map(\.name) == ["Run"])
        #expect(try tracker.views.todayView().all.map(\.habit.name) == ["Run"])
        #expect(try tracker.views.overview(days: 7).rows.map(\.habit.name) == ["Run"])
        #expect(try tracker.views.report(by: .week, count: 2).rows.map(\.summary.habit.name) == ["Run"])
        #expect(try tracker.reminders.upcomingReminders(hours: 48).isEmpty)
        #expect(try tracker.reminders.all(of: read).isEmpty)
        let contents = try tracker.backups.backupContents()
        #expect(contents.habits.map(\.name) == ["Run"])
        #expect(contents.completions.allSatisfy { $0.habitID == run.id })
        #expect(contents.skips.isEmpty)
        #expect(contents.reminders[read.id] == nil)
        let export = String(
            decoding: try tracker.backups.exportBackup(format: .csv, appVersion: "test").data, as: UTF8.self)
        #expect(!export.contains("Read") && !export.contains("A good chapter"))
        let snapshot = try String(contentsOfFile: tracker.widget.snapshotPath, encoding: .utf8)
        #expect(!snapshot.contains("Read") && snapshot.contains("Run"))
        #expect(throws: AppError.self) { try tracker.checkIns.checkIn(.done, habit: .id(read.id), day: today) }
        #expect(throws: AppError.self) { try tracker.habits.find("Read") }
    }

    @Test("restoring brings the habit back with its whole history, reminders and place")
    func restore() throws {
        let summary = try tracker.views.summary(of: read)
        try tracker.habits.delete(read)
        clock.advance(by: 3600)
        let restored = try tracker.habits.restoreFromTrash(.text("rea"))
        #expect(restored.id == read.id)
        #expect(try tracker.habits.trash().isEmpty)
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Run"])
        #expect(try tracker.views.summary(of: read).evaluation == summary.evaluation)
        #expect(try tracker.reminders.all(of: read).count == 1)
        #expect(try history(of: read).records == 3)
        // Restoring what is not in the trash says so, naming the nearest one there.
        #expect(throws: AppError.habitNotFound("Read")) { try tracker.habits.restoreFromTrash(.text("Read")) }
        try tracker.habits.delete(run)
        let refusal = #expect(throws: AppError.self) { try tracker.habits.restoreFromTrash(.text("Runn")) }
        #expect(refusal?.remedy == .didYouMean("Run"))
    }

    @Test("a habit made since in the restored one's place keeps it; the restored one goes to the end, undo and all")
    func restoreAfterANewHabit() throws {
        try tracker.habits.delete(run)
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        #expect(walk.sortOrder == run.sortOrder)
        let restored = try tracker.habits.restoreFromTrash(.id(run.id))
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Walk", "Run"])
        #expect(Set(try tracker.habits.all().map(\.sortOrder)).count == 3)
        #expect(restored.sortOrder > walk.sortOrder)
        try #require(try tracker.history.undoLastChange())
        #expect(try tracker.habits.trash().map(\.habit) == [run])
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Walk"])
    }

    @Test("kado undo after a delete restores from the trash; after a restore, puts it back there")
    func undo() throws {
        try tracker.habits.delete(read)
        let undone = try #require(try tracker.history.undoLastChange())
        #expect(undone.change?.kind == .deleteHabit)
        #expect(try tracker.habits.trash().isEmpty)
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Run"])
        #expect(try history(of: read).records == 3)
        try tracker.habits.delete(read)
        try tracker.habits.restoreFromTrash(.id(read.id))
        let again = try #require(try tracker.history.undoLastChange())
        #expect(again.change?.kind == .restoreHabit)
        #expect(try tracker.habits.trash().map(\.habit.id) == [read.id])
    }

    @Test("emptying the trash of a habit deletes its history for good; the others stay")
    func emptyByHand() throws {
        try tracker.habits.delete(read)
        try tracker.habits.delete(run)
        #expect(try tracker.habits.emptyTrash(.text("Read")).map(\.id) == [read.id])
        #expect(try tracker.habits.trash().map(\.habit.id) == [run.id])
        let emptied = try history(of: read)
        #expect(emptied.records == 0 && emptied.skips == 0 && emptied.reminders == 0)
        #expect(throws: AppError.self) { try tracker.habits.restoreFromTrash(.id(read.id)) }
        // Emptying it again, or an empty trash, writes nothing.
        #expect(throws: AppError.self) { try tracker.habits.emptyTrash(.id(read.id)) }
        let changes = tracker.work.store.changeCount
        #expect(try tracker.habits.emptyTrash().map(\.id) == [run.id])
        #expect(tracker.work.store.changeCount > changes)
        let settled = tracker.work.store.changeCount
        #expect(try tracker.habits.emptyTrash().isEmpty)
        #expect(tracker.work.store.changeCount == settled)
        // An undo does not bring an emptied habit back.
        try tracker.history.undoLastChange()
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("a habit deleted 30 days ago leaves the trash and is emptied at the next sync or emptying")
    func emptiedAfterThirtyDays() throws {
        try tracker.habits.delete(read)
        clock.advance(by: 86_400)
        try tracker.habits.delete(run)
        clock.advance(by: 29 * 86_400 - 1)
        #expect(try tracker.habits.trash().map(\.habit.name) == ["Run", "Read"])
        clock.advance(by: 1)
        #expect(try tracker.habits.trash().map(\.habit.name) == ["Run"])
        #expect(throws: AppError.self) { try tracker.habits.restoreFromTrash(.id(read.id)) }
        // Still whole until emptied: listing and a refused restore write nothing.
        #expect(try history(of: read).records == 3)
        #expect(try tracker.habits.emptyExpiredTrash().map(\.id) == [read.id])
        #expect(try history(of: read).records == 0)
        #expect(try tracker.habits.emptyExpiredTrash().isEmpty)
        // Emptying the trash empties the expired ones with it, and names only the others.
        try tracker.habits.delete(try tracker.habits.createHabit(HabitDraft(name: "Swim")))
        clock.advance(by: 86_400)
        #expect(try tracker.habits.emptyTrash().map(\.name) == ["Swim"])
        #expect(try history(of: run).records == 0)
        #expect(try tracker.habits.trash().isEmpty)
    }
}
