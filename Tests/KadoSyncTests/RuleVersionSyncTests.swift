import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// A habit's earlier terms through sync: carried with the habit's row only when it has some, in
/// format 8, so that a Kadō from before them refuses the target as newer instead of dropping them;
/// a damaged timeline is refused and changes nothing.
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
}
