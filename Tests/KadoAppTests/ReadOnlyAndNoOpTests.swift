import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

/// The bytes and modification times of every file in a folder: what "nothing was written" means.
/// The `-shm` file is SQLite's shared memory, which every read transaction updates: only whether
/// it exists counts.
private func folderState(_ folder: URL) throws -> [String: (Data, Date)] {
    var state: [String: (Data, Date)] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        if name.hasSuffix("-shm") {
            state[name] = (Data(), .distantPast)
            continue
        }
        let path = folder.appendingPathComponent(name).path
        let modified =
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date ?? .distantPast
        state[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), modified)
    }
    return state
}

private func expectSame(
    _ before: [String: (Data, Date)], _ after: [String: (Data, Date)], _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(Set(before.keys) == Set(after.keys), "\(what): files", sourceLocation: sourceLocation)
    for (name, (data, modified)) in before {
        #expect(after[name]?.0 == data, "\(what): \(name) bytes", sourceLocation: sourceLocation)
        #expect(after[name]?.1 == modified, "\(what): \(name) modification time", sourceLocation: sourceLocation)
    }
}

@Suite("A write that changes nothing writes nothing")
struct NoOpWriteTests {
    /// An action, done once to change something, then again: the second time must change nothing.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let action: @Sendable (Tracker, Habit, Habit, LogicalDay) throws -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "done twice") { tracker, read, _, day in try tracker.checkIns.complete(read, on: day) },
        Case(name: "undo with nothing to undo") { tracker, read, _, day in try tracker.checkIns.undo(read, on: day) },
        Case(name: "log the same total") { tracker, _, water, day in try tracker.checkIns.log(water, value: 3, on: day)
        },
        Case(name: "log +0") { tracker, _, water, day in
            try tracker.checkIns.log(water, value: 0, adding: true, on: day)
        },
        Case(name: "the same note") { tracker, read, _, day in try tracker.checkIns.note(read, text: "p. 40", on: day)
        },
        Case(name: "an empty note where there is none") { tracker, _, water, day in
            try tracker.checkIns.note(water, text: "", on: day.adding(days: -3))
        },
        Case(name: "a day already excused") { tracker, read, _, day in
            try tracker.checkIns.skip(read, days: DayRange(day: day.adding(days: -1)))
        },
        Case(name: "day start set to its value") { tracker, _, _, _ in try tracker.preferences.setDayStart(4) },
        Case(name: "week start set to its value") { tracker, _, _, _ in try tracker.preferences.setWeekStart(.sunday) },
        Case(name: "language set to its value") { tracker, _, _, _ in try tracker.preferences.setLanguage(.french) },
        Case(name: "edit with the same values") { tracker, read, _, _ in
            let current = try tracker.habits.find(read.id.uuidString)
            try tracker.habits.editHabit(current) { $0.name = "Read" }
        },
        Case(name: "move to its own position") { tracker, read, _, _ in try tracker.habits.move(read, to: 1) },
        Case(name: "archive an archived habit") { tracker, _, _, _ in
            try tracker.habits.archive(try tracker.habits.find("Old"))
        },
    ]

    @Test("the database, its -wal and the widget snapshot stay byte for byte and time for time", arguments: cases)
    func nothingWritten(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-noop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let tracker = try TrackerBuilder().clock(clock).open(in: folder)
        let day = KadoTestSupport.day("2026-04-10")
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        try tracker.habits.archive(try tracker.habits.createHabit(HabitDraft(name: "Old")))
        try tracker.checkIns.complete(read, on: day)
        try tracker.checkIns.log(water, value: 3, on: day)
        try tracker.checkIns.note(read, text: "p. 40", on: day)
        try tracker.checkIns.skip(read, days: DayRange(day: day.adding(days: -1)))
        try tracker.preferences.setDayStart(4)
        try tracker.preferences.setWeekStart(.sunday)
        try tracker.preferences.setLanguage(.french)
        try tracker.widget.publishSnapshot()
        try testCase.action(tracker, read, water, day)  // the first time may change something
        // The files' bytes and times, the write-ahead log's included: a write of the same bytes
        // would still show a later modification time.
        let before = try folderState(folder)
        // Later, so that a rewritten file would show another modification time.
        Thread.sleep(forTimeInterval: 0.02)
        clock.advance(by: 60)
        try testCase.action(tracker, read, water, day)
        expectSame(before, try folderState(folder), testCase.name)
    }

    @Test("an outcome says when nothing changed")
    func outcomes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-noop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracker = try TrackerBuilder().open(in: folder)
        let day = KadoTestSupport.day("2026-04-10")
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        #expect(try tracker.checkIns.log(water, value: 2, on: day) == .valueSet)
        #expect(try tracker.checkIns.log(water, value: 2, on: day) == .unchanged)
        #expect(try tracker.checkIns.log(water, value: 0, adding: true, on: day) == .unchanged)
        #expect(try tracker.checkIns.note(read, text: "x", on: day) == .noted)
        #expect(try tracker.checkIns.note(read, text: " x ", on: day) == .unchanged)
        #expect(try tracker.checkIns.skip(read, days: DayRange(day: day)) == .skipped)
        #expect(try tracker.checkIns.skip(read, days: DayRange(day: day)) == .unchanged)
    }
}

