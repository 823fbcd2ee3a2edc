import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 13 and a habit's earlier terms in the store: added (none) to a database of schema 12,
/// saved and read back by every path, refused when damaged, put back by undo, and dropping only the
/// checkpoints from the day they change on.
@Suite("Terms that change from a date: the store")
struct RuleVersionStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-11T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-store-versions") }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schema-v12.sqlite")

    func open(_ path: String) throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment })
    }

    /// A counter changed twice: to 3 days a week from 1 March, to 10 a day from 1 April.
    func versioned() -> Habit {
        Habit(name: "Water", type: .counter(target: 8), createdAt: instant("2026-01-05T12:00:00Z"))
            .changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
            .changingRules(from: .day(day("2026-04-01"))) { $0.type = .counter(target: 10) }
    }

    @Test("a database of schema 12 migrates to 13: its habits kept, each with its one version")
    func migratesFromTwelve() throws {
        let path = folder.path("v12.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
        let before = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: before) == Array(Schema.migrator.migrationNames.prefix(12)))
        let rows = try before.query("SELECT name, frequency, type FROM habits ORDER BY name") { row in
            [try row[0] as String, try row[1] as String, try row[2] as String]
        }
        let store = try open(path)
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after) == Schema.migrator.migrationNames)
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(try after.scalar("SELECT count(*) FROM habits WHERE earlier_rules IS NOT NULL", as: Int.self) == 0)
        let habits = try store.habits(includingArchived: true).sorted { $0.name < $1.name }
        #expect(habits.map { [$0.name, $0.frequency.storageText, $0.type.storageText] } == rows)
        #expect(habits.allSatisfy { !$0.hasRuleVersions })
        #expect(try store.completions(of: try #require(habits.first { $0.name == "Read" }).id).count == 1)

        // The column takes versions, and keeps them.
        let run = try #require(habits.first { $0.name == "Run" })
        let changed = run.changingRules(from: .day(day("2026-04-06"))) { $0.frequency = .daily }
        try store.write { writer in try writer.update(changed) }
        #expect(try open(path).habit(id: run.id) == changed)
    }

    @Test("versions read back as written, through insert, update and save; a habit without stays without")
    func roundTrip() throws {
        let store = try open(folder.path("kado.sqlite"))
        var habit = versioned()
        let plain = Habit(name: "Run", createdAt: clock, sortOrder: 1)
        try store.write { writer in
            try writer.insert(habit)
            try writer.insert(plain)
        }
        #expect(try store.habit(id: habit.id) == habit)
        #expect(try store.habit(id: plain.id)?.earlierRules == [])
        habit = habit.changingRules(from: .day(day("2026-04-06"))) { $0.scoreModel = .loop }
        try store.write { writer in try writer.update(habit) }
        #expect(try store.habit(id: habit.id) == habit)
        let changes = store.changeCount
        try store.write { writer in try writer.update(habit) }
        #expect(store.changeCount == changes)
        habit = try #require(habit.removingRuleVersion(startingOn: day("2026-03-01")))
        try store.write { writer in try writer.save(habit) }
        #expect(try store.habit(id: habit.id) == habit)
    }

    @Test(
        "the stored text reads back, and damaged text is refused as a corrupt row",
        arguments: [
            "2026-03-01@daysPerWeek:3", "2026-03-01@daily@counter:8.0@kado;2026-02-01@daily@counter:9.0@kado",
            "2026-03-01@daily@counter:8.0@elo", "1850-01-01@daily@counter:8.0@kado", "",
        ])
    func damaged(text: String) throws {
        let earlier = versioned().earlierRules
        #expect([EarlierRules](storageText: earlier.storageText) == earlier)
        #expect(earlier.storageText == "2026-03-01@daily@counter:8.0@kado;2026-04-01@daysPerWeek:3@counter:8.0@kado")
        let path = folder.path("damaged.sqlite")
        let store = try open(path)
        let habit = versioned()
        try store.write { writer in try writer.insert(habit) }
        let database = try Database(path: path)
        try database.execute("UPDATE habits SET earlier_rules = ?", [text])
        #expect(throws: StoreError.self) { try store.habit(id: habit.id) }
    }

    @Test("undoing a change from a date removes the version it added")
    func undo() throws {
        let store = try open(folder.path("undo.sqlite"))
        let original = Habit(name: "Water", type: .counter(target: 8), createdAt: instant("2026-01-05T12:00:00Z"))
        try store.write { writer in try writer.insert(original) }
        let changed = original.changingRules(from: .day(day("2026-03-01"))) { $0.type = .counter(target: 10) }
        let describe: (Void) -> String? = { _ in "edit" }
        try store.write(journaling: describe) { writer in try writer.update(changed) }
        #expect(try store.habit(id: original.id)?.earlierRules.count == 1)
        let undone = try store.write { writer in try writer.undoLastChange() }
        #expect(undone?.undone == [original.id])
        #expect(try store.habit(id: original.id) == original)
    }

    @Test("a version from a day drops the checkpoints from that day on only; another edit drops them all")
    func checkpoints() throws {
        let store = try open(folder.path("checkpoints.sqlite"))
        var history = HistoryBuilder(.daily, .counter(target: 8), createdOn: day("2024-01-08"))
        for offset in stride(from: 0, to: 800, by: 2) {
            history.record(day("2024-01-08").adding(days: offset), value: 5)
        }
        let habit = history.habit
        try store.write { writer in
            try writer.insert(habit)
            try writer.insert(contentsOf: history.completions)
        }
        let today = day("2026-03-20")
        let (_, saved) = history.timeline().evaluate(
            asOf: today,
            taking: CheckpointRequest(before: today.adding(days: -21), latest: true, rungsFrom: day("2024-01-01")))
        try store.writeCache { writer in try writer.saveCheckpoints(saved, of: habit.id) }
        let days = try store.checkpointDays(of: habit.id)
        #expect(days.count > 4)
        let change = day("2025-06-11")
        let changed = habit.changingRules(from: .day(change)) { $0.type = .counter(target: 10) }
        try store.write { writer in try writer.update(changed) }
        #expect(try store.checkpointDays(of: habit.id) == days.filter { $0 < change })
        // The ones kept are still valid for the changed habit.
        let kept = try #require(try store.checkpoint(of: habit.id))
        let resumed = HabitTimeline(
            habit: changed, completions: history.completions, calendar: history.calendar, resumingFrom: kept)
        #expect(resumed.resumePoint == kept)
        var renamed = changed
        renamed.name = "Drink"
        try store.write { writer in try writer.update(renamed) }
        #expect(try store.checkpointDays(of: habit.id).isEmpty)
    }
}
