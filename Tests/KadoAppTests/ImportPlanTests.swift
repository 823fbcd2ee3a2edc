import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// An import's plan: names matched as everywhere else (folded), made once and applied as shown,
/// worked out again only when the database changed in between.
@Suite("Import plan: name matching, made once, applied as shown")
struct ImportPlanTests {
    /// A tracker over a new database in a temporary folder.
    static func makeTracker() throws -> (Tracker, URL) {
        try ImportCoverageTests.makeTracker()
    }

    static func habit(_ name: String, _ group: Int, _ index: Int = 0, order: Int = 0) -> Habit {
        Habit(
            id: HistoryBuilder.uuid(group, index), name: name, createdAt: instant("2026-01-01T08:00:00Z"),
            sortOrder: order)
    }

    static func record(of habit: Habit, _ index: Int, on text: String, note: String? = nil) -> Completion {
        Completion(
            id: HistoryBuilder.uuid(90, index), habitID: habit.id, day: day(text),
            recordedAt: instant(text + "T07:00:00Z"), value: 1, note: note)
    }

    /// (the name here, the name in the file, whether they match).
    static let names: [(String, String, Bool)] = [
        ("Café ☕", "cafe", true),
        ("cafe", "Café ☕", true),
        ("🏃 Courir", "courir", true),
        ("Read", "  READ  ", true),
        ("Crème brûlée", "CREME BRULEE", true),
        ("Stretch  legs", "stretch legs", true),
        ("Ｙｏｇａ", "yoga", true),
        ("Read", "Reading", false),
        ("Run", "Rum", false),
        ("☕", "☕", true),
        ("☕", "🏃", false),
        ("☕ ", "☕", true),
    ]

    @Test("a new habit matches one here ignoring case, accents, emoji and spaces", arguments: names)
    func folding(here: String, inFile: String, matches: Bool) throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = Self.habit(here, 1)
        _ = try tracker.backups.importBackup(BackupContents(habits: [mine]), format: .json, dryRun: false)
        let theirs = Self.habit(inFile, 2)
        let contents = BackupContents(habits: [theirs], completions: [Self.record(of: theirs, 1, on: "2026-03-01")])

