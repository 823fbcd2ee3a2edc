import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// The merge's rules, on real databases syncing through one folder.
@Suite("Sync merge")
struct MergeTests {
    let folder: TemporaryFolder
    let devices: [SyncDevice]

    init() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-merge", in: TemporaryFolder.memoryBackedBase)
        self.folder = folder
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        devices = try (0..<3).map { index in
            try SyncDevice(
                name: "device \(index)", databasePath: folder.path("db\(index)/kado.sqlite"),
                transport: FolderTransport(root: target), start: syncEpoch.addingTimeInterval(Double(index)))
        }
        for device in devices { try device.setUp() }
    }

    /// Every device syncs, twice round, so that what each published reaches all the others.
    func syncAll() throws {
        for _ in 0..<2 {
            for device in devices {
                device.clock.advance(by: 1)
                try device.sync()
            }
        }
    }

    func expectConverged() throws {
        let exports = try devices.map { try $0.export(at: syncEpoch.addingTimeInterval(86_400)) }
        #expect(Set(exports).count == 1, "the devices' exports differ")
    }

    /// The habit `name` as `device` has it, created on device 0 and synced to everyone.
    func shared(_ draft: HabitDraft) throws -> Habit {
        let habit = try devices[0].tracker.habits.createHabit(draft)
        try syncAll()
        return habit
    }

    @Test("two devices setting the same day's total keep the later setting, never the sum")
    func setsDoNotAdd() throws {
        let water = try shared(HabitDraft(name: "Water", type: .counter(target: 8)))
        let today = try devices[0].tracker.today()
        try devices[1].tracker.checkIns.log(water, value: 5, on: today)
        devices[2].clock.advance(by: 5)
        try devices[2].tracker.checkIns.log(water, value: 6, on: today)
        try syncAll()
        for device in devices { #expect(try device.amount(of: water, on: today) == 6) }
        try expectConverged()
    }

    @Test("two devices each adding a glass end with both glasses")
    func addsAddUp() throws {
        let water = try shared(HabitDraft(name: "Water", type: .counter(target: 8)))
        let today = try devices[0].tracker.today()
        try devices[0].tracker.checkIns.log(water, value: 3, on: today)
        try syncAll()
        try devices[1].tracker.checkIns.log(water, value: 1, adding: true, on: today)
        try devices[2].tracker.checkIns.log(water, value: 1, adding: true, on: today)
        try syncAll()
        for device in devices { #expect(try device.amount(of: water, on: today) == 5) }
        try expectConverged()
    }

    @Test("two devices checking in the same habit and day keep both records")
    func bothCheckInsKept() throws {
        let read = try shared(HabitDraft(name: "Read"))
        let today = try devices[0].tracker.today()
        try devices[1].tracker.checkIns.complete(read, on: today)
        try devices[2].tracker.checkIns.complete(read, on: today)
        try syncAll()
        for device in devices {
            #expect(try device.store.completions(of: read.id, on: today).count == 2)
            #expect(try device.tracker.views.summary(of: read).isDoneToday)
        }
        try expectConverged()
    }

    @Test("a check-in newer than its habit's deletion brings the habit back, with its whole history")
    func addWins() throws {
        let read = try shared(HabitDraft(name: "Read"))
        let today = try devices[0].tracker.today()
        let yesterday = today.adding(days: -1)
        try devices[0].tracker.checkIns.complete(read, on: yesterday)
        try syncAll()
        try devices[0].tracker.habits.delete(read)
        devices[1].clock.advance(by: 30)
        try devices[1].tracker.checkIns.complete(read, on: today)
        try syncAll()
        for device in devices {
            let habit = try #require(try device.habit(named: "Read"), "\(device.name) lost the habit")
            #expect(habit.id == read.id)
            // The deletion moved yesterday's record to the trash with the habit: it comes back too.
            #expect(try device.store.completions(of: read.id).map(\.day) == [yesterday, today])
            #expect(try device.tracker.habits.trash().isEmpty)
        }
        try expectConverged()
    }

    @Test("a deletion newer than every change of the habit deletes it everywhere")
    func deletionWins() throws {
        let read = try shared(HabitDraft(name: "Read"))
        let today = try devices[0].tracker.today()
        try devices[1].tracker.checkIns.complete(read, on: today)
        try syncAll()
        devices[2].clock.advance(by: 30)
        try devices[2].tracker.habits.delete(read)
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read") == nil)
            #expect(try device.tracker.habits.trash().map(\.habit.id) == [read.id])
        }
        try expectConverged()
    }

    @Test("settings follow the user: the later change wins everywhere")
    func settingsFollow() throws {
        try devices[0].tracker.preferences.setWeekStart(.sunday)
        devices[1].clock.advance(by: 10)
        try devices[1].tracker.preferences.setWeekStart(.saturday)
        try syncAll()
        for device in devices { #expect(try device.tracker.settings().weekStart == .saturday) }
    }

    @Test("the settings of a device (its web devices, the last export) stay on it")
    func deviceSettingsStay() throws {
        _ = try devices[0].tracker.devices.makeScriptToken(named: "Script")
        try devices[0].tracker.backups.recordExport()
        try devices[0].tracker.preferences.setLanguage(.french)
        try syncAll()
        #expect(try devices[1].tracker.devices.devices().isEmpty)
        #expect(try devices[1].tracker.backups.lastExport() == nil)
        #expect(try devices[1].tracker.settings().language == .french)
        var version = try #require(
            try devices[0].store.rowVersions(writtenBy: devices[0].deviceID, after: .zero).first {
                $0.table == .settings
            })
        version.id = "web.tokenSHA256"
        version.stamp = HybridLogicalClock(milliseconds: version.stamp.milliseconds + 1, counter: 0)
        #expect(try devices[1].store.applyRemote([version], clockLeadLimit: 600).refused.count == 1)
    }

    @Test("applying the same versions twice, or in any order, gives the same database")
    func idempotentAndCommutative() throws {
        let water = try devices[0].tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let today = try devices[0].tracker.today()
        try devices[0].tracker.checkIns.log(water, value: 2, on: today)
        try devices[0].tracker.checkIns.note(water, text: "warm", on: today)
        try syncAll()
        try devices[1].tracker.checkIns.log(water, value: 4, on: today)
        try devices[2].tracker.checkIns.log(water, value: 1, adding: true, on: today.adding(days: -1))
        try devices[2].tracker.checkIns.skip(
            water, days: try DayRange(from: today.adding(days: -3), through: today.adding(days: -2)))
        devices[0].clock.advance(by: 60)
        try devices[0].tracker.habits.editHabit(water) { $0.name = "Water (glasses)" }
        let batches = try devices.map { try $0.store.rowVersions(writtenBy: $0.deviceID, after: .zero) }
        var exports: Set<String> = []
        for (index, order) in [[0, 1, 2], [2, 1, 0], [1, 0, 2], [1, 2, 0], [0, 2, 1], [2, 0, 1]].enumerated() {
            let fresh = try SyncDevice(
                name: "fresh \(index)", databasePath: folder.path("fresh\(index)/kado.sqlite"),
                transport: devices[0].transport, start: syncEpoch)
            for batch in order { try fresh.store.applyRemote(batches[batch], clockLeadLimit: 600) }
            // Records that arrived before their habit waited; they are taken in now.
            try fresh.store.applyRemote(batches.flatMap { $0 }, clockLeadLimit: 600)
            // Everything again, in one batch: nothing changes.
            let again = try fresh.store.applyRemote(batches.flatMap { $0 }, clockLeadLimit: 600)
            #expect(again.applied == 0)
            #expect(!again.changedRows)
            exports.insert(try fresh.export(at: syncEpoch))
        }
        #expect(exports.count == 1)
    }

    @Test("a record whose habit has not arrived waits, and is applied with the habit")
    func recordBeforeHabit() throws {
        let read = try devices[0].tracker.habits.createHabit(HabitDraft(name: "Read"))
        try devices[0].tracker.checkIns.complete(read, on: try devices[0].tracker.today())
        let versions = try devices[0].store.rowVersions(writtenBy: devices[0].deviceID, after: .zero)
        let records = versions.filter { $0.table == .completions }
        let habits = versions.filter { $0.table == .habits }
        let first = try devices[1].store.applyRemote(records, clockLeadLimit: 600)
        #expect(first.waiting.count == 1)
        #expect(first.applied == 0)
        let second = try devices[1].store.applyRemote(habits + records, clockLeadLimit: 600)
        #expect(second.applied == 2)
        #expect(try devices[1].store.completions(of: read.id).count == 1)
    }

    @Test(
        "versions no device could write are refused, and nothing else changes",
        arguments: [
            ("frequency", SQLiteValue.text("every full moon")),
            ("reminder_hour", SQLiteValue.text("noon")),
            ("unknown", SQLiteValue.integer(1)),
        ])
    func refused(field: String, value: SQLiteValue) throws {
        let read = try devices[0].tracker.habits.createHabit(HabitDraft(name: "Read"))
        var version = try #require(
            try devices[0].store.rowVersions(writtenBy: devices[0].deviceID, after: .zero).first { $0.table == .habits }
        )
        version.fields[field] = value
        let result = try devices[1].store.applyRemote([version], clockLeadLimit: 600)
        #expect(result.refused.count == 1)
        #expect(!result.changedRows)
        #expect(try devices[1].tracker.habits.all().isEmpty)
        _ = read
    }

    @Test("changes stamped days ahead are reported and wait until this clock gets near them")
    func clockLead() throws {
        let ahead = devices[2]
        ahead.clock.advance(by: 3 * 86_400)
        try ahead.tracker.habits.createHabit(HabitDraft(name: "Stretch"))
        try ahead.sync()
        let before = try devices[0].store.lastChangeStamp()
        let report = try devices[0].sync(clockLeadLimit: 600)
        let lead = try #require(report.clockLeads[ahead.deviceID])
        #expect(lead > 2 * 86_400)
        #expect(report.ahead == 1)
        #expect(try devices[0].habit(named: "Stretch") == nil)
        #expect(try devices[0].store.lastChangeStamp() == before)
        devices[0].clock.advance(by: 3 * 86_400)
        let later = try devices[0].sync(clockLeadLimit: 600)
        #expect(later.received == 1 && later.ahead == 0)
        #expect(try devices[0].habit(named: "Stretch") != nil)
    }

    @Test("a change made after a sync wins over every change the sync brought in")
    func laterLocalChangeWins() throws {
        let read = try shared(HabitDraft(name: "Read"))
        // Device 1's clock runs five minutes ahead: within the limit, so its edit is taken in.
        devices[1].clock.advance(by: 300)
        _ = try devices[1].tracker.habits.editHabit(read) { $0.icon = "book" }
        try devices[1].sync()
        try devices[0].sync()
        _ = try devices[0].tracker.habits.archive(try #require(try devices[0].habit(named: "Read")))
        try syncAll()
        for device in devices { #expect(try device.habit(named: "Read")?.isArchived == true) }
        try expectConverged()
    }

    @Test("remote records drop the habit's score checkpoints from the earliest day they change")
    func checkpointsDropped() throws {
        let read = try shared(HabitDraft(name: "Read"))
        let today = try devices[0].tracker.today()
        for offset in 0..<70 { try devices[0].tracker.checkIns.complete(read, on: today.adding(days: -offset)) }
        try syncAll()
        // A check-in saves the walk's checkpoint with it.
        try devices[1].tracker.checkIns.note(read, text: "good", on: today)
        #expect(try devices[1].store.checkpoint(of: read.id) != nil)
        try devices[0].tracker.checkIns.undo(read, on: today.adding(days: -60))
        try devices[0].sync()
        let report = try devices[1].sync()
        #expect(report.received == 1)
        #expect(report.touchedHabitIDs == [read.id])
        if let after = try devices[1].store.checkpoint(of: read.id) {
            #expect(after.day < today.adding(days: -60))
        }
        // The score and streak read on the device that received the change are the ones its author reads.
        #expect(try devices[1].tracker.views.summary(of: read) == devices[0].tracker.views.summary(of: read))
        try syncAll()
        try expectConverged()
    }
}
