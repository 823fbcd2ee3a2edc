import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// `kado undo` without a habit: the device-local undo journal every use case writes in its own
/// transaction, walked back one change at a time, never undoing another device's work.
@Suite("The undo journal")
struct UndoJournalTests {
    static let start = Date(timeIntervalSince1970: 1_775_811_600)  // Friday 2026-04-10 09:00 UTC

    /// A device with Read (done yesterday), Water (a counter, 3 today) and Walk (a note yesterday).
    final class Device {
        let clock: TestClock
        let tracker: Tracker
        let today = KadoTestSupport.day("2026-04-10")
        var yesterday: LogicalDay { today.adding(days: -1) }

        init(_ name: String, in folder: TemporaryFolder, prepared: Bool = true) throws {
            let clock = TestClock(UndoJournalTests.start)
            self.clock = clock
            tracker = try TrackerBuilder().clock(clock).open(in: folder, named: "\(name).sqlite")
            guard prepared else { return }
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
            try tracker.checkIns.complete(read, on: yesterday)
            try tracker.checkIns.log(water, value: 3, on: today)
            try tracker.checkIns.note(walk, text: "Rain", on: yesterday)
        }

        func habit(_ name: String) throws -> Habit { try tracker.habits.find(name) }

        /// Every live row of the journaled tables, without the stamps and devices that order
        /// them: what a person sees of the database.
        func contents() throws -> [String] {
            let database = try Database(path: tracker.databasePath, configuration: .init(isReadOnly: true))
            var lines: [String] = []
            for table in ["habits", "completions", "skips", "reminders"] {
                let columns = try database.query("SELECT name FROM pragma_table_info(?)", [table]) {
                    row -> String in try row[0]
                }.filter { !["stamp", "device_id", "deleted_at"].contains($0) }
                let selection = columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
                lines += try database.query(
                    "SELECT '\(table)|' || \(selection) FROM \(table) WHERE deleted_at IS NULL ORDER BY id"
                ) { row -> String in try row[0] }
            }
            return lines
        }
    }

    /// A change, with what must be there before it, and the kind the journal says it was.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: UndoableChange.Kind
        let undone: [String]
        let prepare: @Sendable (Device) throws -> Void
        let change: @Sendable (Device) throws -> Void
        var testDescription: String { name }

