import Foundation
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// `kado backup restore --replace` of a file read as it parses (each of its habits compared with
/// that habit's rows here, a habit at a time) says and does exactly what the restore of the
/// file's whole contents said and did: the same counts of what it removes and loses, and the
/// same database afterwards, over random histories restored into databases that hold part of
/// them, changed, habits and rows of their own, a habit in the trash, and rows whose ids the
/// file gives to another habit.
@Suite("kado backup restore --replace a habit at a time")
struct StreamedRestoreTests {
    /// What the database holds before the restore: part of `contents`, changed (its places
    /// too), a habit of its own with records, a record here that the file lacks, and a habit of
    /// its own holding a record and a skip whose ids the file gives to one of its habits.
    static func before(_ contents: BackupContents, random: inout SeededGenerator) -> BackupContents {
        var part = StreamedImportTests.partOf(contents, random: &random)
        for index in part.habits.indices where random.chance(0.3) { part.habits[index].sortOrder += 3 }
        let own = Habit(name: "Only here", createdAt: instant("2025-06-01T09:00:00Z"), sortOrder: 50)
        part.habits.append(own)
        for offset in 0..<3 {
            part.completions.append(
                Completion(
                    habitID: own.id, day: day("2025-06-02").adding(days: offset),
                    recordedAt: instant("2025-06-02T12:00:00Z").addingTimeInterval(Double(offset) * 86_400),
                    value: 1, note: offset == 0 ? "mine" : nil))
        }
        if let habit = part.habits.first(where: { habit in contents.habits.contains { $0.id == habit.id } }) {
            part.completions.append(
                Completion(
                    habitID: habit.id, day: day("2024-01-01"), recordedAt: instant("2024-01-01T10:00:00Z"), value: 1,
                    note: "not in the file"))
        }
        // Records and a skip of the file, here under another habit (as an import that merged
        // habits of the same name leaves them): one of its own, and one of the file's.
        let elsewhere = Habit(name: "Merged here", createdAt: instant("2025-07-01T09:00:00Z"), sortOrder: 51)
        part.habits.append(elsewhere)
        let fileHabitHere = part.habits.first { habit in contents.habits.contains { $0.id == habit.id } }
        var partIDs = Set(part.completions.map(\.id))
        for owner in [elsewhere.id, fileHabitHere?.id].compactMap(\.self) {
            guard let record = contents.completions.first(where: { !partIDs.contains($0.id) && $0.habitID != owner })
            else { continue }
            partIDs.insert(record.id)
            part.completions.append(
                Completion(
                    id: record.id, habitID: owner, day: record.day, recordedAt: record.recordedAt,
                    value: record.value, note: "moved here"))
        }
        let partSkips = Set(part.skips.map(\.id))
        if let skip = contents.skips.first(where: { !partSkips.contains($0.id) }) {
            part.skips.append(Skip(id: skip.id, habitID: elsewhere.id, days: skip.days, note: skip.note))
        }
        return part
    }

    @Test("counts and restores what the restore of the whole contents counts and restores", arguments: 0..<10)
    func sameAsWhole(seed: Int) throws {
        let timeZone = TestCalendars.zone(["UTC", "Europe/Paris", "Asia/Tokyo", "America/St_Johns"][seed % 4])
        let contents = BackupRoundTripTests.randomContents(seed: UInt64(seed) &* 6_007 &+ 1, timeZone: timeZone)
        var random = SeededGenerator(seed: UInt64(seed) &+ 5)
        let part = Self.before(contents, random: &random)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let data = try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone)
        let folder = try TemporaryFolder()
        let path = folder.path("backup.json")
        try data.write(to: URL(fileURLWithPath: path))
        // Rows here written before the file, or after it (which a replace reverts).
        let now = seed % 3 == 0 ? exportedAt.addingTimeInterval(3_600) : exportedAt.addingTimeInterval(-86_400)

