import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// The trash across devices: a deleted habit travels as a deleted habit with its history intact,
/// a check-in or an edit the deleting device never saw brings it back whole, restoring and
/// emptying reach every device, and emptying is the one thing that deletes a history.
@Suite("Sync of the trash")
struct TrashSyncTests {
    let folder: TemporaryFolder
    let devices: [SyncDevice]

    init() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-trash", in: TemporaryFolder.memoryBackedBase)
        self.folder = folder
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        devices = try (0..<2).map { index in
            try SyncDevice(
                name: "device \(index)", databasePath: folder.path("db\(index)/kado.sqlite"),
                transport: FolderTransport(root: target), start: syncEpoch.addingTimeInterval(Double(index)))
        }
        for device in devices { try device.setUp() }
    }

    /// Every device syncs, twice round.
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

    /// Read, created on device 0, with records on the three days before today, a note and a
    /// skip, synced to both devices.
    func sharedRead() throws -> (habit: Habit, days: [LogicalDay]) {
        let tracker = devices[0].tracker
        let read = try tracker.habits.createHabit(
            HabitDraft(name: "Read"), reminderTimes: [try ReminderTime(parsing: "08:00")])
        let today = try tracker.today()
        let days = [3, 2, 1].map { today.adding(days: -$0) }
        for day in days { try tracker.checkIns.complete(read, on: day) }
        try tracker.checkIns.note(read, text: "Chapter 4", on: days[2])
        try tracker.checkIns.skip(read, days: DayRange(day: today.adding(days: -5)))
        try syncAll()
        return (read, days)
    }

    /// The live records, skips and reminders of `habit` on `device`.
    func history(of habit: Habit, on device: SyncDevice) throws -> (records: [LogicalDay], skips: Int, reminders: Int) {
        let database = try Database(path: device.tracker.databasePath, configuration: .init(isReadOnly: true))
        func count(_ table: String) throws -> Int {
            try database.scalar(
                "SELECT count(*) FROM \(table) WHERE habit_id = ? AND deleted_at IS NULL", [habit.id.uuidString],
                as: Int.self) ?? 0
        }
        return (try device.store.completions(of: habit.id).map(\.day), try count("skips"), try count("reminders"))
    }

    @Test(
        "deleted on one device while the other checks in, whatever the clocks: back on both with its whole history",
        arguments: [-600.0, -30, 30])
    func deleteVersusCheckIn(checkInClockOffset: TimeInterval) throws {
        let (read, days) = try sharedRead()
        let today = try devices[0].tracker.today()
        try devices[0].tracker.habits.delete(read)
        // Device 1 has not seen the deletion; its clock runs behind or ahead of device 0's.
        devices[1].clock.advance(by: checkInClockOffset)
        try devices[1].tracker.checkIns.complete(read, on: today)
        try syncAll()
        for device in devices {
            let habit = try #require(try device.habit(named: "Read"), "\(device.name) lost the habit")
            #expect(habit.id == read.id)
            let history = try history(of: read, on: device)
            #expect(history.records == days + [today], "\(device.name)")
            #expect(history.skips == 1 && history.reminders == 1)
            #expect(try device.store.completions(of: read.id, on: days[2]).first?.note == "Chapter 4")
            #expect(try device.tracker.habits.trash().isEmpty)
        }
        try expectConverged()
    }

    @Test("a deletion reaches the other device as a trashed habit with its history, which it can restore")
    func trashTravels() throws {
        let (read, days) = try sharedRead()
        devices[0].clock.advance(by: 30)
        try devices[0].tracker.habits.delete(read)
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read") == nil)
            #expect(try device.tracker.habits.trash().map(\.habit.id) == [read.id])
            #expect(try history(of: read, on: device).records == days)
        }
        // A device that joins now gets the trash as it is: nothing comes back by itself.
        let late = try SyncDevice(
            name: "late", databasePath: folder.path("late/kado.sqlite"), transport: devices[0].transport,
            start: devices[0].clock.now)
        try late.setUp()
        try late.sync()
        #expect(try late.habit(named: "Read") == nil)
        #expect(try late.tracker.habits.trash().map(\.habit.id) == [read.id])
        #expect(try history(of: read, on: late).records == days)
        // Restored on the other device, it is back everywhere, whole.
        devices[1].clock.advance(by: 60)
        try devices[1].tracker.habits.restoreFromTrash(.text("Read"))
        try syncAll()
        try late.sync()
        for device in devices + [late] {
            #expect(try device.habit(named: "Read")?.id == read.id)
            #expect(try device.tracker.habits.trash().isEmpty)
            let history = try history(of: read, on: device)
            #expect(history.records == days && history.skips == 1 && history.reminders == 1)
        }
        try expectConverged()
    }

    @Test("an edit of the habit newer than its deletion brings it back with its history")
    func editWins() throws {
        let (read, days) = try sharedRead()
        try devices[0].tracker.habits.delete(read)
        devices[1].clock.advance(by: 60)
        try devices[1].tracker.habits.editHabit(read) { $0.name = "Read more" }
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read more")?.id == read.id)
            #expect(try history(of: read, on: device).records == days)
            #expect(try device.tracker.habits.trash().isEmpty)
        }
        try expectConverged()
    }

    @Test("emptied on one device while the other checks in: the habit comes back with that check-in only")
    func emptyVersusCheckIn() throws {
        let (read, _) = try sharedRead()
        try devices[0].tracker.habits.delete(read)
        try syncAll()
        try devices[0].tracker.habits.emptyTrash(.id(read.id))
        let today = try devices[1].tracker.today()
        // Device 1 restores and checks in before it hears of the emptying.
        try devices[1].tracker.habits.restoreFromTrash(.id(read.id))
        devices[1].clock.advance(by: 30)
        try devices[1].tracker.checkIns.complete(read, on: today)
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read")?.id == read.id)
            #expect(try history(of: read, on: device).records == [today])
        }
        try expectConverged()
    }

    @Test("emptying reaches every device: the history is deleted there too and the trash forgets the habit")
    func emptyTravels() throws {
        let (read, _) = try sharedRead()
        try devices[0].tracker.habits.delete(read)
        try syncAll()
        try devices[1].tracker.habits.emptyTrash()
        try syncAll()
        for device in devices {
            #expect(try device.tracker.habits.trash().isEmpty)
            #expect(try device.habit(named: "Read") == nil)
            let history = try history(of: read, on: device)
            #expect(history.records.isEmpty && history.skips == 0 && history.reminders == 0)
        }
        try expectConverged()
    }

    @Test("a habit deleted 30 days ago is emptied once, and the emptying reaches every device")
    func expiredAtSync() throws {
        let (read, _) = try sharedRead()
        try devices[0].tracker.habits.delete(read)
        try syncAll()
        for device in devices { device.clock.advance(by: 30 * 86_400) }
        #expect(try devices[1].tracker.habits.emptyExpiredTrash().map(\.id) == [read.id])
        try syncAll()
        for device in devices {
            #expect(try history(of: read, on: device).records.isEmpty)
            #expect(try device.tracker.habits.emptyExpiredTrash().isEmpty)
        }
        try expectConverged()
    }

    /// Device 0 publishes in segments of two rows: the deletion's habit row first, its records
    /// and skip in the segments after it, all under one version.
    func publishInPairs(_ device: SyncDevice) throws {
        device.clock.advance(by: 1)
        var engine = SyncEngine(store: device.store, transport: device.transport, now: device.tracker.work.now)
        engine.rowsPerSegment = 2
        try engine.run()
    }

    /// The segments of `device` on the shared target, by sequence, and a way to hide some of them
    /// (a sync tool that has not delivered them yet) and to deliver them again.
    func segments(of device: SyncDevice) throws -> [String] {
        let folder = folder.path("target/\(SyncFormat.devicePath(device.deviceID))/segments")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter(SyncFormat.isSegmentName).sorted {
            (SyncFormat.sequence(ofSegment: $0) ?? 0) < (SyncFormat.sequence(ofSegment: $1) ?? 0)
        }.map { "\(folder)/\($0)" }
    }

    @Test("a deletion whose records come in a later segment, delivered late, does not bring the habit back")
    func deletionSplitAcrossSegments() throws {
        let (read, days) = try sharedRead()
        let before = try segments(of: devices[0])
        devices[0].clock.advance(by: 30)
        try devices[0].tracker.habits.delete(read)
        try publishInPairs(devices[0])
        let new = try segments(of: devices[0]).filter { !before.contains($0) }
        #expect(new.count >= 3, "the deletion spans \(new.count) segments")
        // Only the first new segment (the habit's deletion and one record) has arrived.
        let hidden = folder.path("hidden")
        try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
        for path in new.dropFirst() {
            try FileManager.default.moveItem(atPath: path, toPath: "\(hidden)/\((path as NSString).lastPathComponent)")
        }
        devices[1].clock.advance(by: 60)
        try devices[1].sync()
        #expect(try devices[1].habit(named: "Read") == nil, "the habit came back for records its deletion covers")
        #expect(try devices[1].tracker.habits.trash().map(\.habit.id) == [read.id])
        for path in new.dropFirst() {
            try FileManager.default.moveItem(atPath: "\(hidden)/\((path as NSString).lastPathComponent)", toPath: path)
        }
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read") == nil, "\(device.name) brought the habit back")
            #expect(try device.tracker.habits.trash().map(\.habit.id) == [read.id])
            #expect(try history(of: read, on: device).records == days)
        }
        try expectConverged()
    }

    @Test("a check-in the deletion never saw brings the habit back once the rest of the deletion has arrived")
    func concurrentCheckInWaitsForTheWholeDeletion() throws {
        let (read, days) = try sharedRead()
        let today = try devices[1].tracker.today()
        let before = try segments(of: devices[0])
        devices[0].clock.advance(by: 30)
        try devices[0].tracker.habits.delete(read)
        try publishInPairs(devices[0])
        devices[1].clock.advance(by: 60)
        try devices[1].tracker.checkIns.complete(read, on: today)
        let new = try segments(of: devices[0]).filter { !before.contains($0) }
        let hidden = folder.path("hidden")
        try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
        for path in new.dropFirst() {
            try FileManager.default.moveItem(atPath: path, toPath: "\(hidden)/\((path as NSString).lastPathComponent)")
        }
        try devices[1].sync()
        // Not settled yet: the habit waits in the trash, with the new check-in kept.
        #expect(try devices[1].habit(named: "Read") == nil)
        #expect(try devices[1].store.completions(of: read.id, on: today).count == 1)
        for path in new.dropFirst() {
            try FileManager.default.moveItem(atPath: "\(hidden)/\((path as NSString).lastPathComponent)", toPath: path)
        }
        try syncAll()
        for device in devices {
            #expect(try device.habit(named: "Read")?.id == read.id, "\(device.name) lost the habit")
            #expect(try history(of: read, on: device).records == days + [today])
            #expect(try device.tracker.habits.trash().isEmpty)
        }
        try expectConverged()
    }
}
