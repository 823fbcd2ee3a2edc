import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// Rewire's and Tickmate's databases and a spreadsheet through the tracker: detected from their
/// content whatever their name, the dry run writes nothing, the import does what it said, a second
/// import changes nothing, and a damaged or foreign file changes nothing.
@Suite("Importing Rewire, Tickmate and spreadsheets")
struct ForeignDatabaseImportTests {
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)
    static let spreadsheet =
        "Date;Habit;Value;Note\n18/03/2016;Read;x;ch. 3\n19/03/2016;Read;0;\n19/03/2016;Water;2,5;\n"

    static func makeTracker() throws -> (Tracker, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kado-foreign-db-\(UUID().uuidString)")
        return (try TrackerBuilder().timeZone("Europe/Paris").open(in: folder), folder)
    }

    static func importTwice(_ data: Data, format: BackupFormat, habits: Int, records: Int) throws {
        let (tracker, folder) = try makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Saved under a name that says nothing: the content decides.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("export.bin").path
        try data.write(to: URL(fileURLWithPath: path))
        let file = try tracker.backups.readBackup(fileAt: path)
        #expect(file.format == format)
        let prepared = try tracker.backups.importPlan(file)
        #expect(prepared.summary.isDryRun && prepared.summary.format == format.rawValue)
        #expect(prepared.summary.remarks == file.remarks && !file.remarks.isEmpty)
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
        let applied = try tracker.backups.importBackup(prepared)
        #expect(applied.summary.habits.new == habits && applied.summary.completions.new == records)
        #expect(try tracker.habits.all(includingArchived: true).count == habits)
        let again = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: path))
        #expect(!again.summary.changesAnything)
        #expect(again.summary.habits.unchanged == habits)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
    }

    @Test(
        "Rewire: detected, imported with its reminder, a second import changes nothing",
        .enabled(if: ForeignFixtures.available, fixtures))
    func rewire() throws {
        try Self.importTwice(try ForeignFixtures.data("rewire.db"), format: .rewire, habits: 3, records: 56)
    }

    @Test(
        "Tickmate: detected, imported, a second import changes nothing",
        .enabled(if: ForeignFixtures.available, fixtures))
    func tickmate() throws {
        try Self.importTwice(try ForeignFixtures.data("tickmate.db"), format: .tickmate, habits: 3, records: 68)
    }

    @Test("a spreadsheet: detected, imported, a second import changes nothing")
    func spreadsheet() throws {
        try Self.importTwice(Data(Self.spreadsheet.utf8), format: .spreadsheet, habits: 2, records: 2)
    }

    @Test(
        "a damaged database or spreadsheet is refused naming its format, and nothing changes",
        .enabled(if: ForeignFixtures.available, fixtures))
    func damagedChangesNothing() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try tracker.backups.importBackup(
            try tracker.backups.importPlan(try tracker.backups.readBackup(Data(Self.spreadsheet.utf8))))
        let before = try tracker.backups.backupContents()
        for (name, format) in [("rewire.db", BackupFormat.rewire), ("tickmate.db", .tickmate)] {
            let data = try ForeignFixtures.data(name)
            var damaged = data.prefix(data.count / 2)
            damaged.append(Data(repeating: 0xA5, count: 4096))
            #expect {
                try tracker.backups.readBackup(Data(damaged))
            } throws: { error in
                guard let error = error as? BackupFileError, case .undecodable(let found, _) = error.problem else {
                    return false
                }
                return found == format
            }
        }
        let error = #expect(throws: BackupFileError.self) {
            try tracker.backups.readBackup(Data("Mood;Weather\n3;sun\n".utf8))
        }
        #expect(error.map { "\($0)" }?.contains("\"Mood\", \"Weather\"") == true)
        #expect(try tracker.backups.backupContents() == before)
    }
}
