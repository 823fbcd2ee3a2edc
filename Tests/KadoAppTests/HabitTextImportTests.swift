import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A habit's details and group through the tracker: typed text made into them, and an import
/// that counts a changed group or description as an update, and writes nothing when nothing changed.
@Suite("Habit details and group through the tracker")
struct HabitTextImportTests {
    static func makeTracker() throws -> (Tracker, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-texts-\(UUID().uuidString)")
        return (try TrackerBuilder().open(in: folder), folder)
    }

    @Test("a new habit's group is trimmed, a blank one is none; an edit to empty clears; groups are listed once")
    func typedText() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read", details: "  pages\n", group: "  Health "))
        #expect(read.group == "Health" && read.details == "pages")
        let run = try tracker.habits.createHabit(HabitDraft(name: "Run", details: " ", group: ""))
        #expect(run.group == nil && run.details == nil)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Walk", group: "health"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Code", group: "Work"))
        #expect(try tracker.habits.groups() == ["Health", "Work"])
        let cleared = try tracker.habits.editHabit(read) { $0.group = "" }
        #expect(cleared.group == nil)
        #expect(HabitUseCases.isHabit(try tracker.habits.find("Walk"), inGroup: " HEALTH"))
        #expect(throws: AppError.self) { try tracker.habits.editHabit(run) { $0.group = "a\u{1B}[2Jb" } }
        #expect(try tracker.habits.find("Run").group == nil)
    }

    @Test("importing a backup whose group or details differ updates the habit; the same file again writes nothing")
    func importCountsChanges() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read", details: "pages", group: "Health"))
        let export = try tracker.backups.exportBackup(format: .json, appVersion: "test")
        try tracker.habits.editHabit(read) {
            $0.group = "Work"
            $0.details = nil
        }
        let plan = try tracker.backups.importPlan(try tracker.backups.readBackup(export.data), mode: .replace)
        #expect(plan.summary.habits.updated == 1)
        let update = try #require(plan.summary.updatedHabits.first)
        #expect(update.changes.map(\.field) == ["details", "group"])
        #expect(update.changes.last?.from == "Work" && update.changes.last?.to == "Health")
        _ = try tracker.backups.importBackup(plan)
        #expect(try tracker.habits.find("Read").group == "Health")
        #expect(try tracker.habits.find("Read").details == "pages")

        let stamp = try tracker.work.store.lastChangeStamp()
        let again = try tracker.backups.importPlan(try tracker.backups.readBackup(export.data))
        #expect(!again.summary.changesAnything)
        _ = try tracker.backups.importBackup(again)
        #expect(try tracker.work.store.lastChangeStamp() == stamp)
    }
}
