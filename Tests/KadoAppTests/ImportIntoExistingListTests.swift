import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Importing a backup into a list that already has habits: the order, habits named alike, and
/// the history of both surviving export → import in every format.
@Suite("Importing into an existing list")
struct ImportIntoExistingListTests {
    let tracker: Tracker
    let folder: URL
    let utc = TestCalendars.zone("UTC")

    init() throws {
        (tracker, folder) = try ImportCoverageTests.makeTracker()
    }

    /// The user's own habits, in their order: Walk, Run, Stretch.
    func own() throws -> [Habit] {
        let names = ["Walk", "Run", "Stretch"]
        var habits: [Habit] = []
        for (index, name) in names.enumerated() {
            habits.append(
                Habit(
                    id: HistoryBuilder.uuid(10, index), name: name, createdAt: instant("2026-01-01T08:00:00Z"),
                    sortOrder: index))
        }
        let records = [
            Completion(
                habitID: habits[1].id, day: day("2026-03-01"), recordedAt: instant("2026-03-01T07:00:00Z"), value: 1),
            Completion(
                habitID: habits[1].id, day: day("2026-03-02"), recordedAt: instant("2026-03-02T07:00:00Z"), value: 1,
                note: "mine"),
        ]
        try ImportCoverageTests.write(BackupContents(habits: habits, completions: records), to: tracker)
        return habits
    }

    /// A backup of another device: Read (its order 0), " run " (order 1), Yoga (order 2), written
    /// with other sort numbers than the list here.
    func backup() -> BackupContents {
        let read = Habit(
            id: HistoryBuilder.uuid(20, 0), name: "Read", createdAt: instant("2025-06-01T08:00:00Z"), sortOrder: 0)
        let run = Habit(
            id: HistoryBuilder.uuid(20, 1), name: " run ", createdAt: instant("2025-06-02T08:00:00Z"), sortOrder: 1)
        let yoga = Habit(
            id: HistoryBuilder.uuid(20, 2), name: "Yoga", createdAt: instant("2025-05-01T08:00:00Z"), sortOrder: 2)
        let records = [
            // The same day as a record here, without a note: the value here stays.
            Completion(
                id: HistoryBuilder.uuid(30, 1), habitID: run.id, day: day("2026-03-01"),
                recordedAt: instant("2026-03-01T18:00:00Z"), value: 1),
            // The same day as a record here, with a note: kept beside it.
            Completion(
                id: HistoryBuilder.uuid(30, 2), habitID: run.id, day: day("2026-03-02"),
                recordedAt: instant("2026-03-02T18:00:00Z"), value: 1,
                note: "theirs"),
            // A day only the file has.
            Completion(
                id: HistoryBuilder.uuid(30, 3), habitID: run.id, day: day("2026-03-03"),
                recordedAt: instant("2026-03-03T18:00:00Z"), value: 1),
            Completion(
                id: HistoryBuilder.uuid(30, 4), habitID: read.id, day: day("2026-03-03"),
                recordedAt: instant("2026-03-03T18:00:00Z"), value: 1),
        ]
        let skip = Skip(
            id: HistoryBuilder.uuid(31, 0), habitID: run.id, days: DayRange(day: day("2026-03-05")), note: "rain")
        // Yoga comes first in the file (created first) but last in the file's order.
        return BackupContents(habits: [yoga, read, run], completions: records, skips: [skip])
    }

    @Test("new habits follow the habits here, in the backup's order; a re-import moves nothing")
    func order() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try own()
        let summary = try tracker.backups.importBackup(backup(), format: .json, dryRun: false)
        #expect(summary.newHabits.map(\.name) == ["Read", " run ", "Yoga"])
        let names = try tracker.habits.all(includingArchived: true).map(\.name)
        #expect(names == ["Walk", "Run", "Stretch", "Read", " run ", "Yoga"])

