import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// A Kadō JSON file read as it parses (checked whole first, then each habit's records read from
/// the file as the import reaches it) gives exactly what the import of its whole contents gave:
/// the same summary, dry run and applied, and the same database, over random histories imported
/// into databases that already hold part of them, changed.
@Suite("A Kadō JSON import read a habit at a time")
struct StreamedImportTests {
    /// What a database holds, in an order that does not depend on how it was written.
    struct Held: Equatable {
        var habits: [Habit]
        var completions: [Completion]
        var skips: [Skip]
        var reminders: [UUID: Set<BackupReminder>]
        var settings: BackupSettings?

        init(_ tracker: Tracker) throws {
            let contents = try tracker.backups.backupContents()
            habits = contents.habits.sorted { $0.id.uuidString < $1.id.uuidString }
            completions = contents.completions.sorted { $0.id.uuidString < $1.id.uuidString }
            skips = contents.skips.sorted { $0.id.uuidString < $1.id.uuidString }
            reminders = contents.reminders.mapValues(Set.init)
            settings = contents.settings
        }
    }

    /// Part of `contents`, changed: some habits (renamed, recoloured), some of their records
    /// (other values, other notes) and skips, and a habit of its own named like one of the file's.
    static func partOf(_ contents: BackupContents, random: inout SeededGenerator) -> BackupContents {
        var part = BackupContents()
        let kept = Set(contents.habits.filter { _ in random.chance(0.5) }.map(\.id))
        for habit in contents.habits where kept.contains(habit.id) {
            var changed = habit
            if random.chance(0.3) { changed.color = random.element(of: HabitColor.allCases) ?? .blue }
            if random.chance(0.2) { changed.name += " here" }
            part.habits.append(changed)
        }
        for record in contents.completions where kept.contains(record.habitID) && random.chance(0.6) {
            var changed = record
            if random.chance(0.2), changed.value > 0 { changed.note = "changed here" }
            part.completions.append(changed)
        }
        for skip in contents.skips where kept.contains(skip.habitID) && random.chance(0.5) {
            part.skips.append(skip)
        }
        if let named = contents.habits.first(where: { !kept.contains($0.id) }) {
            let twin = Habit(
                name: named.name, frequency: named.frequency, type: named.type, color: named.color,
                createdAt: named.createdAt, sortOrder: 100)
            part.habits.append(twin)
            let firstDay = contents.completions.first { $0.habitID == named.id }?.day ?? day("2020-01-01")
            part.completions.append(
                Completion(
                    habitID: twin.id, day: firstDay, recordedAt: Date(timeIntervalSince1970: 1_600_000_000), value: 1))
        }
        return part
    }

    static func tracker(in folder: TemporaryFolder, _ name: String, timeZone: TimeZone, now: Date) throws -> Tracker {
        try TrackerBuilder().timeZone(timeZone).now(now).open(in: folder, named: name)
    }

    @Test("gives the summary and the database the import of the whole contents gives", arguments: 0..<16)
    func sameAsWhole(seed: Int) throws {
        let timeZone = TestCalendars.zone(["UTC", "Europe/Paris", "Asia/Tokyo", "America/St_Johns"][seed % 4])
        var contents = BackupRoundTripTests.randomContents(seed: UInt64(seed) &* 104_729 &+ 3, timeZone: timeZone)
        var random = SeededGenerator(seed: UInt64(seed) &+ 77)
        // Text a field may not hold, replaced on import and said in the summary.
        if let index = contents.completions.indices.randomElement(using: &random) {
            contents.completions[index].note = "bell\u{7} inside"
        }
        let part = Self.partOf(contents, random: &random)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let data = try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone)
        let folder = try TemporaryFolder()
        let file = folder.path("backup.json")
        try data.write(to: URL(fileURLWithPath: file))
        // Rows here written before the file, or after it (which a merge keeps).
        let now = seed % 3 == 0 ? exportedAt.addingTimeInterval(3_600) : exportedAt.addingTimeInterval(-86_400)
        let mode: ImportMode = seed % 2 == 0 ? .merge : .replace
        let choice: NameMatchChoice = seed % 4 < 2 ? .keepBoth : .mergeAll

