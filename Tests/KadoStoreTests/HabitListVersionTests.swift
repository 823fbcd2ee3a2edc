import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// The list of habits a store keeps between reads is never stale: a commit on the store itself or
/// on any other connection to the file makes the next read see it, and a read with nothing
/// committed in between gives the same list.
@Suite("Habit list kept between reads")
struct HabitListVersionTests {
    let folder: TemporaryFolder
    let store: HabitStore
    let other: HabitStore

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-store-version")
        let moment = instant("2026-04-10T10:00:00Z")
        store = try HabitStore(path: folder.path("kado.sqlite"), now: { moment })
        other = try HabitStore(path: folder.path("kado.sqlite"), now: { moment })
    }

    private func habit(_ name: String, order: Int, archived: Bool = false) -> Habit {
        var habit = Habit(
            name: name, frequency: .daily, type: .binary, color: .teal, icon: "book",
            createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: order)
        if archived { habit.archivedAt = instant("2026-02-01T08:00:00Z") }
        return habit
    }

    @Test("A read with nothing committed since keeps the version and the list")
    func unchangedVersion() throws {
        try store.write { try $0.insert(habit("Read", order: 0)) }
        let version = try store.version()
        let first = try store.habits()
        #expect(try store.version() == version)
        #expect(try store.habits() == first)
        #expect(first.map(\.name) == ["Read"])
    }

    @Test("The store's own commit is seen by its next read")
    func ownCommit() throws {
        try store.write { try $0.insert(habit("Read", order: 0)) }
        #expect(try store.habits().map(\.name) == ["Read"])
        let before = try store.version()
        try store.write { try $0.insert(habit("Walk", order: 1)) }
        #expect(try store.version() != before)
        #expect(try store.habits().map(\.name) == ["Read", "Walk"])
    }

    @Test("Another connection's commit is seen by the next read")
    func otherConnection() throws {
        try store.write { try $0.insert(habit("Read", order: 0)) }
        #expect(try store.habits().map(\.name) == ["Read"])
        let before = try store.version()
        try other.write { try $0.insert(habit("Walk", order: 1)) }
        #expect(try store.version() != before)
        #expect(try store.habits().map(\.name) == ["Read", "Walk"])
        try other.write { try $0.deleteHabit(try #require(other.habits().first).id) }
        #expect(try store.habits().map(\.name) == ["Walk"])
    }

    @Test("With and without archived habits are kept apart")
    func archivedAsked() throws {
        try store.write { writer in
            try writer.insert(habit("Read", order: 0))
            try writer.insert(habit("Old", order: 1, archived: true))
        }
        #expect(try store.habits().map(\.name) == ["Read"])
        #expect(try store.habits(includingArchived: true).map(\.name) == ["Read", "Old"])
        #expect(try store.habits().map(\.name) == ["Read"])
    }

    /// A list read inside a transaction that is then rolled back never comes back afterwards:
    /// the connection's change count does not go down with the rollback, so it is not kept.
    @Test("A habit read inside a rolled-back transaction is not seen after it")
    func rolledBack() throws {
        struct Abandon: Error {}
        try store.write { try $0.insert(habit("Read", order: 0)) }
        #expect(try store.habits().map(\.name) == ["Read"])
        #expect(throws: Abandon.self) {
            try store.write { writer in
                try writer.insert(habit("Phantom", order: 1))
                #expect(try store.habits().map(\.name) == ["Read", "Phantom"])
                throw Abandon()
            }
        }
        #expect(try store.habits().map(\.name) == ["Read"])
    }

    /// The list is kept across the store's own commits that change no habit row (a check-in, a
    /// skip, a setting, a checkpoint): a screen that redraws after each key reads the habits once.
    /// Every statement that changes a habit row is seen, whatever wrote it.
    @Test("The store's own commits that change no habit keep the list; any change to a habit row is seen")
    func ownCommitsWithoutHabitChanges() throws {
        let read = habit("Read", order: 0)
        try store.write { try $0.insert(read) }
        let first = try store.habits()
        // What a read of the kept list costs: the version's queries, no more.
        let beforeKept = store.statementCounts
        #expect(try store.habits() == first)
        let kept = store.statementCounts - beforeKept
        try store.write { writer in
            try writer.insert(
                Completion(habitID: read.id, day: day("2026-04-10"), recordedAt: instant("2026-04-10T09:00:00Z")))
            try writer.setSetting("language", to: "fr")
        }
        let afterCheckIn = store.statementCounts
        #expect(try store.habits() == first)
        #expect(store.statementCounts - afterCheckIn == kept)
        #expect(try store.habits(includingArchived: true) == first)

        var renamed = read
        renamed.name = "Read more"
        try store.write { try $0.update(renamed) }
        #expect(try store.habits().map(\.name) == ["Read more"])

        // A statement no writer method knows of (an import's, a sync's) is seen as well.
        try store.write { writer in
            try writer.database.execute("UPDATE habits SET archived_at = 1000 WHERE id = ?", [read.id.uuidString])
        }
        #expect(try store.habits().isEmpty)
        #expect(try store.habits(includingArchived: true).map(\.name) == ["Read more"])
    }

    @Test("A habit changed in a transaction rolled back leaves the kept list as it was, and right")
    func rolledBackChange() throws {
        struct Abandon: Error {}
        let read = habit("Read", order: 0)
        try store.write { try $0.insert(read) }
        let kept = try store.habits()
        #expect(throws: Abandon.self) {
            try store.write { writer in
                var renamed = read
                renamed.name = "Phantom"
                try writer.update(renamed)
                throw Abandon()
            }
        }
        #expect(try store.habits() == kept)
        #expect(try other.habits() == kept)
    }
}
