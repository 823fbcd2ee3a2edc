import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Restoring and importing an older Kadō file on devices that sync: by default what the file
/// brings back is added and nothing newer is changed, here or on the other device; `replace`
/// puts the file back, and its plan counts what every device loses. Real databases, a real
/// sync folder, two devices whose clocks move together.
@Suite("Restoring and importing across devices")
struct RestoreAcrossDevicesTests {
    static let morning = Date(timeIntervalSince1970: 1_796_374_800)  // 2026-12-04 08:00 UTC

    /// A device: its own database in `folder`, its own clock.
    final class Device {
        let clock: TestClock
        let tracker: Tracker

        init(_ name: String, in folder: TemporaryFolder) throws {
            let clock = TestClock(RestoreAcrossDevicesTests.morning)
            self.clock = clock
            tracker = try TrackerBuilder().timeZone(.gmt).clock(clock).open(in: folder, named: "\(name).sqlite")
        }

        /// The live records, by id.
        var records: [UUID: Completion] {
            get throws {
                Dictionary(uniqueKeysWithValues: try tracker.backups.backupContents().completions.map { ($0.id, $0) })
            }
        }
    }

    /// Two devices syncing through a folder, with a habit each has.
    struct Pair {
        let folder: TemporaryFolder
        let ann: Device
        let bob: Device
        let read: Habit

        init() throws {
            folder = try TemporaryFolder(prefix: "kado-restore-devices")
            let target = folder.path("target")
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            ann = try Device("ann", in: folder)
            bob = try Device("bob", in: folder)
            read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
            _ = try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
            _ = try bob.tracker.sync.setUpSync(.folder(path: target), password: nil)
            try syncAll()
        }

        /// Both clocks `seconds` later.
        func advance(_ seconds: TimeInterval) {
            ann.clock.advance(by: seconds)
            bob.clock.advance(by: seconds)
        }

        /// Ann, Bob, Ann: each has the other's changes.
        func syncAll() throws {
            _ = try ann.tracker.sync.syncNow()
            _ = try bob.tracker.sync.syncNow()
            _ = try ann.tracker.sync.syncNow()
        }
    }

    /// The day `offset` days after 2026-11-01.
    static func day(_ offset: Int) -> LogicalDay {
        KadoTestSupport.day("2026-11-01").adding(days: offset)
    }

    /// Writes Ann's backup now into the pair's folder, as the automatic backup does.
    static func backUp(_ device: Device, in folder: TemporaryFolder, name: String = "morning.json") throws -> String {
        let path = folder.path(name)
        try device.tracker.backups.exportBackup(format: .json, appVersion: "test").data.write(
            to: URL(fileURLWithPath: path))
        return path
    }

    /// The morning: 3 check-ins and a note, backed up; then 5 check-ins on Ann and 6 on Bob, a
    /// note changed and a check-in undone on Ann, all synced. Returns the backup's path.
    static func morningThenLaterWork(_ pair: Pair) throws -> String {
        let (ann, bob, read) = (pair.ann, pair.bob, pair.read)
        for offset in 0..<3 { _ = try ann.tracker.checkIns.complete(read, on: day(offset)) }
        _ = try ann.tracker.checkIns.note(read, text: "slow start", on: day(0))
        try pair.syncAll()
        pair.advance(60)
        let backup = try backUp(ann, in: pair.folder)
        pair.advance(3600)
        for offset in 3..<8 { _ = try ann.tracker.checkIns.complete(read, on: day(offset)) }
        let bobRead = try bob.tracker.habits.find("Read")
        for offset in 8..<14 { _ = try bob.tracker.checkIns.complete(bobRead, on: day(offset)) }
        _ = try ann.tracker.checkIns.note(read, text: "a better week", on: day(0))
        _ = try ann.tracker.checkIns.undo(read, on: day(2))
        try pair.syncAll()
        return backup
    }