        let whole = try StreamedImportTests.tracker(in: folder, "whole.sqlite", timeZone: timeZone, now: now)
        let streamed = try StreamedImportTests.tracker(in: folder, "streamed.sqlite", timeZone: timeZone, now: now)
        for tracker in [whole, streamed] {
            _ = try tracker.backups.importBackup(part, format: .json, dryRun: false)
            // One of the file's habits in the trash here.
            if seed % 2 == 1,
                let trashed = try tracker.habits.all(includingArchived: true).last(where: { habit in
                    contents.habits.contains { $0.id == habit.id }
                })
            {
                try tracker.habits.delete(trashed)
            }
        }
        #expect(try StreamedImportTests.Held(whole) == StreamedImportTests.Held(streamed))

        let decoded = try KadoJSONBackup.decode(data, timeZone: timeZone)
        let wholePlan = try whole.backups.restorePlan(
            BackupFile(contents: decoded, format: .json, writtenAt: exportedAt), path: path, mode: .replace)
        let streamedPlan = try streamed.backups.restorePlan(fileAt: path, mode: .replace)
        #expect(streamedPlan.prepared.file.streamed != nil)
        #expect(streamedPlan.summary == wholePlan.summary)
        #expect(streamedPlan.removedHabits == wholePlan.removedHabits)
        #expect(streamedPlan.removedRecords == wholePlan.removedRecords)
        #expect(streamedPlan.removedSkips == wholePlan.removedSkips)
        #expect(streamedPlan.reorders == wholePlan.reorders)
        #expect(streamedPlan.lost == wholePlan.lost)
        #expect(streamedPlan.changesAnything)
        #expect(!streamedPlan.removedHabits.isEmpty)
        let live = Set(try streamed.habits.all(includingArchived: true).map(\.id))
        if part.completions.contains(where: { $0.note == "not in the file" && live.contains($0.habitID) }) {
            #expect(streamedPlan.removedRecords > 0)
        }

        _ = try whole.backups.restore(wholePlan)
        _ = try streamed.backups.restore(streamedPlan)
        #expect(try StreamedImportTests.Held(streamed) == StreamedImportTests.Held(whole))
        // The database exports as the file does, but for the rows it holds under another habit.
        let held = try streamed.backups.backupContents()
        #expect(held.habits.map(\.id) == decoded.habits.sorted { $0.sortOrder < $1.sortOrder }.map(\.id))
        // A record the file gives to another habit stays with the file's habit it has here.
        let moved = part.completions.filter { $0.note == "moved here" && decoded.habits.map(\.id).contains($0.habitID) }
        for record in moved {
            #expect(held.completions.contains { $0.id == record.id && $0.habitID == record.habitID })
        }
    }

    @Test("a file changed between the plan and the restore is refused, and nothing is written")
    func fileChanged() throws {
        let timeZone = TestCalendars.zone("UTC")
        let contents = BackupRoundTripTests.randomContents(seed: 21, timeZone: timeZone)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let folder = try TemporaryFolder()
        let path = folder.path("backup.json")
        try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone).write(
            to: URL(fileURLWithPath: path))
        let tracker = try StreamedImportTests.tracker(in: folder, "kado.sqlite", timeZone: timeZone, now: exportedAt)
        var random = SeededGenerator(seed: 3)
        _ = try tracker.backups.importBackup(Self.before(contents, random: &random), format: .json, dryRun: false)
        let before = try StreamedImportTests.Held(tracker)
        let plan = try tracker.backups.restorePlan(fileAt: path, mode: .replace)
        let other = BackupRoundTripTests.randomContents(seed: 22, timeZone: timeZone)
        try KadoJSONBackup.encode(other, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone).write(
            to: URL(fileURLWithPath: path))
        #expect(throws: AppError.backupFile(BackupFileError(.changedWhileRead))) { try tracker.backups.restore(plan) }
        #expect(try StreamedImportTests.Held(tracker) == before)
        // Said in the person's language, never in a system's words.
        let error = AppError.backupFile(BackupFileError(.changedWhileRead))
        #expect(error.description.contains("changed while it was read"))
        #expect(AppWording(.french).backupFileProblem(BackupFileError(.changedWhileRead)).contains("a changé"))
    }
}
