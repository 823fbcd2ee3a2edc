import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoStore

/// The reads Today uses on many habits at once give exactly what the one-habit reads give.
@Suite("Habit store batch reads")
struct HabitStoreBatchReadTests {
    let folder: TemporaryFolder
    let store: HabitStore

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-store")
        let moment = instant("2026-04-10T10:00:00Z")
        store = try HabitStore(path: folder.path("kado.sqlite"), now: { moment })
    }

    private func habit(_ name: String, order: Int) -> Habit {
        Habit(
            name: name, frequency: .daily, type: .binary, color: .teal, icon: "book",
            createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: order)
    }

    private func checkpoint(of habit: Habit, through last: String) -> WalkCheckpoint? {
        let calendar = HabitCalendar(boundary: DayBoundary(timeZone: TimeZone(identifier: "UTC") ?? .current))
        let completions = (0..<60).map { offset in
            Completion(
                habitID: habit.id, day: day("2026-01-01").adding(days: offset),
                recordedAt: instant("2026-01-01T09:00:00Z").addingTimeInterval(Double(offset) * 86_400))
        }
        let timeline = HabitTimeline(habit: habit, completions: completions, skips: [], calendar: calendar)
        return timeline.evaluate(asOf: day("2026-04-10"), checkpointBefore: day(last)).checkpoint
    }

    @Test("skips of many habits equal each habit's skips, in the same order, deleted ones left out")
    func skipsByHabit() throws {
        let habits = (0..<4).map { habit("Habit \($0)", order: $0) }
        var skips: [Skip] = []
        for (index, habit) in habits.enumerated() where index < 3 {
            // Several on the same first day, so that the order by id matters.
            for offset in [9, 2, 2, 2, 5, 0] {
                let first = day("2026-02-01").adding(days: offset + index)
                skips.append(
                    Skip(
                        habitID: habit.id, days: try DayRange(from: first, through: first.adding(days: offset % 3)),
                        note: offset == 5 ? "a <note> & \"quotes\"" : nil))
            }
        }
        try store.write { writer in
            for habit in habits { try writer.insert(habit) }
            try writer.insert(contentsOf: skips)
            try writer.delete(skips[1])
        }
        let batch = try store.skipsByHabit(habits.map(\.id))
        for habit in habits {
            let one = try store.skips(of: habit.id)
            #expect(batch[habit.id] ?? [] == one)
        }
        #expect(batch[habits[3].id] == nil)
        #expect(batch.values.reduce(0) { $0 + $1.count } == skips.count - 1)
        #expect(try store.skipsByHabit([habits[0].id]).keys.sorted { $0.uuidString < $1.uuidString } == [habits[0].id])
        // From a day on: the skips that end on or after it, in the same order, for many habits and few.
        let from = day("2026-02-08")
        for asked in [habits.map(\.id), [habits[1].id]] {
            let recent = try store.skipsByHabit(asked, endingFrom: from)
            for id in asked {
                #expect(recent[id] ?? [] == (try store.skips(of: id)).filter { $0.days.last >= from })
            }
        }
    }

    @Test("checkpoints of many habits equal each habit's checkpoint, and a changed one is read anew")
    func checkpoints() throws {
        let habits = (0..<3).map { habit("Habit \($0)", order: $0) }
        let first = try #require(checkpoint(of: habits[0], through: "2026-03-01"))
        let later = try #require(checkpoint(of: habits[0], through: "2026-03-20"))
        #expect(first != later)
        try store.write { writer in
            for habit in habits { try writer.insert(habit) }
            try writer.saveCheckpoint(first, of: habits[0].id)
            if let other = checkpoint(of: habits[1], through: "2026-03-01") {
                try writer.saveCheckpoint(other, of: habits[1].id)
            }
        }
        let batch = try store.checkpoints(of: habits.map(\.id))
        for habit in habits { #expect(batch[habit.id] == (try store.checkpoint(of: habit.id))) }
        #expect(batch[habits[0].id] == first)
        #expect(batch[habits[2].id] == nil)

        try store.write { writer in try writer.saveCheckpoint(later, of: habits[0].id) }
        #expect(try store.checkpoint(of: habits[0].id) == later)
        #expect(try store.checkpoints(of: habits.map(\.id))[habits[0].id] == later)
        try store.write { writer in try writer.forgetCheckpoint(of: habits[0].id) }
        #expect(try store.checkpoint(of: habits[0].id) == nil)
        #expect(try store.checkpoints(of: habits.map(\.id))[habits[0].id] == nil)
    }

    /// A screen's rows are read by id (`json_each`), every habit's by one pass over the table:
    /// both give what the one-habit reads give, for the habits asked about and no other.
    @Test("skips and checkpoints of a few habits and of many are read alike", arguments: [3, 129, 300])
    func fewAndMany(count: Int) throws {
        let habits = (0..<count).map { habit("Habit \($0)", order: $0) }
        let saved = try #require(checkpoint(of: habits[0], through: "2026-03-01"))
        try store.write { writer in
            for habit in habits { try writer.insert(habit) }
            for (index, habit) in habits.enumerated() where index % 2 == 0 {
                let first = day("2026-02-01").adding(days: index % 7)
                try writer.insert(
                    Skip(habitID: habit.id, days: try DayRange(from: first, through: first.adding(days: 1))))
                try writer.saveCheckpoint(saved, of: habit.id)
            }
        }
        #expect(HabitStore.isFew(habits.map(\.id)) == (count <= 128))
        // Every other habit asked about, from the end: the order given does not matter.
        let asked = Array(habits.reversed().enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let skips = try store.skipsByHabit(asked.map(\.id))
        let checkpoints = try store.checkpoints(of: asked.map(\.id), before: day("2026-04-01"))
        #expect(Set(skips.keys).isSubset(of: Set(asked.map(\.id))))
        #expect(Set(checkpoints.keys).isSubset(of: Set(asked.map(\.id))))
        for habit in asked {
            #expect(skips[habit.id] ?? [] == (try store.skips(of: habit.id)))
            #expect(checkpoints[habit.id] == (try store.checkpoint(of: habit.id, before: day("2026-04-01"))))
        }
        #expect(try store.checkpoints(of: asked.map(\.id), before: day("2026-02-01")).isEmpty)
    }

    /// A timeline reads only each record's day and value: from the store's amounts it is the
    /// timeline the whole records give, deleted records left out, counters' values summed.
    @Test(
        "a habit's amounts are its records' days and values, and make the same timeline",
        arguments: [1, 2, 3] as [UInt64])
    func amounts(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var counter = habit("Water", order: 0)
        counter.type = .counter(target: 3)
        let records = (0..<200).map { index in
            Completion(
                habitID: counter.id, day: day("2026-01-01").adding(days: random.int(in: 0...99)),
                recordedAt: instant("2026-01-01T09:00:00Z").addingTimeInterval(Double(index)),
                value: Double(random.int(in: 0...4)), note: index % 9 == 0 ? "note \(index)" : nil)
        }
        try store.write { writer in
            try writer.insert(counter)
            try writer.insert(contentsOf: records)
            for record in records.prefix(20) { try writer.delete(record) }
        }
        let from = day("2026-02-01")
        let whole = try store.completions(of: counter.id, from: from)
        let amounts = try store.amounts(of: counter.id, from: from)
        let order = { (left: RecordAmount, right: RecordAmount) in
            left.day != right.day ? left.day < right.day : left.value < right.value
        }
        #expect(amounts.sorted(by: order) == whole.map(RecordAmount.init).sorted(by: order))
        let calendar = HabitCalendar(boundary: DayBoundary(timeZone: TimeZone(identifier: "UTC") ?? .current))
        let all = try store.completions(of: counter.id)
        let byRecords = HabitTimeline(habit: counter, completions: all, calendar: calendar)
        let byAmounts = HabitTimeline(habit: counter, amounts: try store.amounts(of: counter.id), calendar: calendar)
        for offset in stride(from: 0, through: 110, by: 10) {
            let asOf = day("2026-01-01").adding(days: offset)
            #expect(byAmounts.evaluate(asOf: asOf) == byRecords.evaluate(asOf: asOf), "as of \(asOf)")
            #expect(byAmounts.sum(on: asOf) == byRecords.sum(on: asOf))
        }
    }

    @Test("reading runs its reads in one transaction, and nests inside a write")
    func reading() throws {
        let first = habit("First", order: 0)
        try store.write { writer in try writer.insert(first) }
        let names = try store.reading { try store.habits().map(\.name) }
        #expect(names == ["First"])
        try store.write { writer in
            try writer.insert(habit("Second", order: 1))
            // Inside the write, a read sees what the write has done so far.
            #expect(try store.reading { try store.habits().count } == 2)
        }
        struct Stop: Error {}
        #expect(throws: Stop.self) { try store.reading { throw Stop() } }
        #expect(try store.habits().map(\.name) == ["First", "Second"])
    }

    @Test("canonical UUID text parses as UUID(uuidString:) does; anything else is left to it")
    func canonicalUUID() {
        var random = SeededGenerator(seed: 6)
        for _ in 0..<500 {
            let bytes: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            let uuid = bytes.withUnsafeBytes { raw in
                UUID(
                    uuid: (
                        raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7], raw[8], raw[9], raw[10],
                        raw[11], raw[12], raw[13], raw[14], raw[15]
                    ))
            }
            #expect(CanonicalUUID.parse(uuid.uuidString) == uuid)
            #expect(CanonicalUUID.parse(uuid.uuidString.lowercased()) == uuid)
            #expect(UUID(uuidString: uuid.uuidString.lowercased()) == uuid)
        }
        let good = "8C65DF65-0F93-4A1F-B28A-4C1CED6D1A9D"
        for bad in [
            "", "8C65DF65-0F93-4A1F-B28A-4C1CED6D1A9", good + "0", "8C65DF65+0F93-4A1F-B28A-4C1CED6D1A9D",
            "8C65DF65-0F93-4A1F-B28A-4C1CED6D1A9G", "G C65DF65-0F93-4A1F-B28A-4C1CED6D1A9",
            "{8C65DF65-0F93-4A1F-B28A-4C1CED6D1A}",
            "8C65DF65-0F93-4A1F-B28A-4C1CED6D1A9é",
        ] {
            #expect(CanonicalUUID.parse(bad) == nil, "\(bad)")
        }
        #expect(CanonicalUUID.parse(good) == UUID(uuidString: good))
    }
}