    @Test("restoring the morning's backup keeps every later check-in, on this device and on the other after sync")
    func mergeKeepsLaterWork() throws {
        let pair = try Pair()
        let backup = try Self.morningThenLaterWork(pair)
        let before = try pair.ann.records
        #expect(before.count == 13)  // 3 − 1 undone + 5 + 6
        #expect(try pair.bob.records == before)

        let plan = try pair.ann.tracker.backups.restorePlan(fileAt: backup)
        #expect(plan.mode == .merge)
        #expect(plan.removedHabits.isEmpty && plan.removedRecords == 0 && !plan.reorders)
        // The later note is kept, and so is the later undo: nothing comes back, nothing changes.
        #expect(plan.summary.laterChanges.notes == 1)
        #expect(plan.summary.laterChanges.deletedRecords == 1)
        #expect(!plan.changesAnything)
        let outcome = try pair.ann.tracker.backups.restore(plan)
        #expect(outcome.copyPath == nil)

        pair.advance(60)
        try pair.syncAll()
        #expect(try pair.ann.records == before)
        #expect(try pair.bob.records == before)
        let bobNotes = try pair.bob.records.values.compactMap(\.note)
        #expect(bobNotes.contains("a better week"))
    }

    @Test("a merge restore brings back a habit the database lacks, and the other device receives it")
    func mergeBringsBackWhatIsMissing() throws {
        let pair = try Pair()
        let backup = try Self.morningThenLaterWork(pair)
        // A habit of the backup this database never had: the file from another database.
        let other = try Device("carol", in: pair.folder)
        let walk = try other.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        _ = try other.tracker.checkIns.complete(walk, on: Self.day(1))
        let walkFile = try Self.backUp(other, in: pair.folder, name: "carol.json")
        let before = try pair.ann.records

        let plan = try pair.ann.tracker.backups.restorePlan(fileAt: walkFile)
        #expect(plan.summary.habits.new == 1 && plan.summary.completions.new == 1)
        #expect(plan.removedHabits.isEmpty)  // Read is not in Carol's file, and stays
        _ = try pair.ann.tracker.backups.restore(plan)
        pair.advance(60)
        try pair.syncAll()
        #expect(try pair.bob.tracker.habits.all().map(\.name) == ["Read", "Walk"])
        #expect(try pair.bob.records.count == before.count + 1)
        _ = backup
    }

    @Test("replace puts the backup back on both devices, and its plan counts exactly what every device loses")
    func replaceRevertsEverywhere() throws {
        let pair = try Pair()
        let backup = try Self.morningThenLaterWork(pair)
        let plan = try pair.ann.tracker.backups.restorePlan(fileAt: backup, mode: .replace)
        #expect(plan.mode == .replace)
        // 11 later check-ins, the changed note; the undone check-in comes back.
        #expect(plan.lost.checkIns == 11)
        #expect(plan.lost.notes == 1)
        #expect(plan.lost.habits == 0)
        #expect(plan.lost.deletedRecords == 1)
        #expect(plan.reach.isSyncing)
        let bobID = try pair.bob.tracker.testStore.deviceID
        #expect(plan.reach.otherDevices.map(\.id) == [bobID])
        #expect(plan.reach.otherDevices.first?.lastSeen != nil)
        // The plan changed nothing.
        #expect(try pair.ann.records.count == 13)

        let outcome = try pair.ann.tracker.backups.restore(plan)
        #expect(outcome.copyPath != nil)
        pair.advance(60)
        try pair.syncAll()
        for device in [pair.ann, pair.bob] {
            let records = try device.records
            #expect(records.count == 3)
            #expect(Set(records.values.map(\.day)) == [Self.day(0), Self.day(1), Self.day(2)])
            #expect(records.values.contains { $0.note == "slow start" })
        }
    }

    @Test("without sync, a restore reaches only this device")
    func reachWithoutSync() throws {
        let folder = try TemporaryFolder(prefix: "kado-restore-alone")
        let alone = try Device("alone", in: folder)
        let read = try alone.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let backup = try Self.backUp(alone, in: folder)
        alone.clock.advance(by: 60)
        _ = try alone.tracker.checkIns.complete(read, on: Self.day(1))
        let plan = try alone.tracker.backups.restorePlan(fileAt: backup, mode: .replace)
        #expect(!plan.reach.isSyncing && plan.reach.otherDevices.isEmpty)
        #expect(plan.lost.checkIns == 1)
    }

