import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// A Kadō CSV file read as it parses (checked whole first, then each habit's rows read from the
/// file as the import reaches it) gives exactly what the import of its whole contents gave: the
/// same summary, dry run and applied, and the same database, whatever the order of its rows.
@Suite("A Kadō CSV import read a habit at a time")
struct StreamedCSVImportTests {
    /// `data`'s rows in another order (the header first): a spreadsheet's edits.
    static func shuffled(_ data: Data, seed: UInt64) throws -> Data {
        var records = try CSVReader.records(in: data)
        let header = records.removeFirst()
        var random = SeededGenerator(seed: seed)
        for index in records.indices.reversed() { records.swapAt(index, random.int(in: 0...index)) }
        var writer = CSVWriter()
        for record in [header] + records { writer.append(record: record.fields) }
        return Data(writer.bytes)
    }

    /// A random history as a Kadō CSV: notes a field may not hold, a habit without records, a
    /// record given twice; its rows interleaved unless `inKadosOrder`.
    static func file(seed: Int, timeZone: TimeZone, inKadosOrder: Bool) throws -> Data {
        var contents = BackupRoundTripTests.randomContents(seed: UInt64(seed) &* 7_907 &+ 5, timeZone: timeZone)
        var random = SeededGenerator(seed: UInt64(seed) &+ 31)
        for _ in 0..<2 {
            if let index = contents.completions.indices.randomElement(using: &random) {
                contents.completions[index].note = "bell\u{7} inside"
            }
        }
        contents.habits.append(
            Habit(name: "Nothing yet", type: .counter(target: 3), createdAt: instant("2026-01-01T09:00:00Z")))
        if let twice = contents.completions.first {
            var again = twice
            again.value += 1
            contents.completions.append(again)
        }
        let data = KadoCSVBackup.encode(contents, timeZone: timeZone).data
        return inKadosOrder ? data : try shuffled(data, seed: UInt64(seed) &+ 7)
    }

    @Test("gives the summary and the database the import of the whole contents gives", arguments: 0..<12)
    func sameAsWhole(seed: Int) throws {
        let timeZone = TestCalendars.zone(["UTC", "Europe/Paris", "Asia/Tokyo", "America/St_Johns"][seed % 4])
        let data = try Self.file(seed: seed, timeZone: timeZone, inKadosOrder: seed % 3 == 0)
        let decoded = try KadoCSVBackup.decode(data, timeZone: timeZone)
        var random = SeededGenerator(seed: UInt64(seed) &+ 77)
        let part = StreamedImportTests.partOf(decoded, random: &random)
        let folder = try TemporaryFolder()
        let file = folder.path("backup.csv")
        try data.write(to: URL(fileURLWithPath: file))
        let now = instant("2026-04-10T10:00:00Z")
        let mode: ImportMode = seed % 2 == 0 ? .merge : .replace
        let choice: NameMatchChoice = seed % 4 < 2 ? .keepBoth : .mergeAll

        let whole = try StreamedImportTests.tracker(in: folder, "whole.sqlite", timeZone: timeZone, now: now)
        let streamed = try StreamedImportTests.tracker(in: folder, "streamed.sqlite", timeZone: timeZone, now: now)
        for tracker in [whole, streamed] {
            _ = try tracker.backups.importBackup(part, format: .csv, dryRun: false)
        }
        #expect(try StreamedImportTests.Held(whole) == StreamedImportTests.Held(streamed))

        let wholeFile = BackupFile(contents: decoded, format: .csv)
        let wholePlan = try whole.backups.importPlan(wholeFile, nameMatches: choice, mode: mode)
        let read = try streamed.backups.readBackup(fileAt: file)
        #expect(read.format == .csv)
        #expect(read.habits == decoded.habits)
        let streamedPlan = try streamed.backups.importPlan(read, nameMatches: choice, mode: mode)
        #expect(streamedPlan.summary == wholePlan.summary)
        #expect(!streamedPlan.summary.replacedText.isEmpty)

        let wholeOutcome = try whole.backups.importBackup(wholePlan)
        if seed.isMultiple(of: 2) {
            let streamedOutcome = try streamed.backups.importBackup(streamedPlan)
            #expect(streamedOutcome.summary == wholeOutcome.summary)
            #expect(!streamedOutcome.wasPlannedAgain)
        } else {
            // `kado import` with nothing to ask: planned once, inside its write.
            let summary = try streamed.backups.importFile(read, nameMatches: choice, mode: mode)
            #expect(summary == wholeOutcome.summary)
        }
        #expect(try StreamedImportTests.Held(streamed) == StreamedImportTests.Held(whole))

        // Again: the same summaries, and nothing to change when every habit is kept apart.
        let again = try streamed.backups.importPlan(
            try streamed.backups.readBackup(fileAt: file), nameMatches: choice, mode: mode)
        let wholeAgain = try whole.backups.importPlan(wholeFile, nameMatches: choice, mode: mode)
        #expect(again.summary == wholeAgain.summary)
        if choice == .keepBoth, mode == .merge { #expect(!again.summary.changesAnything) }
    }

    @Test("an upload is kept as its bytes and read a habit at a time, as the file is")
    func upload() throws {
        let timeZone = TestCalendars.zone("Europe/Paris")
        let data = try Self.file(seed: 3, timeZone: timeZone, inKadosOrder: false)
        let folder = try TemporaryFolder()
        let now = instant("2026-04-10T10:00:00Z")
        let whole = try StreamedImportTests.tracker(in: folder, "whole.sqlite", timeZone: timeZone, now: now)
        let streamed = try StreamedImportTests.tracker(in: folder, "streamed.sqlite", timeZone: timeZone, now: now)
        let wholePlan = try whole.backups.importPlan(
            BackupFile(contents: try KadoCSVBackup.decode(data, timeZone: timeZone), format: .csv))
        let streamedPlan = try streamed.backups.importPlan(try streamed.backups.readBackup(data))
        #expect(streamedPlan.summary == wholePlan.summary)
        #expect(
            try streamed.backups.importBackup(streamedPlan).summary == whole.backups.importBackup(wholePlan).summary)
        #expect(try StreamedImportTests.Held(streamed) == StreamedImportTests.Held(whole))
    }