        // The file again, now saying the order differently: nothing moves.
        var reordered = backup()
        for index in reordered.habits.indices { reordered.habits[index].sortOrder = 50 - index }
        reordered.habits.append(mine[2])
        reordered.habits[reordered.habits.count - 1].sortOrder = -4
        let again = try tracker.backups.importBackup(reordered, format: .json, dryRun: false)
        #expect(!again.changesAnything)
        #expect(try tracker.habits.all(includingArchived: true).map(\.name) == names)
    }

    @Test("into an empty list the backup keeps its own sort numbers")
    func emptyList() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var contents = backup()
        contents.habits[0].sortOrder = 7
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        #expect(try tracker.habits.all(includingArchived: true).map(\.sortOrder) == [0, 1, 7])
    }

    @Test("sort numbers at the ends of Int are placed without overflow", arguments: [Int.max, Int.min])
    func extremeOrders(order: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try own()
        var contents = backup()
        contents.habits[0].sortOrder = order
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        let names = try tracker.habits.all(includingArchived: true).map(\.name)
        #expect(Array(names.prefix(3)) == ["Walk", "Run", "Stretch"])
        #expect(Set(names.dropFirst(3)) == ["Read", " run ", "Yoga"])
    }

    @Test("a new habit named like one here is shown in the dry run and kept beside it by default")
    func keepBoth() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try own()
        let preview = try tracker.backups.importBackup(backup(), format: .json, dryRun: true)
        #expect(
            preview.nameMatches == [
                .init(
                    incomingID: HistoryBuilder.uuid(20, 1), incomingName: " run ", existingID: mine[1].id,
                    existingName: "Run", isMerged: false)
            ])
        #expect(preview.habits.new == 3)
        let summary = try tracker.backups.importBackup(backup(), format: .json, dryRun: false)
        #expect(summary.habits.new == 3 && summary.completions.new == 4 && summary.skips.new == 1)
        #expect(try tracker.habits.all(includingArchived: true).count == 6)
        #expect(try tracker.testStore.completions(of: mine[1].id).count == 2)
    }

    @Test("merging: records and skips go to the habit here, its values and settings stay, no note is lost")
    func merge() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try own()
        let preview = try tracker.backups.importBackup(backup(), format: .json, dryRun: true, nameMatches: .mergeAll)
        let summary = try tracker.backups.importBackup(backup(), format: .json, dryRun: false, nameMatches: .mergeAll)
        var expected = preview
        expected.isDryRun = false
        #expect(summary == expected)
        let match = try #require(summary.nameMatches.first)
        #expect(match.isMerged && match.existingID == mine[1].id)
        #expect(match.recordsMoved == 2 && match.daysInBoth == 2 && match.notesKept == 1)
        #expect(summary.habits.new == 2 && summary.newHabits.map(\.name) == ["Read", "Yoga"])
        #expect(summary.completions.new == 3 && summary.completions.unchanged == 1)

        let habits = try tracker.habits.all(includingArchived: true)
        #expect(habits.map(\.name) == ["Walk", "Run", "Stretch", "Read", "Yoga"])
        #expect(habits[1] == mine[1], "the habit here keeps its settings")
        let records = try tracker.testStore.completions(of: mine[1].id)
        let byDay = Dictionary(grouping: records, by: \.day)
        #expect(byDay[day("2026-03-01")]?.map(\.value) == [1])
        #expect(byDay[day("2026-03-02")]?.map(\.value).sorted() == [0, 1])
        #expect(Set(byDay[day("2026-03-02")]?.compactMap(\.note) ?? []) == ["mine", "theirs"])
        #expect(byDay[day("2026-03-03")]?.map(\.value) == [1])
        #expect(try tracker.testStore.skips(of: mine[1].id).map(\.note) == ["rain"])

        // Merging the same file again changes nothing.
        let again = try tracker.backups.importBackup(backup(), format: .json, dryRun: false, nameMatches: .mergeAll)
        #expect(!again.changesAnything)
        #expect(try tracker.testStore.completions(of: mine[1].id) == records)
    }

    @Test("the choice is per habit: only the chosen ones are merged")
    func chosenMerge() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try own()
        var contents = backup()
        contents.habits.append(
            Habit(
                id: HistoryBuilder.uuid(20, 3), name: "WALK", createdAt: instant("2025-06-03T08:00:00Z"), sortOrder: 3)
        )
        let summary = try tracker.backups.importBackup(
            contents, format: .json, dryRun: false, nameMatches: .merge([HistoryBuilder.uuid(20, 3)]))
        #expect(summary.nameMatches.map(\.isMerged) == [false, true])
        #expect(summary.nameMatches.map(\.existingID) == [mine[1].id, mine[0].id])
        #expect(
            try tracker.habits.all(includingArchived: true).map(\.name) == [
                "Walk", "Run", "Stretch", "Read", " run ", "Yoga",
            ])
    }

    /// (habit, day, value, note) of every record, the way a backup carries them.
    static func history(_ records: [Completion], emptyNoteIsNone: Bool) -> [String] {
        records.map { record in
            let note = emptyNoteIsNone && record.note == "" ? nil : record.note
            return "\(record.id) \(record.habitID) \(record.day) \(record.value) \(note ?? "∅")"
        }.sorted()
    }

    @Test(
        "any history exports and re-imports to the same days, values and notes, also into a list with other habits",
        arguments: TestTier.seeds(12, fast: 4), [BackupFormat.json, .csv])
    func property(seed: Int, format: BackupFormat) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeZone = TestCalendars.zone(["UTC", "Europe/Paris", "America/Havana", "Asia/Tokyo"][seed % 4])
        let contents = BackupRoundTripTests.randomContents(seed: UInt64(seed) &* 104_729 &+ 3, timeZone: timeZone)
        let (source, sourceFolder) = try ImportCoverageTests.makeTracker(timeZone: timeZone)
        defer { try? FileManager.default.removeItem(at: sourceFolder) }
        _ = try source.backups.importBackup(contents, format: .json, dryRun: false)
        let exported = try ImportCoverageTests.exported(format, from: source, timeZone: timeZone)

        let (target, targetFolder) = try ImportCoverageTests.makeTracker(timeZone: timeZone)
        defer { try? FileManager.default.removeItem(at: targetFolder) }
        let others = BackupRoundTripTests.randomContents(seed: UInt64(seed) &+ 99, timeZone: timeZone)
        _ = try target.backups.importBackup(others, format: .json, dryRun: false)
        let ownOrder = try target.habits.all(includingArchived: true).map(\.id)
        let summary = try target.backups.importBackup(exported, format: format, dryRun: false)
        #expect(summary.leftOut.isEmpty)
        #expect(summary.completions.new == contents.completions.count)

        let ids = Set(contents.habits.map(\.id))
        let imported = try target.backups.backupContents()
        let isCSV = format == .csv
        #expect(
            Self.history(imported.completions.filter { ids.contains($0.habitID) }, emptyNoteIsNone: isCSV)
                == Self.history(contents.completions, emptyNoteIsNone: isCSV))
        #expect(
            Self.history(imported.completions.filter { !ids.contains($0.habitID) }, emptyNoteIsNone: false)
                == Self.history(others.completions, emptyNoteIsNone: false), "the habits here keep their history")
        if !isCSV {
            #expect(Set(imported.skips.filter { ids.contains($0.habitID) }) == Set(contents.skips))
        }
        let order = try target.habits.all(includingArchived: true).map(\.id)
        #expect(Array(order.prefix(ownOrder.count)) == ownOrder, "the habits here keep their order")
        // The backup's order: JSON carries it; CSV's is its rows', by creation.
        let expectedNew =
            isCSV
            ? contents.habits.sorted { ($0.createdAt, $0.id.uuidString) < ($1.createdAt, $1.id.uuidString) }.map(\.id)
            : contents.habits.sorted { $0.sortOrder < $1.sortOrder }.map(\.id)
        #expect(Array(order.dropFirst(ownOrder.count)) == expectedNew, "new habits follow, in the backup's order")

        // And the export imported again changes nothing.
        let again = try target.backups.importBackup(exported, format: format, dryRun: false)
        #expect(!again.changesAnything)
    }
}
