import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// A habit's earlier terms through sync: carried with the habit's row only when it has some, in
/// format 8 (9 once they carry the stamps they merge by), so that a Kadō from before them refuses
/// the target as newer instead of dropping them; a damaged timeline is refused and changes
/// nothing; two devices' versions from different days are both kept, a removal, a move and an
/// undo reach every device, and a device joining later gets the merged timeline.
@Suite("Terms that change from a date through sync")
struct RuleVersionSyncTests {
    static let earlier = "2026-03-01@daily@counter:8.0@kado"

    @Test("a change from a date on one device reaches the other with the days before it")
    func versionsTravel() throws {
        let folder = try TemporaryFolder(prefix: "kado-versions-sync", in: TemporaryFolder.memoryBackedBase)
        let first = try SyncDevice.onFolder(folder, name: "first", at: 0)
        let second = try SyncDevice.onFolder(folder, name: "second", at: 1)
        try first.setUp()
        try second.setUp()
        let water = try first.tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let from = try first.tracker.today()
        first.clock.advance(by: 3 * 86_400)
        let changed = try first.tracker.habits.editHabit(water, rulesFrom: .day(from.adding(days: 2))) {
            $0.type = .counter(target: 10)
        }
        #expect(changed.earlierRules.count == 1)
        try first.sync()
        second.clock.advance(by: 3 * 86_400 + 60)
        try second.sync()
        #expect(try second.tracker.habits.find("Water").ruleVersions == changed.ruleVersions)
    }