        let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: true)
        #expect(summary.nameMatches.map(\.existingID) == (matches ? [mine.id] : []))
        // Kept beside the habit here (the default), a match is still a new habit.
        #expect(summary.habits.new == 1)
        let merged = try tracker.backups.importBackup(contents, format: .json, dryRun: false, nameMatches: .mergeAll)
        #expect(merged.nameMatches.first?.isMerged == (matches ? true : nil))
        let ids = try tracker.habits.all(includingArchived: true).map(\.id)
        #expect(ids == (matches ? [mine.id] : [mine.id, theirs.id]))
    }

    @Test("the plan shown is the plan applied when nothing changed in between")
    func appliedAsShown() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = Self.habit("Read", 1)
        let file = BackupFile(
            contents: BackupContents(
                habits: [read],
                completions: [Self.record(of: read, 1, on: "2026-03-01"), Self.record(of: read, 2, on: "2026-03-02")]),
            format: .json)
        let prepared = try tracker.backups.importPlan(file)
        #expect(prepared.summary.isDryRun)
        #expect(try tracker.habits.all(includingArchived: true).isEmpty, "planning writes nothing")

        let outcome = try tracker.backups.importBackup(prepared)
        #expect(!outcome.wasPlannedAgain)
        var expected = prepared.summary
        expected.isDryRun = false
        #expect(outcome.summary == expected)
        #expect(try tracker.habits.all(includingArchived: true).map(\.id) == [read.id])
    }

    /// Changes made between the plan and its applying, by another process on the same file.
    enum Change: String, CaseIterable, Sendable {
        /// One of the file's records, written here meanwhile.
        case sameRecord
        /// A habit here renamed like the file's new habit.
        case sameName
        /// An unrelated habit added.
        case otherHabit
    }

    @Test("a database changed after the plan is planned again in the import's transaction", arguments: Change.allCases)
    func plannedAgain(change: Change) throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let walk = Self.habit("Walk", 1)
        _ = try tracker.backups.importBackup(BackupContents(habits: [walk]), format: .json, dryRun: false)
        let read = Self.habit("Read", 2, order: 5)
        let records = [Self.record(of: read, 1, on: "2026-03-01"), Self.record(of: read, 2, on: "2026-03-02")]
        let prepared = try tracker.backups.importPlan(
            BackupFile(contents: BackupContents(habits: [read], completions: records), format: .json),
            nameMatches: .mergeAll)
        #expect(prepared.summary.habits.new == 1)
        #expect(prepared.summary.completions.new == 2)

        // Another process (a command, the web app) writes to the same file.
        let other = try TrackerBuilder().open(at: tracker.databasePath)
        switch change {
        case .sameRecord:
            _ = try other.backups.importBackup(
                BackupContents(habits: [read], completions: [records[0]]), format: .json, dryRun: false)
        case .sameName:
            var renamed = walk
            renamed.name = "read"
            _ = try other.backups.importBackup(
                BackupContents(habits: [renamed]), format: .json, dryRun: false, mode: .replace)
        case .otherHabit:
            _ = try other.backups.importBackup(
                BackupContents(habits: [Self.habit("Yoga", 3)]), format: .json, dryRun: false)
        }

        let outcome = try tracker.backups.importBackup(prepared)
        #expect(outcome.wasPlannedAgain)
        let summary = outcome.summary
        switch change {
        case .sameRecord:
            #expect(summary.habits.unchanged == 1)
            #expect(summary.completions.new == 1)
            #expect(summary.completions.unchanged == 1)
            #expect(try tracker.testStore.completions(of: read.id).map(\.id) == records.map(\.id))
        case .sameName:
            // The file's Read now matches the habit here renamed "read", and merges into it.
            #expect(summary.nameMatches.map(\.existingID) == [walk.id])
            #expect(try tracker.habits.all(includingArchived: true).map(\.id) == [walk.id])
            #expect(try tracker.testStore.completions(of: walk.id).map(\.id) == records.map(\.id))
        case .otherHabit:
            #expect(summary.habits.new == 1)
            #expect(summary.completions.new == 2)
            #expect(Set(try tracker.habits.all(includingArchived: true).map(\.name)) == ["Walk", "Yoga", "Read"])
        }
    }

    @Test("a plan that changes nothing writes nothing, and one made for another database is planned again")
    func nothingAndElsewhere() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = Self.habit("Read", 1)
        let file = BackupFile(contents: BackupContents(habits: [read]), format: .json)
        _ = try tracker.backups.importBackup(tracker.backups.importPlan(file))
        let stamp = try tracker.testStore.lastChangeStamp()
        let again = try tracker.backups.importBackup(tracker.backups.importPlan(file))
        #expect(!again.summary.changesAnything)
        #expect(!again.wasPlannedAgain)
        #expect(try tracker.testStore.lastChangeStamp() == stamp, "nothing written")

        let (elsewhere, otherFolder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        let outcome = try elsewhere.backups.importBackup(
            tracker.backups.importPlan(
                BackupFile(
                    contents: BackupContents(habits: [Self.habit("Yoga", 2)]), format: .json)))
        #expect(outcome.wasPlannedAgain)
        #expect(try elsewhere.habits.all(includingArchived: true).map(\.name) == ["Yoga"])
        #expect(try tracker.habits.all(includingArchived: true).map(\.name) == ["Read"])
    }

    @Test("a plan made again from the prepared file replaces and reports the same text, and imports it replaced")
    func replacedTextKept() throws {
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = BackupFile(contents: BackupContents(habits: [Self.habit("Wa\u{1B}[31mlk", 1)]), format: .json)
        let first = try tracker.backups.importPlan(file)
        let again = try tracker.backups.importPlan(first.file, nameMatches: .mergeAll)
        #expect(first.summary.replacedText.count == 1)
        #expect(again.summary.replacedText == first.summary.replacedText)
        let outcome = try tracker.backups.importBackup(again)
        #expect(outcome.summary.replacedText == first.summary.replacedText)
        #expect(try tracker.habits.all(includingArchived: true).map(\.name) == ["Wa\u{FFFD}[31mlk"])
    }
}
