import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// Other apps' files through the tracker: detected from their content, the same dry run →
/// summary → confirm as Kadō's own backups, the remarks in the summary, a second import that
/// changes nothing, and everything imported surviving Kadō's own export and import.
@Suite("Importing other apps' files")
struct ForeignImportTests {
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)

    static func makeTracker() throws -> (Tracker, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-foreign-\(UUID().uuidString)")
        return (try TrackerBuilder().open(in: folder), folder)
    }

    @Test(
        "HabitBull: a dry run writes nothing, the import does what it said, a second import changes nothing",
        .enabled(if: ForeignFixtures.available, fixtures), arguments: ["habitbull.csv", "habitbull2.csv"])
    func habitBull(name: String) throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try tracker.backups.readBackup(fileAt: ForeignFixtures.path(name))
        #expect(file.format == .habitBull)
        #expect(!file.remarks.isEmpty)
        let prepared = try tracker.backups.importPlan(file)
        #expect(prepared.summary.isDryRun && prepared.summary.format == "habitbull")
        #expect(prepared.summary.remarks == file.remarks)
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
        let applied = try tracker.backups.importBackup(prepared)
        var expected = prepared.summary
        expected.isDryRun = false
        #expect(applied.summary == expected)
        #expect(try tracker.habits.all(includingArchived: true).count == file.habits.count)
        let again = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: ForeignFixtures.path(name)))
        #expect(!again.summary.changesAnything)
        #expect(again.summary.habits.unchanged == file.habits.count)
    }

    @Test(
        "HabitBull: what was imported survives Kadō's JSON export and import into another database",
        .enabled(if: ForeignFixtures.available, fixtures))
    func survivesExport() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try tracker.backups.importBackup(
            try tracker.backups.importPlan(
                try tracker.backups.readBackup(fileAt: ForeignFixtures.path("habitbull2.csv"))))
        let export = try tracker.backups.exportBackup(format: .json, appVersion: "test")
        let (other, otherFolder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        _ = try other.backups.importBackup(try other.backups.importPlan(try other.backups.readBackup(export.data)))
        #expect(try other.backups.backupContents() == tracker.backups.backupContents())
        // And the HabitBull file, imported there again, finds everything already there.
        let again = try other.backups.importPlan(
            try other.backups.readBackup(fileAt: ForeignFixtures.path("habitbull2.csv")))
        #expect(!again.summary.changesAnything)
    }

    @Test(
        "Loop's CSV export, as a folder: detected, imported once, a second import changes nothing, survives export",
        .enabled(if: ForeignFixtures.available, fixtures))
    func loopCSVFolder() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = ForeignFixtures.path("loop-csv-export")
        let file = try tracker.backups.readBackup(fileAt: path)
        #expect(file.format == .loopCSV)
        #expect(file.habits.map(\.name) == ["Meditate", "Wake up early"])
        let prepared = try tracker.backups.importPlan(file)
        #expect(prepared.summary.completions.total == 9 && prepared.summary.remarks == file.remarks)
        _ = try tracker.backups.importBackup(prepared)
        #expect(!(try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: path)).summary.changesAnything))
        let export = try tracker.backups.exportBackup(format: .json, appVersion: "test")
        let (other, otherFolder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        _ = try other.backups.importBackup(try other.backups.importPlan(try other.backups.readBackup(export.data)))
        #expect(try other.backups.backupContents() == tracker.backups.backupContents())
        #expect(!(try other.backups.importPlan(try other.backups.readBackup(fileAt: path)).summary.changesAnything))
    }

    @Test("a folder that is no Loop export cannot be read, as before, and nothing changes")
    func otherFolder() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try tracker.backups.readBackup(fileAt: folder.path)
        } throws: { error in
            guard let error = error as? BackupFileError, case .cannotRead = error.problem else { return false }
            return true
        }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("an ambiguous or broken HabitBull file is refused naming its line, and nothing changes")
    func refusedChangesNothing() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"
        let ambiguous = Data((header + "Run,,,03/04/2020,1,\n").utf8)
        #expect {
            _ = try tracker.backups.readBackup(ambiguous)
        } throws: { error in
            guard let error = error as? BackupFileError, case .undecodable(.habitBull, let detail) = error.problem
            else { return false }
            return detail.line == 2 && detail.field == "CalendarDate"
                && error.description.contains("\"03/04/2020\" could be day/month or month/day")
        }
        let given = try tracker.backups.readBackup(ambiguous, dateOrder: .dayMonthYear)
        #expect(given.remarks.first?.note == .datesReadAsGiven(.dayMonthYear))
        #expect(throws: BackupFileError.self) { try tracker.backups.readBackup(Data((header + "Run,,,2020-01").utf8)) }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test(
        "every remark has its French",
        arguments: [
            ImportRemark.Note.question("Did you read?"), .otherCategory("Sport", kept: "Fitness"), .importedAsDaily,
            .counterWithoutTarget,
            .valueLeftOut(shown: "\"-2150000000\"", day: day("2020-11-05"), line: 3), .repeatedRows(count: 1),
            .repeatedRows(count: 4), .otherRowOfDay(day: day("2020-11-05"), line: 4, keptLine: 3),
            .datesReadAs(.monthDayYear, shown: "\"4/13/2019\"", line: 6), .datesReadAsGiven(.dayMonthYear),
            .datesReadAsGiven(.yearMonthDay), .datesReadAsGiven(.monthDayYear), .timesAMonth(2), .timesAYear(20),
            .reminderOnWeekdays(time: "08:00", days: [.monday, .friday]), .reminderOnNoDay(time: "07:00"),
            .checkInsNotDone(kind: 1, count: 1), .checkInsNotDone(kind: 3, count: 2),
            .rowsWithoutHabit(table: "ticks", count: 1), .rowsWithoutHabit(table: "CHECKINS", count: 4), .ticksCounted,
            .columnsIgnored(["Mood", "Weather"]),
        ])
    func french(note: ImportRemark.Note) {
        let remark = ImportRemark(habit: "Lire", note)
        let french = AppWording(.french).importRemark(remark)
        #expect(french.hasPrefix("habitude «\u{00A0}Lire\u{00A0}»\u{00A0}: "))
        #expect(french != remark.description)
        #expect(!french.contains(" the ") && !french.contains("imported"))
    }
}