    @Test(
        "a segment holding a habit with earlier terms is in format 8, one without keeps its version",
        arguments: [false, true])
    func segmentVersions(sealed: Bool) throws {
        let key = try sealed ? TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least).1 : nil
        func bytes(_ rows: [RowVersion]) throws -> Data {
            let segment = Segment(target: "T", device: "D", sequence: 1, rows: rows)
            return try key.map { try segment.sealed(with: $0) } ?? segment.encoded()
        }
        let without = try bytes([HabitTextSyncTests.habitVersion(UUID())])
        let with = try bytes([
            HabitTextSyncTests.habitVersion(
                UUID(), extra: ["type": .text("counter:10.0"), "earlier_rules": .text(Self.earlier)])
        ])
        #expect(try JSONDecoder().decode(FormatHeader.self, from: without).version <= SyncFormat.sealedVersion)
        #expect(try JSONDecoder().decode(FormatHeader.self, from: with).version == SyncFormat.ruleVersionsVersion)
        // A Kadō that reads format 7 at most refuses it as newer rather than dropping the versions.
        try Segment.checkHeader(of: without, newest: 7)
        #expect(throws: SegmentDecodingError.newerFormat(8)) { try Segment.checkHeader(of: with, newest: 7) }
    }

    @Test("a version whose earlier terms do not read is refused and changes nothing")
    func damagedRefused() throws {
        let folder = try TemporaryFolder(prefix: "kado-versions-apply")
        let store = try HabitStore(
            path: folder.path("kado.sqlite"), now: { Date(timeIntervalSince1970: 1_775_818_800) })
        let id = UUID()
        #expect(try store.applyRemote([HabitTextSyncTests.habitVersion(id)], clockLeadLimit: 600).applied == 1)
        let before = try #require(try store.habit(id: id))
        for (offset, value) in [SQLiteValue.text("2026-03-01@weekly@binary@kado"), .integer(3)].enumerated() {
            var version = HabitTextSyncTests.habitVersion(id, extra: ["earlier_rules": value])
            version.stamp = HybridLogicalClock(
                milliseconds: HabitTextSyncTests.stamp.milliseconds + Int64(offset + 1) * 1000, counter: 0)
            let outcome = try store.applyRemote([version], clockLeadLimit: 600)
            #expect(outcome.applied == 0 && outcome.refused.count == 1, "\(value): \(outcome)")
            #expect(try store.habit(id: id) == before)
        }
        var good = HabitTextSyncTests.habitVersion(
            id, extra: ["earlier_rules": .text("2026-03-01@daysPerWeek:3@binary@kado")])
        good.stamp = HybridLogicalClock(milliseconds: HabitTextSyncTests.stamp.milliseconds + 9000, counter: 0)
        #expect(try store.applyRemote([good], clockLeadLimit: 600).applied == 1)
        #expect(try store.habit(id: id)?.earlierRules.first?.rules.frequency == .daysPerWeek(3))
    }

    /// Two devices sharing a counter "Water" (8 a day), created on the first 20 days before the
    /// devices' clocks, and synced.
    static func sharedWater(in folder: TemporaryFolder) throws -> (SyncDevice, SyncDevice, Habit) {
        let first = try SyncDevice.onFolder(folder, name: "first", at: 0)
        let second = try SyncDevice.onFolder(folder, name: "second", at: 1)
        try first.setUp()
        try second.setUp()
        first.clock.advance(by: -20 * 86_400)
        let water = try first.tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        first.clock.advance(by: 20 * 86_400)
        try first.sync()
        try second.sync()
        return (first, second, water)
    }

    /// `device`'s habit `name` with its target `target` from `days` days before today.
    @discardableResult
    static func change(_ device: SyncDevice, target: Double, from days: Int, of name: String = "Water") throws -> Habit
    {
        let water = try device.tracker.habits.find(name)
        let day = try device.tracker.today().adding(days: -days)
        return try device.tracker.habits.editHabit(water, rulesFrom: .day(day)) { $0.type = .counter(target: target) }
    }

    /// The targets of `device`'s "Water", version by version, with their first days (`nil`: the habit's start).
    static func targets(_ device: SyncDevice) throws -> [String] {
        try device.tracker.habits.find("Water").ruleVersions.map { version in
            "\(version.start?.description ?? "start"):\(version.rules.type.target ?? 0)"
        }
    }

    @Test("versions added from different days on two devices are both kept; the same day goes to the later change")
    func differentDaysKept() throws {
        let folder = try TemporaryFolder(prefix: "kado-versions-union", in: TemporaryFolder.memoryBackedBase)
        let (first, second, _) = try Self.sharedWater(in: folder)
        let today = try first.tracker.today()
        try Self.change(first, target: 10, from: 10)
        first.clock.advance(by: 5)
        second.clock.advance(by: 10)
        try Self.change(second, target: 12, from: 5)
        for device in [first, second, first] { try device.sync() }
        let expected = ["start:8.0", "\(today.adding(days: -10)):10.0", "\(today.adding(days: -5)):12.0"]
        #expect(try Self.targets(first) == expected)
        #expect(try Self.targets(second) == expected)

        // The same day on both: the later change wins there, the other days stay.
        first.clock.advance(by: 60)
        try Self.change(first, target: 6, from: 5)
        second.clock.advance(by: 120)
        try Self.change(second, target: 7, from: 5)
        for device in [second, first, second] { try device.sync() }
        let sameDay = ["start:8.0", "\(today.adding(days: -10)):10.0", "\(today.adding(days: -5)):7.0"]
        #expect(try Self.targets(first) == sameDay)
        #expect(try Self.targets(second) == sameDay)

        // A device joining after both compacted gets the merged timeline from their segments.
        for device in [first, second] { try device.sync(compacting: CompactionRule(segments: 0, minimumRows: 0)) }
        let third = try SyncDevice.onFolder(folder, name: "third", at: 400)
        try third.setUp()
        try third.sync()
        #expect(try Self.targets(third) == sameDay)
    }

    @Test("a version removed, moved or undone on one device does not come back from the other's older copy")
    func removalsReachEveryDevice() throws {
        let folder = try TemporaryFolder(prefix: "kado-versions-removal", in: TemporaryFolder.memoryBackedBase)
        let (first, second, _) = try Self.sharedWater(in: folder)
        let today = try first.tracker.today()
        try Self.change(first, target: 10, from: 10)
        try Self.change(first, target: 12, from: 5)
        try first.sync()
        try second.sync()
        #expect(try Self.targets(second).count == 3)

        // Removed on the second while the first renames the habit (a later stamp for the row).
        second.clock.advance(by: 10)
        try second.tracker.habits.removeRuleVersion(
            of: try second.tracker.habits.find("Water"), startingOn: today.adding(days: -5))
        first.clock.advance(by: 20)
        _ = try first.tracker.habits.editHabit(try first.tracker.habits.find("Water")) { $0.name = "Water!" }
        for device in [second, first, second] { try device.sync() }
        for device in [first, second] {
            let habit = try device.tracker.habits.find("Water!")
            #expect(habit.ruleVersions.map(\.start) == [nil, today.adding(days: -10)], "\(device.name)")
        }

        // Moved on the first: the second follows, the old day is gone.
        first.clock.advance(by: 30)
        try first.tracker.habits.moveRuleVersion(
            of: try first.tracker.habits.find("Water!"), startingOn: today.adding(days: -10),
            to: today.adding(days: -8))
        for device in [first, second] { try device.sync() }
        #expect(try second.tracker.habits.find("Water!").ruleVersions.map(\.start) == [nil, today.adding(days: -8)])

        // Added on the second and synced, then undone there: the version goes from every device.
        second.clock.advance(by: 40)
        try Self.change(second, target: 3, from: 3, of: "Water!")
        for device in [second, first] { try device.sync() }
        #expect(try first.tracker.habits.find("Water!").ruleVersions.count == 3)
        second.clock.advance(by: 10)
        #expect(try second.tracker.history.undoLastChange() != nil)
        for device in [second, first] { try device.sync() }
        for device in [first, second] {
            #expect(
                try device.tracker.habits.find("Water!").ruleVersions.map(\.start) == [nil, today.adding(days: -8)],
                "\(device.name)")
        }
    }

    @Test("a segment holding terms with their stamps is in format 9; a Kadō reading format 8 refuses it as newer")
    func stampsFormat() throws {
        let stamped =
            "2026-03-01@daily@counter:8.0@kado|start=000001775815200000-00000|2026-03-01=000001775815200000-00000"
        let rows = [
            HabitTextSyncTests.habitVersion(
                UUID(), extra: ["type": .text("counter:10.0"), "earlier_rules": .text(stamped)])
        ]
        let bytes = try Segment(target: "T", device: "D", sequence: 1, rows: rows).encoded()
        #expect(try JSONDecoder().decode(FormatHeader.self, from: bytes).version == SyncFormat.ruleStampsVersion)
        #expect(throws: SegmentDecodingError.newerFormat(9)) { try Segment.checkHeader(of: bytes, newest: 8) }
    }

    /// How many seeds ``twoDevicesAgree(shard:)`` runs: 8 by default (seconds), more with
    /// `KADO_VERSIONS_SYNC_SEEDS=n`; `KADO_VERSIONS_SYNC_SEED=n` replays one.
    static var propertySeeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let one = environment["KADO_VERSIONS_SYNC_SEED"].flatMap(UInt64.init) { return [one] }
        return Array(0..<(environment["KADO_VERSIONS_SYNC_SEEDS"].flatMap(UInt64.init) ?? 8))
    }

    @Test(
        "a seeded property: random changes from dates on two devices, synced in random order, end with the same versions and scores",
        arguments: 0..<2)
    func twoDevicesAgree(shard: Int) throws {
        for seed in Self.propertySeeds where Int(seed % 2) == shard {
            var random = SeededGenerator(seed: seed)
            let folder = try TemporaryFolder(prefix: "kado-versions-property", in: TemporaryFolder.memoryBackedBase)
            let (first, second, _) = try Self.sharedWater(in: folder)
            let devices = [first, second]
            let today = try first.tracker.today()
            for step in 0..<random.int(in: 6...16) {
                let device = devices[random.int(in: 0...1)]
                device.clock.advance(by: Double(random.int(in: 1...30)))
                let habit = try device.tracker.habits.find("Water")
                let starts = habit.ruleVersions.compactMap(\.start)
                let from = today.adding(days: -random.int(in: 1...19))
                switch random.int(in: 0...5) {
                case 0, 1:
                    let target = Double(random.int(in: 1...12))
                    try? device.tracker.habits.editHabit(habit, rulesFrom: .day(from)) {
                        $0.type = .counter(target: target)
                    }
                case 2:
                    if let removed = random.element(of: starts) {
                        try? device.tracker.habits.removeRuleVersion(of: habit, startingOn: removed)
                    }
                case 3:
                    if let moved = random.element(of: starts) {
                        try? device.tracker.habits.moveRuleVersion(of: habit, startingOn: moved, to: from)
                    }
                case 4:
                    // A change from a date, undone: its version leaves a removal mark.
                    if (try? device.tracker.habits.editHabit(habit, rulesFrom: .day(from)) {
                        $0.type = .counter(target: 13)
                    }) != nil {
                        _ = try device.tracker.history.undoLastChange()
                    }
                default:
                    try device.sync()
                }
                if step % 3 == 2 {
                    _ = try? device.tracker.checkIns.checkIn(
                        .set(Double(random.int(in: 0...12))), habit: .id(habit.id), day: from)
                }
            }
            for device in [first, second, first, second] { try device.sync() }
            let habits = try devices.map { try $0.tracker.habits.find("Water") }
            #expect(
                habits[0].ruleVersions == habits[1].ruleVersions,
                "seed \(seed) — replay: KADO_VERSIONS_SYNC_SEED=\(seed)")
            let scores = try devices.enumerated().map { index, device in
                HabitTimeline(
                    habit: habits[index], completions: try device.store.completions(of: habits[index].id),
                    calendar: TestCalendars.utc
                ).scores(from: today.adding(days: -20), through: today, asOf: today).map(\.score)
            }
            #expect(scores[0] == scores[1], "seed \(seed) — replay: KADO_VERSIONS_SYNC_SEED=\(seed)")
        }
    }
}