    @Test("an older export does not revert a newer note; replace does, and says so")
    func olderExportKeepsNewerNote() throws {
        let folder = try TemporaryFolder(prefix: "kado-restore-note")
        let ann = try Device("ann", in: folder)
        let read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try ann.tracker.checkIns.note(read, text: "first", on: Self.day(1))
        let export = try Self.backUp(ann, in: folder)
        ann.clock.advance(by: 120)
        _ = try ann.tracker.checkIns.note(read, text: "second thoughts", on: Self.day(1))
        let file = try ann.tracker.backups.readBackup(fileAt: export)

        let merge = try ann.tracker.backups.importPlan(file)
        #expect(merge.summary.laterChanges.notes == 1)
        #expect(!merge.summary.changesAnything)
        let stamp = try ann.tracker.testStore.lastChangeStamp()
        _ = try ann.tracker.backups.importBackup(merge)
        #expect(try ann.tracker.testStore.lastChangeStamp() == stamp)  // nothing was written
        let notesAfterMerge = try ann.records.values.map(\.note)
        #expect(notesAfterMerge == ["second thoughts"])

        let replace = try ann.tracker.backups.importPlan(file, mode: .replace)
        #expect(replace.summary.laterChanges.notes == 1)
        #expect(replace.summary.completions.updated == 1)
        _ = try ann.tracker.backups.importBackup(replace)
        let notesAfterReplace = try ann.records.values.map(\.note)
        #expect(notesAfterReplace == ["first"])
    }

    @Test("a row deleted here before the file was written comes back; one deleted after stays deleted")
    func deletionsAgainstTheFileTime() throws {
        let folder = try TemporaryFolder(prefix: "kado-restore-deletions")
        let ann = try Device("ann", in: folder)
        let bea = try Device("bea", in: folder)
        let read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        for offset in 0..<3 { _ = try ann.tracker.checkIns.complete(read, on: Self.day(offset)) }
        // Bea has Ann's rows (same ids), then Ann deletes one, then Bea writes her file.
        _ = try bea.tracker.backups.importBackup(
            try bea.tracker.backups.importPlan(
                try bea.tracker.backups.readBackup(fileAt: try Self.backUp(ann, in: folder))))
        ann.clock.advance(by: 60)
        bea.clock.advance(by: 60)
        _ = try ann.tracker.checkIns.undo(read, on: Self.day(0))
        ann.clock.advance(by: 60)
        bea.clock.advance(by: 60)
        let beasFile = try Self.backUp(bea, in: folder, name: "bea.json")
        ann.clock.advance(by: 60)
        _ = try ann.tracker.checkIns.undo(read, on: Self.day(1))

        let summary = try ann.tracker.backups.importBackup(
            try ann.tracker.backups.readBackup(fileAt: beasFile).wholeContents(), format: .json, dryRun: false,
            writtenAt: try ann.tracker.backups.readBackup(fileAt: beasFile).writtenAt)
        // Day 0, deleted before Bea's file, comes back; day 1, deleted after it, stays deleted.
        #expect(summary.completions.new == 1)
        #expect(summary.laterChanges.deletedRecords == 1)
        let days = Set(try ann.records.values.map(\.day))
        #expect(days == [Self.day(0), Self.day(2)])
    }

    @Test("a Kadō CSV says no time: a merge only adds what the database never had")
    func csvWithoutTime() throws {
        let folder = try TemporaryFolder(prefix: "kado-restore-csv")
        let ann = try Device("ann", in: folder)
        let read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try ann.tracker.checkIns.complete(read, on: Self.day(1))
        let path = folder.path("saved.csv")
        try ann.tracker.backups.exportBackup(format: .csv, appVersion: "test").data.write(
            to: URL(fileURLWithPath: path))
        try ann.tracker.habits.editHabit(read) { $0.name = "Reading" }
        _ = try ann.tracker.checkIns.undo(read, on: Self.day(1))
        let file = try ann.tracker.backups.readBackup(fileAt: path)
        #expect(file.writtenAt == nil)
        let merge = try ann.tracker.backups.importPlan(file)
        #expect(!merge.summary.changesAnything)
        #expect(merge.summary.laterChanges.habits == 1 && merge.summary.laterChanges.deletedRecords == 1)
        let fresh = try Device("fresh", in: folder)
        #expect(
            try fresh.tracker.backups.importPlan(try fresh.tracker.backups.readBackup(fileAt: path)).summary.completions
                .new == 1)
    }
}
