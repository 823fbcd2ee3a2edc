import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// The reminder use cases: several times per habit, the habit's own (one-time) reminder fields
/// kept in step both ways, and the coming reminders with their verdicts.
@Suite("Reminder use cases")
struct ReminderUseCaseTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let clock = TestClock(instant("2026-04-10T09:00:00Z"))
    let tracker: Tracker

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-remind")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    private func times(_ texts: String...) throws -> [ReminderTime] { try texts.map { try ReminderTime(parsing: $0) } }

    @Test("a habit made with a reminder has it as a row; several times replace it, kept times keep their row")
    func severalTimes() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read", remindersEnabled: true, reminderHour: 7))
        let first = try tracker.reminders.all(of: habit)
        #expect(first.map(\.time) == (try times("07:00")))

        let (saved, reminders) = try tracker.reminders.setReminders(of: habit, to: try times("18:30", "07:00", "18:30"))
        #expect(reminders.map(\.time) == (try times("07:00", "18:30")))
        #expect(reminders.first?.id == first.first?.id)
        #expect(saved.remindersEnabled && saved.reminderHour == 7 && saved.reminderMinute == 0)
        #expect(try tracker.reminders.all(of: habit) == reminders)

        // Setting the same times again writes nothing.
        let changes = try tracker.testStore.lastChangeStamp()
        try tracker.reminders.setReminders(of: saved, to: try times("07:00", "18:30"))
        #expect(try tracker.testStore.lastChangeStamp() == changes)

        // Off removes them all and turns the habit's own field off, keeping its time.
        let (off, none) = try tracker.reminders.setReminders(of: saved, to: [])
        #expect(none.isEmpty && !off.remindersEnabled && off.reminderHour == 7)
        #expect(try tracker.reminders.all(of: habit).isEmpty)
    }

    @Test("editing the habit's one reminder field (the web form) makes it the only reminder, or none")
    func legacyEdits() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let (saved, _) = try tracker.reminders.setReminders(of: habit, to: try times("08:00", "20:00"))
        // Another change leaves the reminders alone.
        let renamed = try tracker.habits.editHabit(saved) { $0.name = "Read more" }
        #expect(try tracker.reminders.all(of: renamed).map(\.time) == (try times("08:00", "20:00")))
        let moved = try tracker.habits.editHabit(renamed) { $0.reminderHour = 9 }
        #expect(try tracker.reminders.all(of: moved).map(\.time) == (try times("09:00")))
        let off = try tracker.habits.editHabit(moved) { $0.remindersEnabled = false }
        #expect(try tracker.reminders.all(of: off).isEmpty)
    }

    @Test("a snooze length out of range is refused and nothing changes", arguments: [0, 1441])
    func badSnooze(minutes: Int) throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read", remindersEnabled: true, reminderHour: 7))
        let before = try tracker.reminders.all(of: habit)
        #expect(throws: AppError.self) {
            try tracker.reminders.setReminders(of: habit, to: try times("08:00"), snoozeMinutes: minutes)
        }
        #expect(try tracker.reminders.all(of: habit) == before)
        #expect(try tracker.habits.find("Read").reminderHour == 7)
    }

    @Test("the coming reminders: archived and done habits are listed with why they stay quiet")
    func upcoming() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read", remindersEnabled: true, reminderHour: 18))
        let run = try tracker.habits.createHabit(HabitDraft(name: "Run", remindersEnabled: true, reminderHour: 19))
        let old = try tracker.habits.createHabit(HabitDraft(name: "Old", remindersEnabled: true, reminderHour: 20))
        try tracker.habits.archive(old)
        try tracker.checkIns.checkIn(.done, habit: .id(read.id), day: day("2026-04-10"))
        let coming = try tracker.reminders.upcomingReminders(hours: 12)
        #expect(
            coming.map { "\($0.habit.name) \($0.occurrence.verdict)" } == ["Read done", "Run fires", "Old archived"])
        let anyway = try tracker.reminders.upcomingReminders(hours: 12, includingDone: true)
        #expect(anyway.map(\.occurrence.verdict) == [.fires, .fires, .archived])
        #expect(run.id == coming[1].habit.id)
    }

    @Test("a Kadō backup's one reminder time becomes the imported habit's reminder; a changed one replaces them")
    func importing() throws {
        let habit = try tracker.habits.createHabit(
            HabitDraft(name: "Read", remindersEnabled: true, reminderHour: 7, reminderMinute: 30))
        let contents = try tracker.backups.backupContents()
        let other = try TrackerBuilder().clock(clock).open(in: temporary, named: "other.sqlite")
        try other.backups.importBackup(contents, format: .json, dryRun: false)
        #expect(try other.reminders.all(of: habit).map(\.time) == (try times("07:30")))
        let (_, several) = try other.reminders.setReminders(
            of: try other.habits.find("Read"), to: try times("07:30", "19:00"))

        // A file of Kadō's (its one field, no `reminders` list) again leaves the reminders; one
        // with another time replaces them.
        var kadoFile = contents
        kadoFile.reminders = [:]
        try other.backups.importBackup(kadoFile, format: .json, dryRun: false)
        #expect(try other.reminders.all(of: habit) == several)
        var changed = kadoFile
        changed.habits[0].reminderHour = 9
        try other.backups.importBackup(changed, format: .json, dryRun: false, mode: .replace)
        #expect(try other.reminders.all(of: habit).map(\.time) == (try times("09:30")))
        changed.habits[0].remindersEnabled = false
        try other.backups.importBackup(changed, format: .json, dryRun: false, mode: .replace)
        #expect(try other.reminders.all(of: habit).isEmpty)
    }
}