        let whole = try Self.tracker(in: folder, "whole.sqlite", timeZone: timeZone, now: now)
        let streamed = try Self.tracker(in: folder, "streamed.sqlite", timeZone: timeZone, now: now)
        for tracker in [whole, streamed] {
            _ = try tracker.backups.importBackup(part, format: .json, dryRun: false)
        }
        #expect(try Held(whole) == Held(streamed))

        let decoded = try KadoJSONBackup.decode(data, timeZone: timeZone)
        let wholeFile = BackupFile(contents: decoded, format: .json, writtenAt: exportedAt)
        let wholePlan = try whole.backups.importPlan(wholeFile, nameMatches: choice, mode: mode)
        let read = try streamed.backups.readBackup(fileAt: file)
        #expect(read.habits == decoded.habits)
        let streamedPlan = try streamed.backups.importPlan(read, nameMatches: choice, mode: mode)
        #expect(streamedPlan.summary == wholePlan.summary)

        let wholeOutcome = try whole.backups.importBackup(wholePlan)
        let streamedOutcome = try streamed.backups.importBackup(streamedPlan)
        #expect(streamedOutcome.summary == wholeOutcome.summary)
        #expect(!streamedOutcome.wasPlannedAgain)
        #expect(try Held(streamed) == Held(whole))

        // Again: nothing changes, and nothing is written.
        let again = try streamed.backups.importPlan(
            try streamed.backups.readBackup(fileAt: file), nameMatches: choice, mode: mode)
        let wholeAgain = try whole.backups.importPlan(wholeFile, nameMatches: choice, mode: mode)
        #expect(again.summary == wholeAgain.summary)
        if choice == .keepBoth { #expect(!again.summary.changesAnything) }
    }

    @Test("a file changed between its preview and its import is read again, and its new content imported")
    func fileChanged() throws {
        let timeZone = TestCalendars.zone("UTC")
        let first = BackupRoundTripTests.randomContents(seed: 5, timeZone: timeZone)
        let second = BackupRoundTripTests.randomContents(seed: 6, timeZone: timeZone)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path("backup.json"))
        try KadoJSONBackup.encode(first, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone).write(to: file)
        let tracker = try Self.tracker(in: folder, "kado.sqlite", timeZone: timeZone, now: exportedAt)
        let prepared = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: file.path))
        #expect(prepared.summary.habits.new == first.habits.count)

        try KadoJSONBackup.encode(second, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone).write(
            to: file)
        let outcome = try tracker.backups.importBackup(prepared)
        #expect(outcome.wasPlannedAgain)
        #expect(outcome.summary.habits.new == second.habits.count)
        #expect(Set(try tracker.backups.backupContents().completions.map(\.id)) == Set(second.completions.map(\.id)))
    }

    @Test("a file that can no longer be read is refused, and nothing is written")
    func fileGone() throws {
        let timeZone = TestCalendars.zone("UTC")
        let contents = BackupRoundTripTests.randomContents(seed: 9, timeZone: timeZone)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path("backup.json"))
        try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone).write(
            to: file)
        let tracker = try Self.tracker(in: folder, "kado.sqlite", timeZone: timeZone, now: exportedAt)
        let prepared = try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: file.path))
        try FileManager.default.removeItem(at: file)
        #expect(throws: AppError.self) { try tracker.backups.importBackup(prepared) }
        #expect(try tracker.backups.backupContents().habits.isEmpty)
    }

    @Test("the first pass names the same repeated id, path and line as a reader of the whole file")
    func repeatedID() throws {
        let timeZone = TestCalendars.zone("UTC")
        var contents = BackupRoundTripTests.randomContents(seed: 12, timeZone: timeZone)
        let records = contents.completions
        try #require(records.count >= 2)
        let last = records.count - 1
        let moved = records[last]
        contents.completions[last] = Completion(
            id: records[0].id, habitID: moved.habitID, day: moved.day, recordedAt: moved.recordedAt, value: moved.value,
            note: moved.note)
        let data = try KadoJSONBackup.encode(
            contents, exportedAt: instant("2026-04-10T10:00:00Z"), appVersion: "test", timeZone: timeZone)
        var whole: BackupError?
        do { _ = try KadoJSONBackup.decode(data, timeZone: timeZone) } catch { whole = error }
        var streamed: BackupError?
        do { _ = try KadoJSONBackup.index(data, timeZone: timeZone) } catch { streamed = error }
        #expect(whole != nil)
        #expect(streamed == whole)
    }
}
