import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Automatic backups through the tracker: written after the first change of each logical day,
/// rotated, never more than one a day, crash-safe, and restored back to the same export.
@Suite("Automatic backups")
struct AutoBackupTests {
    /// A tracker on a fresh database in `folder`, its backups in `folder/backups`.
    static func tracker(
        in folder: TemporaryFolder, clock: TestClock, zone: String = "UTC", name: String = "kado"
    ) throws -> Tracker {
        let tracker = try TrackerBuilder().timeZone(zone).clock(clock).open(in: folder, named: "\(name).sqlite")
        tracker.autoBackup = AutoBackupConfiguration(defaultFolder: folder.path("backups"))
        return tracker
    }

    /// The days of the automatic backups in `folder` (named with `tag` in a folder chosen).
    static func backupDays(in folder: String, tag: String? = nil) throws -> [String] {
        try AutoBackupFile.files(in: folder, tag: tag).map(\.day.description)
    }

    /// The instant at `hour:minute` local time on the calendar date `date` in `zone`.
    static func instant(_ date: LogicalDay, hour: Int, minute: Int = 0, zone: TimeZone) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(
            year: date.year, month: date.month, day: date.day, hour: hour, minute: minute)
        return try #require(calendar.date(from: components))
    }

    @Test(
        "each database has its own default backups folder beside it",
        arguments: [
            ("/home/me/.local/share/kado/kado.sqlite", "/home/me/.local/share/kado/backups"),
            ("/home/me/work.sqlite", "/home/me/work-backups"), ("/data/kado.db", "/data/backups"),
            ("/kado.sqlite", "/backups"), ("k", "k-backups"), ("a/k.sqlite", "a/k-backups"),
            ("/srv/.hidden", "/srv/.hidden-backups"),
        ])
    func defaultFolder(_ database: String, _ folder: String) {
        #expect(AutoBackupConfiguration.defaultFolder(besideDatabase: database) == folder)
    }

    @Test(
        "a change each day for two months, across DST, writes each logical day's backup and rotates it exactly",
        arguments: ["Europe/Paris", "America/New_York", "Australia/Lord_Howe"])
    func twoMonths(_ zoneName: String) throws {
        let folder = try TemporaryFolder()
        let zone = TestCalendars.zone(zoneName)
        let first = KadoTestSupport.day("2026-09-20")
        let clock = TestClock(try Self.instant(first, hour: 12, zone: zone))
        let tracker = try Self.tracker(in: folder, clock: clock, zone: zoneName)
        try tracker.preferences.setDayStart(3)
        try tracker.preferences.setWeekStart(.monday)
        // The first change (the settings) made the backup of the 20th.
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        var folderDays = Set([first])
        // Each night at 01:30 local time: with days starting at 03:00, that is yesterday's change.
        for offset in 1...60 {
            let date = first.adding(days: offset + 1)
            clock.set(try Self.instant(date, hour: 1, minute: 30, zone: zone))
            let logical = first.adding(days: offset)
            #expect(try tracker.today() == logical)
            _ = try tracker.checkIns.complete(read, on: logical)
            // A second change the same day writes no second backup and leaves the first as it was.
            let path = folder.path("backups/\(AutoBackupFile.name(of: logical))")
            let written = try Data(contentsOf: URL(fileURLWithPath: path))
            clock.advance(by: 60)
            _ = try tracker.checkIns.note(read, text: "page \(offset)", on: logical)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
            folderDays.insert(logical)
            folderDays = AutoBackupRetentionTests.expected(
                from: first, through: logical, retention: .standard, weekStart: .monday)
            #expect(
                try Self.backupDays(in: folder.path("backups")) == folderDays.sorted().map(\.description),
                "on \(logical) in \(zoneName)")
        }
    }

    @Test("a change that changes nothing writes no backup; backups off or a read-only tracker write none")
    func noBackup() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        try tracker.backups.setAutoBackups(enabled: false)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        #expect(try Self.backupDays(in: folder.path("backups")) == [])
        try tracker.backups.setAutoBackups(enabled: true)
        #expect(try Self.backupDays(in: folder.path("backups")) == ["2026-12-02"])
        clock.advance(by: 86_400)
        // Already done today: nothing changes, so nothing is written.
        _ = try tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-12-02"))
        #expect(try Self.backupDays(in: folder.path("backups")) == ["2026-12-02"])
        let reader = try TrackerBuilder().timeZone(.gmt).clock(clock).purpose(.reading).isWritable { _ in false }
            .open(at: tracker.databasePath)
        reader.autoBackup = tracker.autoBackup
        #expect(throws: AppError.self) { try reader.backups.backUpNow() }
        #expect(try Self.backupDays(in: folder.path("backups")) == ["2026-12-02"])
    }

    @Test("a backup that cannot be written fails nothing: the change stands, the failure is reported and kept")
    func failureIsReported() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        // A file where the folder should be.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.path("blocked")))
        let reports = Locked<[AutoBackupError]>([])
        tracker.autoBackup?.report = { error, _ in reports.withValue { $0.append(error) } }
        // The change of the setting is the day's first change: its backup fails, and is said.
        try tracker.backups.setAutoBackupFolder(folder.path("blocked"))
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.habits.all().map(\.id) == [read.id])
        let failures = reports.value
        #expect(failures.count == 1)
        guard case .notWritten(let path, _) = failures.first else {
            Issue.record("not a write failure: \(failures)")
            return
        }
        // A folder chosen may be shared: the name carries the database's tag.
        let tag = try #require(tracker.backups.autoBackupTag)
        #expect(path == folder.path("blocked/kado-auto-2026-12-02-\(tag).json"))
        #expect(try tracker.backups.autoBackups().lastFailure?.day == KadoTestSupport.day("2026-12-02"))
        // Fixed: the next change writes it, and the failure is forgotten.
        try tracker.backups.setAutoBackupFolder(folder.path("backups"))
        #expect(try Self.backupDays(in: folder.path("backups"), tag: tag) == ["2026-12-02"])
        #expect(try tracker.backups.autoBackups().lastFailure == nil)
    }

    @Test("after a failure the changes of the next hour export nothing; then one writes the backup and clears it")
    func failureWaits() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.path("blocked")))
        let exports = Locked(0)
        let reports = Locked(0)
        tracker.autoBackup?.exportWillStart = { exports.withValue { $0 += 1 } }
        tracker.autoBackup?.report = { _, _ in reports.withValue { $0 += 1 } }
        try tracker.backups.setAutoBackupFolder(folder.path("blocked"))
        #expect(exports.value == 1)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(exports.value == 1)
        #expect(reports.value == 1)
        // Ten check-ins over the next 59 minutes: no export, no report again, the failure kept.
        for minute in stride(from: 5, through: 59, by: 6) {
            clock.set(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, minute: minute, zone: .gmt))
            _ = try tracker.checkIns.checkIn(
                .done, habit: .text("Read"), day: KadoTestSupport.day("2026-12-01").adding(days: -minute))
        }
        #expect(exports.value == 1)
        #expect(reports.value == 1)
        #expect(try tracker.backups.autoBackups().lastFailure?.day == KadoTestSupport.day("2026-12-02"))
        // The folder can be written now, but the hour has not passed: still nothing.
        try FileManager.default.removeItem(atPath: folder.path("blocked"))
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Read"), day: KadoTestSupport.day("2026-11-01"))
        #expect(exports.value == 1)
        #expect(try Self.backupDays(in: folder.path("blocked"), tag: tracker.backups.autoBackupTag) == [])
        // An hour after the failure, the next change writes the backup and clears the failure.
        clock.set(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 10, zone: .gmt))
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Read"), day: KadoTestSupport.day("2026-10-01"))
        #expect(exports.value == 2)
        #expect(reports.value == 1)
        #expect(try Self.backupDays(in: folder.path("blocked"), tag: tracker.backups.autoBackupTag) == ["2026-12-02"])
        #expect(try tracker.backups.autoBackups().lastFailure == nil)
    }

    @Test("a failure waits no longer than the next logical day, and backup now always tries at once")
    func failureWaitsUntilTomorrowAtMost() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 23, minute: 40, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.path("blocked")))
        let exports = Locked(0)
        tracker.autoBackup?.exportWillStart = { exports.withValue { $0 += 1 } }
        tracker.autoBackup?.report = { _, _ in }
        try tracker.backups.setAutoBackupFolder(folder.path("blocked"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(exports.value == 1)
        // backup now does not wait (and fails again, kept as the last failure).
        #expect(throws: AutoBackupError.self) { try tracker.backups.backUpNow() }
        #expect(exports.value == 2)
        // Twenty minutes later it is the 3rd: the first change tries again.
        clock.advance(by: 20 * 60)
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Read"))
        #expect(exports.value == 3)
        #expect(try tracker.backups.autoBackups().lastFailure?.day == KadoTestSupport.day("2026-12-03"))
        _ = try tracker.checkIns.checkIn(.undo, habit: .text("Read"))
        #expect(exports.value == 3)
    }

    /// A writer that writes `limit` bytes and then fails, as a full disk or a killed process would
    /// leave the file.
    struct HalfWriter: Error {
        static func writer(limit: Int) -> ChunkedOutputSink.ChunkWriter {
            let written = Locked(0)
            return { output, bytes in
                let room = max(0, limit - written.value)
                try output.write(UnsafeRawBufferPointer(rebasing: bytes.prefix(room)))
                written.withValue { $0 += min(room, bytes.count) }
                if written.value >= limit { throw HalfWriter() }
            }
        }
    }

    @Test("a write cut short leaves the earlier backups intact and nothing a listing takes for a backup")
    func crash() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let backups = folder.path("backups")
        let earlier = try Data(contentsOf: URL(fileURLWithPath: backups + "/kado-auto-2026-12-01.json"))
        for limit in [0, 10, earlier.count - 1] {
            #expect(throws: AutoBackupError.self) {
                try tracker.backups.writeAutoBackupFile(
                    on: KadoTestSupport.day("2026-12-01"), into: backups, writer: HalfWriter.writer(limit: limit))
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: backups + "/kado-auto-2026-12-01.json")) == earlier)
            #expect(throws: AutoBackupError.self) {
                try tracker.backups.writeAutoBackupFile(
                    on: KadoTestSupport.day("2026-12-02"), into: backups, writer: HalfWriter.writer(limit: limit))
            }
            #expect(try Self.backupDays(in: backups) == ["2026-12-01"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: backups) == ["kado-auto-2026-12-01.json"])
        }
        clock.advance(by: 86_400)
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        #expect(try Self.backupDays(in: backups) == ["2026-12-01", "2026-12-02"])
        #expect(try tracker.backups.autoBackups().entries.map(\.file.day.description) == ["2026-12-02", "2026-12-01"])
    }

    @Test("only our own files are rotated: anything else in the folder is left alone")
    func foreignFiles() throws {
        let folder = try TemporaryFolder()
        let backups = folder.path("backups")
        try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        let foreign = [
            "kado-auto-2020-01-01.json.bak", "notes.txt", "kado-backup-2020-01-01.json", "kado-auto-2020-1-01.json",
        ]
        for name in foreign { try Data("x".utf8).write(to: URL(fileURLWithPath: backups + "/" + name)) }
        try FileManager.default.createDirectory(
            atPath: backups + "/kado-auto-2020-02-01.json", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: backups + "/kado-auto-2020-03-01.json"))
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        try tracker.backups.setAutoBackupRetention(AutoBackupRetention(daily: 1, weekly: 0, monthly: 0))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: backups))
        #expect(names == Set(foreign + ["kado-auto-2020-02-01.json", "kado-auto-2026-12-02.json"]))
    }

    @Test("export, change, restore with replace, export: the two exports are the same bytes, and a copy was kept first")
    func restoreRoundTrip() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        _ = try tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-12-01"))
        _ = try tracker.checkIns.log(water, value: 3, on: KadoTestSupport.day("2026-12-02"))
        _ = try tracker.checkIns.skip(
            read,
            days: try DayRange(from: KadoTestSupport.day("2026-11-20"), through: KadoTestSupport.day("2026-11-22")))
        let exported = try tracker.backups.exportBackup(format: .json, appVersion: "test").data
        let file = folder.path("saved.json")
        try exported.write(to: URL(fileURLWithPath: file))
        // Changes of every kind: a record added and one cleared, a habit added, one deleted, a setting.
        _ = try tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-11-30"))
        _ = try tracker.checkIns.log(water, value: 0, on: KadoTestSupport.day("2026-12-02"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Run"))
        try tracker.habits.delete(try tracker.habits.find("Water"))
        try tracker.preferences.setWeekStart(.sunday)
        let plan = try tracker.backups.restorePlan(fileAt: file, mode: .replace)
        #expect(plan.removedHabits == ["Run"])
        #expect(plan.removedRecords == 1)
        #expect(plan.changesAnything)
        // The plan changed nothing.
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Run"])
        let outcome = try tracker.backups.restore(plan)
        let copy = try #require(outcome.copyPath)
        #expect(copy.hasPrefix(folder.path("backups") + "/kado-before-restore-"))
        #expect(copy.hasSuffix(".sqlite"))
        let before = try TrackerBuilder().timeZone(.gmt).clock(clock).purpose(.reading).open(at: copy)
        #expect(try before.habits.all().map(\.name) == ["Read", "Run"])
        #expect(try tracker.backups.exportBackup(format: .json, appVersion: "test").data == exported)
        // Restoring again changes nothing and copies nothing.
        let again = try tracker.backups.restore(try tracker.backups.restorePlan(fileAt: file, mode: .replace))
        #expect(again.copyPath == nil)
        #expect(!again.plan.changesAnything)
    }

    @Test("a CSV file is not restored: only the lossless format is")
    func csvRefused() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let csv = try tracker.backups.exportBackup(format: .csv, appVersion: "test").data
        try csv.write(to: URL(fileURLWithPath: folder.path("saved.csv")))
        #expect(throws: AutoBackupError.notLossless(path: folder.path("saved.csv"), format: "csv")) {
            try tracker.backups.restorePlan(fileAt: folder.path("saved.csv"))
        }
    }

    @Test("backup-folder must be a full path; nothing is saved otherwise")
    func folderValidation() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        #expect(throws: AutoBackupSettingError.folderNotAbsolute("backups")) {
            try tracker.backups.setAutoBackups(enabled: false, folder: "backups", retention: .standard)
        }
        let settings = try tracker.backups.autoBackupSettings()
        #expect(settings.isEnabled)
        #expect(settings.chosenFolder == nil)
        #expect(settings.folder == folder.path("backups"))
        try tracker.backups.setAutoBackups(
            enabled: true, folder: folder.path("elsewhere"),
            retention: AutoBackupRetention(daily: 2, weekly: 1, monthly: 0))
        #expect(try tracker.backups.autoBackupSettings().folder == folder.path("elsewhere"))
        #expect(try tracker.backups.autoBackupSettings().retention.description == "2,1,0")
        #expect(try Self.backupDays(in: folder.path("elsewhere"), tag: tracker.backups.autoBackupTag) == ["2026-12-02"])
    }

    @Test("backup now replaces today's backup with the database as it is now")
    func backUpNow() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try Self.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        let tracker = try Self.tracker(in: folder, clock: clock)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        let file = try tracker.backups.backUpNow()
        #expect(file.path == folder.path("backups/kado-auto-2026-12-02.json"))
        let written = try tracker.backups.readBackup(fileAt: file.path)
        #expect(Set(written.habits.map(\.name)) == ["Read", "Walk"])
        #expect(try tracker.backups.autoBackups().entries.map(\.rules) == [[.daily, .weekly, .monthly]])
    }
}