    @Test("a file changed between its preview and its import is read again, and its new content imported")
    func fileChanged() throws {
        let timeZone = TestCalendars.zone("UTC")
        let first = BackupRoundTripTests.randomContents(seed: 15, timeZone: timeZone)
        let second = BackupRoundTripTests.randomContents(seed: 16, timeZone: timeZone)
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path("backup.csv"))
        try KadoCSVBackup.encode(first, timeZone: timeZone).data.write(to: file)
        let tracker = try StreamedImportTests.tracker(
            in: folder, "kado.sqlite", timeZone: timeZone, now: instant("2026-04-10T10:00:00Z"))
        let prepared = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: file.path))
        #expect(prepared.summary.habits.new == first.habits.count)

        try KadoCSVBackup.encode(second, timeZone: timeZone).data.write(to: file)
        let outcome = try tracker.backups.importBackup(prepared)
        #expect(outcome.wasPlannedAgain)
        #expect(outcome.summary.habits.new == second.habits.count)
        let held = try tracker.backups.backupContents()
        #expect(Set(held.habits.map(\.id)) == Set(second.habits.map(\.id)))
        #expect(Set(held.completions.map(\.id)) == Set(second.completions.map(\.id)))
    }

    @Test("a file that can no longer be read is refused, and nothing is written")
    func fileGone() throws {
        let timeZone = TestCalendars.zone("UTC")
        let contents = BackupRoundTripTests.randomContents(seed: 19, timeZone: timeZone)
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path("backup.csv"))
        try KadoCSVBackup.encode(contents, timeZone: timeZone).data.write(to: file)
        let tracker = try StreamedImportTests.tracker(
            in: folder, "kado.sqlite", timeZone: timeZone, now: instant("2026-04-10T10:00:00Z"))
        let prepared = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: file.path))
        try FileManager.default.removeItem(at: file)
        #expect(throws: AppError.self) { try tracker.backups.importBackup(prepared) }
        #expect(try tracker.backups.backupContents().habits.isEmpty)
    }
}
