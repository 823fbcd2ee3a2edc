import Foundation
import KadoBackup
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoStore

/// A disk that fills up during a write, simulated with SQLite's `max_page_count` on the tracker's
/// own connection (the file may not grow past the pages it has): every write that needs room is
/// refused as ``StoreError/diskFull(path:)``, and nothing of it is kept.
@Suite("A full disk refuses a write and keeps nothing of it")
struct DiskFullTests {
    enum Write: String, CaseIterable, Sendable {
        case importBackup, longNote, manyHabits
    }

    @Test("the write is refused as a full disk, and the database holds what it held", arguments: Write.allCases)
    func refused(write: Write) throws {
        let folder = try TemporaryFolder(prefix: "kado-full")
        let path = folder.path("kado.sqlite")
        let tracker = try TrackerBuilder().open(at: path)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.checkIns.checkIn(.done, habit: .id(read.id))
        let database = tracker.work.store.database
        let pages = try #require(try database.scalar("PRAGMA page_count", as: Int.self))
        try database.execute(sql: "PRAGMA max_page_count = \(pages)")
        #expect(throws: AppError.store(.diskFull(path: path))) {
            switch write {
            case .importBackup:
                var history = HistoryBuilder(.daily, createdOn: day("2018-01-01"), name: "Walk")
                history.done(from: day("2018-01-01"), through: day("2026-04-09"))
                _ = try tracker.backups.importBackup(
                    BackupContents(habits: [history.habit], completions: history.completions, skips: []),
                    format: .json, dryRun: false)
            case .longNote:
                for offset in 1...200 {
                    try tracker.checkIns.checkIn(
                        .note(String(repeating: "a long note ", count: 80)), habit: .id(read.id),
                        day: day("2026-04-10").adding(days: -offset))
                }
            case .manyHabits:
                for index in 1...1500 { _ = try tracker.habits.createHabit(HabitDraft(name: "Habit number \(index)")) }
            }
        }
        // The transaction that met the full disk was rolled back: the file reads whole, and the
        // habit it began with keeps its record.
        #expect(try tracker.testStore.completions(of: read.id).count >= 1)
        #expect(try tracker.testStore.habits(includingArchived: true).contains { $0.name == "Read" })
    }

    @Test("an import that meets a full disk writes none of its habits")
    func importKeepsNothing() throws {
        let folder = try TemporaryFolder(prefix: "kado-full")
        let path = folder.path("kado.sqlite")
        let tracker = try TrackerBuilder().now { Date() }.open(at: path)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let database = tracker.work.store.database
        let pages = try #require(try database.scalar("PRAGMA page_count", as: Int.self))
        try database.execute(sql: "PRAGMA max_page_count = \(pages + 2)")
        var history = HistoryBuilder(.daily, createdOn: day("2015-01-01"), name: "Walk")
        history.done(from: day("2015-01-01"), through: day("2026-04-09"))
        #expect(throws: AppError.store(.diskFull(path: path))) {
            _ = try tracker.backups.importBackup(
                BackupContents(habits: [history.habit], completions: history.completions, skips: []), format: .json,
                dryRun: false)
        }
        #expect(try tracker.testStore.habits(includingArchived: true).map(\.name) == ["Read"])
    }
}