        init(
            _ name: String, _ kind: UndoableChange.Kind, undone: [String],
            prepare: @escaping @Sendable (Device) throws -> Void = { _ in },
            _ change: @escaping @Sendable (Device) throws -> Void
        ) {
            (self.name, self.kind, self.undone, self.prepare, self.change) = (name, kind, undone, prepare, change)
        }
    }

    static let cases: [Case] = [
        Case("done", .checkIn, undone: ["Read"]) {
            try $0.tracker.checkIns.complete(try $0.habit("Read"), on: $0.today)
        },
        Case("done on a day that only had a note", .checkIn, undone: ["Walk"]) {
            try $0.tracker.checkIns.complete(try $0.habit("Walk"), on: $0.yesterday)
        },
        Case("a day cleared", .clear, undone: ["Read"]) {
            try $0.tracker.checkIns.undo(try $0.habit("Read"), on: $0.yesterday)
        },
        Case("a total set", .value, undone: ["Water"]) {
            try $0.tracker.checkIns.log(try $0.habit("Water"), value: 5, on: $0.today)
        },
        Case("a total added to", .value, undone: ["Water"]) {
            try $0.tracker.checkIns.log(try $0.habit("Water"), value: 2, adding: true, on: $0.today)
        },
        Case("a total cleared", .value, undone: ["Water"]) {
            try $0.tracker.checkIns.log(try $0.habit("Water"), value: 0, on: $0.today)
        },
        Case(
            "a total set again after it was cleared", .value, undone: ["Water"],
            prepare: { try $0.tracker.checkIns.log(try $0.habit("Water"), value: 0, on: $0.today) },
            { try $0.tracker.checkIns.log(try $0.habit("Water"), value: 4, on: $0.today) }),
        Case("a range excused", .skip, undone: ["Read"]) {
            try $0.tracker.checkIns.skip(
                try $0.habit("Read"),
                days: try DayRange(from: $0.today.adding(days: -5), through: $0.today.adding(days: -3)))
        },
        Case("a note written on a done day", .note, undone: ["Read"]) {
            try $0.tracker.checkIns.note(try $0.habit("Read"), text: "Good book", on: $0.yesterday)
        },
        Case("a note removed", .noteRemoved, undone: ["Walk"]) {
            try $0.tracker.checkIns.note(try $0.habit("Walk"), text: "", on: $0.yesterday)
        },
        Case("done A B C", .checkIn, undone: ["Read", "Walk"]) {
            try $0.tracker.checkIns.checkIn(.done, habits: [.text("Read"), .text("Walk")], day: $0.today)
        },
        Case("a habit added", .addHabit, undone: ["Run"]) {
            try $0.tracker.habits.createHabit(HabitDraft(name: "Run"))
        },
        Case("a habit renamed", .editHabit, undone: ["Read"]) {
            try $0.tracker.habits.editHabit(try $0.habit("Read")) { $0.name = "Reading" }
        },
        Case("a reminder set", .editHabit, undone: ["Read"]) {
            try $0.tracker.habits.editHabit(try $0.habit("Read")) {
                $0.remindersEnabled = true
                $0.reminderHour = 7
            }
        },
        Case("a habit archived", .archiveHabit, undone: ["Walk"]) {
            try $0.tracker.habits.archive(try $0.habit("Walk"))
        },
        Case(
            "a habit brought back", .unarchiveHabit, undone: ["Walk"],
            prepare: { try $0.tracker.habits.archive(try $0.habit("Walk")) },
            { try $0.tracker.habits.unarchive(try $0.habit("Walk")) }),
        Case("a habit deleted with its records", .deleteHabit, undone: ["Walk"]) {
            try $0.tracker.habits.delete(try $0.habit("Walk"))
        },
        Case("a habit moved", .moveHabit, undone: ["Walk"]) { try $0.tracker.habits.move(try $0.habit("Walk"), to: 1) },
    ]

    @Test("each change is journaled as what it was, and undoing it leaves the database as before", arguments: cases)
    func undoesEachChange(_ test: Case) throws {
        let folder = try TemporaryFolder(prefix: "kado-undo")
        let device = try Device("a", in: folder)
        try test.prepare(device)
        let before = try device.contents()
        device.clock.advance(by: 60)
        try test.change(device)
        #expect(try device.contents() != before, "the change changed nothing")
        #expect(try device.tracker.history.lastUndoableChange()?.kind == test.kind)
        let result = try #require(try device.tracker.history.undoLastChange())
        #expect(result.change?.kind == test.kind)
        #expect(result.undone.map(\.name) == test.undone)
        #expect(result.kept.isEmpty)
        #expect(try device.contents() == before)
        #expect(try device.tracker.widget.isSnapshotCurrent())
    }

    @Test("undo again walks back one change at a time, the same day included; then nothing is written")
    func walksBack() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo")
        let device = try Device("a", in: folder)
        let water = try device.habit("Water")
        var states = [try device.contents()]
        for value in [5.0, 7, 0, 2] {
            device.clock.advance(by: 60)
            try device.tracker.checkIns.log(water, value: value, on: device.today)
            states.append(try device.contents())
        }
        try device.tracker.checkIns.note(water, text: "Thirsty", on: device.today)
        for state in states.reversed() {
            #expect(try device.tracker.history.undoLastChange() != nil)
            #expect(try device.contents() == state)
        }
        // Then the preparation's own changes, newest first, down to an empty database.
        var kinds: [UndoableChange.Kind] = []
        while let result = try device.tracker.history.undoLastChange() {
            kinds += result.change.map { [$0.kind] } ?? []
        }
        #expect(kinds == [.note, .value, .checkIn, .addHabit, .addHabit, .addHabit])
        #expect(try device.contents().isEmpty)

        var writes: [String] = []
        device.tracker.observeStatements { statement in
            if !statement.isReadOnly && !statement.sql.hasPrefix("BEGIN") { writes.append(statement.sql) }
        }
        #expect(try device.tracker.history.undoLastChange() == nil)
        device.tracker.observeStatements(nil)
        #expect(writes.isEmpty, "\(writes)")
    }

    @Test("a change that changes nothing is not journaled")
    func noOpNotJournaled() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo")
        let device = try Device("a", in: folder)
        try device.tracker.checkIns.complete(try device.habit("Read"), on: device.yesterday)
        try device.tracker.checkIns.log(try device.habit("Water"), value: 3, on: device.today)
        #expect(try device.tracker.history.lastUndoableChange()?.kind == .note)
    }

    @Test("the journal keeps the last 100 changes")
    func bounded() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo")
        let device = try Device("a", in: folder, prepared: false)
        let read = try device.tracker.habits.createHabit(HabitDraft(name: "Read"))
        for _ in 0..<(HabitStore.undoJournalLimit + 5) {
            try device.tracker.checkIns.checkIn(.toggle, habit: .id(read.id), day: device.today)
        }
        var undone = 0
        while try device.tracker.history.undoLastChange() != nil { undone += 1 }
        #expect(undone == HabitStore.undoJournalLimit)
        #expect(try device.tracker.habits.all().map(\.name) == ["Read"], "the habit's adding was forgotten")
    }

    /// Two devices syncing through a folder, each with its own journal.
    static func pair(in folder: TemporaryFolder) throws -> (ann: Device, bob: Device) {
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        let bob = try Device("bob", in: folder, prepared: false)
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ann.tracker.sync.syncNow()
        try bob.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try bob.tracker.sync.syncNow()
        return (ann, bob)
    }

    @Test("another device's later change to the same day is kept: the rest of the change is undone, and said")
    func otherDeviceKept() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo-sync")
        let (ann, bob) = try Self.pair(in: folder)
        #expect(try bob.tracker.history.lastUndoableChange() == nil, "a sync brings no journal")

        ann.clock.advance(by: 60)
        try ann.tracker.checkIns.checkIn(.done, habits: [.text("Read"), .text("Walk")], day: ann.today)
        try ann.tracker.sync.syncNow()
        try bob.tracker.sync.syncNow()
        #expect(try bob.tracker.history.lastUndoableChange() == nil)
        bob.clock.advance(by: 120)
        try bob.tracker.checkIns.undo(try bob.habit("Walk"), on: bob.today)
        try bob.tracker.sync.syncNow()
        try ann.tracker.sync.syncNow()
        let walkAsBobLeftIt = try ann.contents().filter { $0.contains(try ann.habit("Walk").id.uuidString) }

        let result = try #require(try ann.tracker.history.undoLastChange())
        #expect(result.change?.kind == .checkIn)
        #expect(result.undone.map(\.name) == ["Read"])
        #expect(result.kept.map(\.habit.name) == ["Walk"])
        #expect(result.kept.map(\.reason) == [.changedOnAnotherDevice])
        let read = try ann.habit("Read")
        #expect(try ann.tracker.work.store.completions(of: read.id).allSatisfy { $0.day != ann.today })
        #expect(try ann.contents().filter { $0.contains(try ann.habit("Walk").id.uuidString) } == walkAsBobLeftIt)

        // The undo travels like any change; Bob's journal holds only Bob's change.
        try ann.tracker.sync.syncNow()
        try bob.tracker.sync.syncNow()
        #expect(try bob.contents() == ann.contents())
        #expect(try bob.tracker.history.lastUndoableChange()?.kind == .clear)
    }

    @Test("a change another device wrote over is not undone at all; it is forgotten and the next undo goes on")
    func everythingKept() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo-sync")
        let (ann, bob) = try Self.pair(in: folder)
        ann.clock.advance(by: 60)
        try ann.tracker.checkIns.complete(try ann.habit("Read"), on: ann.today)
        try ann.tracker.sync.syncNow()
        try bob.tracker.sync.syncNow()
        bob.clock.advance(by: 120)
        try bob.tracker.checkIns.note(try bob.habit("Read"), text: "From Bob", on: bob.today)
        try bob.tracker.sync.syncNow()
        try ann.tracker.sync.syncNow()
        let before = try ann.contents()

        let result = try #require(try ann.tracker.history.undoLastChange())
        #expect(result.undidNothing)
        #expect(result.kept.map(\.reason) == [.changedOnAnotherDevice])
        #expect(try ann.contents() == before)
        // Next: Walk's note, Ann's own and untouched, is undone.
        #expect(try ann.tracker.history.undoLastChange()?.undone.map(\.name) == ["Walk"])
    }

    @Test("a habit another device checked in since it was added is not taken away")
    func addedHabitWithOthersRecords() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo-sync")
        let (ann, bob) = try Self.pair(in: folder)
        ann.clock.advance(by: 60)
        try ann.tracker.habits.createHabit(HabitDraft(name: "Run"))
        try ann.tracker.sync.syncNow()
        try bob.tracker.sync.syncNow()
        bob.clock.advance(by: 120)
        try bob.tracker.checkIns.complete(try bob.habit("Run"), on: bob.today)
        try bob.tracker.sync.syncNow()
        try ann.tracker.sync.syncNow()

        let result = try #require(try ann.tracker.history.undoLastChange())
        #expect(result.undidNothing)
        #expect(result.kept.map(\.habit.name) == ["Run"])
        #expect(try ann.tracker.habits.all().map(\.name).contains("Run"))
    }

    @Test("an import over a journaled day keeps it, said as changed since on this device")
    func changedSinceOnThisDevice() throws {
        let folder = try TemporaryFolder(prefix: "kado-undo")
        let device = try Device("a", in: folder)
        let water = try device.habit("Water")
        device.clock.advance(by: 60)
        try device.tracker.checkIns.log(water, value: 6, on: device.today)
        // A write outside the journal (what an import or a repair does).
        device.clock.advance(by: 60)
        _ = try device.tracker.work.store.write { writer in
            let record = try #require(try device.tracker.work.store.completions(of: water.id, on: device.today).first)
            var changed = record
            changed.value = 9
            try writer.update(changed)
        }
        let result = try #require(try device.tracker.history.undoLastChange())
        #expect(result.kept.map(\.reason) == [.changedSince])
        #expect(try device.tracker.work.store.completions(of: water.id, on: device.today).map(\.value) == [9])
    }
}
