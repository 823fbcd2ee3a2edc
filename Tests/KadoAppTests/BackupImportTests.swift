import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@Suite("Importing backups into the tracker")
struct BackupImportTests {
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    let path: String

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-import")
        path = temporary.path("kado.sqlite")
        tracker = try TrackerBuilder().clock(clock).open(at: path)
    }

    func sample() -> BackupContents {
        var read = HistoryBuilder(.daily, createdOn: day("2026-03-01"), name: "Read")
        read.done(from: day("2026-03-01"), through: day("2026-03-20"))
        read.record(day("2026-03-21"), value: 0, note: "tired, \"very\"")
        read.skip(from: day("2026-03-25"), through: day("2026-03-28"))
        var water = HistoryBuilder(.daysPerWeek(3), .counter(target: 8), createdOn: day("2026-03-05"), name: "Water")
        water.habit = Habit(
            id: HistoryBuilder.uuid(9, 9), name: "Water", frequency: .daysPerWeek(3), type: .counter(target: 8),
            unit: "glasses", createdAt: water.habit.createdAt, sortOrder: 1)
        water.record(day("2026-03-06"), value: 5)
        let waterRecords = water.completions.map {
            Completion(id: UUID(), habitID: water.habit.id, day: $0.day, recordedAt: $0.recordedAt, value: $0.value)
        }
        return BackupContents(
            habits: [read.habit, water.habit], completions: read.completions + waterRecords, skips: read.skips,
            settings: BackupSettings(dayStart: 4, weekStart: 1, language: "fr"))
    }

    @Test("a dry run reports exactly what an import then does, and writes nothing")
    func dryRun() throws {
        let contents = sample()
        let preview = try tracker.backups.importBackup(contents, format: .json, dryRun: true)
        #expect(preview.isDryRun)
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
        #expect(try tracker.settings() == Settings())
        let applied = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        var expected = preview
        expected.isDryRun = false
        #expect(applied == expected)
        #expect(applied.habits.new == 2)
        #expect(applied.completions.new == 22)
        #expect(applied.skips.new == 1)
        #expect(applied.settingsChanged)
        var imported = Settings(dayStart: 4, weekStart: .sunday, language: .french)
        imported.isWeekStartChosen = true
        imported.languageSetting = .fixed(.french)
        #expect(try tracker.settings() == imported)
    }

    @Test("importing the same contents twice changes nothing the second time")
    func idempotent() throws {
        let contents = sample()
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        let again = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        #expect(!again.changesAnything)
        #expect(again.habits.unchanged == 2)
        #expect(again.completions.unchanged == 22)
        #expect(try tracker.backups.backupContents().completions.count == 22)
    }

    @Test("with replace, incoming values win, nothing is deleted, and a deleted habit comes back")
    func upsert() throws {
        var contents = sample()
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        let extra = try tracker.habits.createHabit(HabitDraft(name: "Run"))
        try tracker.habits.delete(try tracker.habits.find("Read"))
        contents.habits[1].name = "Drink water"
        let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: false, mode: .replace)
        #expect(summary.habits.new == 1)  // Read, deleted then restored
        #expect(summary.habits.updated == 1)  // Water renamed
        #expect(try tracker.habits.find(extra.id.uuidString).name == "Run")
        #expect(try tracker.habits.all().map(\.name).sorted() == ["Drink water", "Read", "Run"])
        #expect(try tracker.testStore.completions(of: contents.habits[0].id).count == 21)
    }

    @Test("records of an unknown habit, or whose id is another habit's, are left out with a reason")
    func leftOut() throws {
        var contents = sample()
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        let stranger = UUID()
        contents.completions.append(
            Completion(habitID: stranger, day: day("2026-03-02"), recordedAt: clock.now))
        var stolen = contents.completions[0]
        stolen = Completion(
            id: stolen.id, habitID: contents.habits[1].id, day: stolen.day, recordedAt: stolen.recordedAt)
        contents.completions.append(stolen)
        let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        #expect(
            summary.leftOut.map(\.reason).sorted() == [
                "its id belongs to another habit", "the habit is neither in the file nor in the database",
            ])
        #expect(summary.completions.new == 0)
        #expect(try tracker.testStore.completions(of: contents.habits[0].id).count == 21)
    }

    @Test("an invalid habit refuses the whole import, naming the field")
    func invalid() throws {
        var contents = sample()
        contents.habits[1].frequency = .daysPerWeek(0)
        #expect(throws: AppError.self) { try tracker.backups.importBackup(contents, format: .json, dryRun: false) }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("export contents → import into an empty database → export contents are equal")
    func roundTrip() throws {
        _ = try tracker.backups.importBackup(sample(), format: .json, dryRun: false)
        let exported = try tracker.backups.backupContents()
        let otherPath = temporary.path("other.sqlite")
        let other = try TrackerBuilder().clock(clock).open(at: otherPath)
        _ = try other.backups.importBackup(exported, format: .json, dryRun: false)
        let again = try other.backups.backupContents()
        #expect(again.habits == exported.habits)
        #expect(Set(again.completions) == Set(exported.completions))
        #expect(Set(again.skips) == Set(exported.skips))
        #expect(again.settings == exported.settings)
    }
}