/// What this suite tests is how `Tracker.init(databasePath:…)` opens a database for its purpose
/// and its write check, so the trackers under test call that initialiser directly;
/// ``TrackerBuilder`` only makes the database they open.
@Suite("A database that cannot be written is shown, never written")
struct ReadOnlyStoreTests {
    /// Which part cannot be written. Tests run as root, whom permission bits do not stop: the
    /// check that chooses the read-only open is given instead, and SQLite's read-only open then
    /// makes sure nothing is written.
    enum Blocked: String, CaseIterable, Sendable {
        case file, folder, both
        func isWritable(_ database: String) -> @Sendable (String) -> Bool {
            let folder = (database as NSString).deletingLastPathComponent
            return { path in
                switch self {
                case .file: path != database
                case .folder: path != folder
                case .both: path != database && path != folder
                }
            }
        }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-ro-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("kado.sqlite").path }
    let now: @Sendable () -> Date = { instant("2026-04-10T10:00:00Z") }

    /// A database with two habits, a record and a stale checkpoint, closed (no -wal left).
    func makeDatabase() throws {
        let tracker = try TrackerBuilder().now(now).open(at: path)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        try tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-04-09"))
        try? FileManager.default.removeItem(atPath: tracker.widget.snapshotPath)
    }

    @Test(
        "reading views work, and leave every file as it was (no -wal, -shm, snapshot or checkpoint)",
        arguments: Blocked.allCases)
    func reads(_ blocked: Blocked) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeDatabase()
        let before = try folderState(folder)
        let tracker = try Tracker(
            databasePath: path, timeZone: TestCalendars.zone("UTC"), now: now, defaults: Settings(), system: .testing,
            purpose: .reading, isWritable: blocked.isWritable(path))
        #expect(tracker.isReadOnly)
        let today = try tracker.views.todayView()
        #expect(today.all.map(\.habit.name) == ["Read", "Water"])
        let read = try tracker.habits.find("Read")
        _ = try tracker.views.detail(of: read)
        _ = try tracker.views.overview(days: 35)
        _ = try tracker.backups.backupContents()
        _ = try tracker.settings()
        #expect(throws: AppError.store(.cannotWrite(path: path, reason: .openedReadOnly))) {
            try tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-04-10"))
        }
        expectSame(before, try folderState(folder), "read-only \(blocked)")
    }

    @Test("a change is refused at once, in one line naming the file and why", arguments: Blocked.allCases)
    func writes(_ blocked: Blocked) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeDatabase()
        let before = try folderState(folder)
        let reason: StoreFailureReason = blocked == .folder ? .folderReadOnly(folder: folder.path) : .fileReadOnly
        let words = blocked == .folder ? "the folder \(folder.path) is read-only" : "the file is read-only"
        #expect(throws: AppError.store(.cannotWrite(path: path, reason: reason))) {
            try Tracker(
                databasePath: path, timeZone: TestCalendars.zone("UTC"), now: now, defaults: Settings(),
                system: .testing,
                isWritable: blocked.isWritable(path))
        }
        #expect(
            AppError.store(.cannotWrite(path: path, reason: reason)).description == "cannot write \(path): \(words)")
        expectSame(before, try folderState(folder), "refused \(blocked)")
    }

    @Test("changes still in another connection's write-ahead log are read, and no file is added")
    func pendingLog() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeDatabase()
        // A writer that stays open (the web app) keeps its latest changes in the -wal file.
        let writer = try TrackerBuilder().now(now).open(at: path)
        _ = try writer.habits.createHabit(HabitDraft(name: "Stretch"))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let reader = try Tracker(
            databasePath: path, timeZone: TestCalendars.zone("UTC"), now: now, defaults: Settings(), system: .testing,
            purpose: .reading, isWritable: Blocked.both.isWritable(path))
        #expect(try reader.habits.all().map(\.name) == ["Read", "Water", "Stretch"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == names)
    }

    @Test("a database that needs an upgrade says so, and is left as it was")
    func needsUpgrade() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeDatabase()
        do {
            // As if written by the version before the last migration.
            let database = try Database(path: path)
            try database.execute(
                sql: "DELETE FROM kado_migrations WHERE rowid = (SELECT max(rowid) FROM kado_migrations)")
            try database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let before = try folderState(folder)
        #expect {
            try Tracker(
                databasePath: path, timeZone: TestCalendars.zone("UTC"), now: now, defaults: Settings(),
                system: .testing,
                purpose: .reading, isWritable: Blocked.file.isWritable(path))
        } throws: { error in
            guard case .store(.upgradeNeedsWriting(let failing, _)) = error as? AppError else { return false }
            return failing == path && !"\(error)".contains("\n")
        }
        expectSame(before, try folderState(folder), "needs upgrade")
    }

    @Test("a writable database is still opened for writing by the reading views (they refresh the snapshot)")
    func writableReads() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeDatabase()
        let tracker = try Tracker(
            databasePath: path, timeZone: TestCalendars.zone("UTC"), now: now, defaults: Settings(), system: .testing,
            purpose: .reading, isWritable: { _ in true })
        #expect(!tracker.isReadOnly)
        _ = try tracker.views.todayView()
        #expect(FileManager.default.fileExists(atPath: tracker.widget.snapshotPath))
    }
}
