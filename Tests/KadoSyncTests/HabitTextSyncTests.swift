import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// A habit's description and group through sync: carried between devices, only when set (a
/// habit without them travels as the previous format wrote it), and in format 4 when set, so
/// that a Kadō from before them refuses the target as newer instead of dropping them.
@Suite("Habit details and group through sync")
struct HabitTextSyncTests {
    static let stamp = HybridLogicalClock(milliseconds: 1_775_815_200_000, counter: 0)

    /// A habit version as the previous Kadō writes it: the 13 columns, no details, no group.
    static func habitVersion(_ id: UUID, extra: [String: SQLiteValue] = [:]) -> RowVersion {
        var fields: [String: SQLiteValue] = [
            "name": .text("Read"), "frequency": .text("daily"), "type": .text("binary"), "unit": .null,
            "color": .text("blue"), "icon": .text("circle"), "created_at": .real(1_775_815_200),
            "archived_at": .null, "reminders_enabled": .integer(0), "reminder_hour": .integer(9),
            "reminder_minute": .integer(0), "sort_order": .integer(0), "score_model": .text("kado"),
        ]
        fields.merge(extra) { _, new in new }
        return RowVersion(table: .habits, id: id.uuidString, stamp: stamp, device: "D", deletedAt: nil, fields: fields)
    }

    private func header(_ data: Data) throws -> Int {
        try JSONDecoder().decode(FormatHeader.self, from: data).version
    }

    @Test("a group changed on one device reaches the other, and so does a description; clearing it does too")
    func groupChangeTravels() throws {
        let folder = try TemporaryFolder(prefix: "kado-group-sync", in: TemporaryFolder.memoryBackedBase)
        func device(_ name: String, at offset: TimeInterval) throws -> SyncDevice {
            try SyncDevice.onFolder(folder, name: name, at: offset)
        }
        let first = try device("first", at: 0)
        let second = try device("second", at: 1)
        try first.setUp()
        try second.setUp()
        let read = try first.tracker.habits.createHabit(
            HabitDraft(name: "Read", details: "Twenty pages\nbefore bed", group: "Health"))
        try first.sync()
        try second.sync()
        let seen = try second.tracker.habits.find("Read")
        #expect(seen.details == "Twenty pages\nbefore bed")
        #expect(seen.group == "Health")

        second.clock.advance(by: 60)
        try second.tracker.habits.editHabit(seen) { $0.group = "Evening" }
        try second.sync()
        first.clock.advance(by: 120)
        try first.sync()
        #expect(try first.tracker.habits.find("Read").group == "Evening")
        #expect(try first.tracker.habits.find("Read").details == "Twenty pages\nbefore bed")

        // Cleared on the first: none on the second after the round, not the old value.
        try first.tracker.habits.editHabit(try first.tracker.habits.find("Read")) {
            $0.group = ""
            $0.details = nil
        }
        try first.sync()
        second.clock.advance(by: 180)
        try second.sync()
        let cleared = try #require(try second.store.habit(id: read.id))
        #expect(cleared.group == nil && cleared.details == nil)
    }

    @Test("a habit without details or group is published without those columns, as the previous format")
    func publishedWithoutWhenUnset() throws {
        let folder = try TemporaryFolder(prefix: "kado-group-rows")
        let store = try HabitStore(path: folder.path("kado.sqlite"), now: { syncEpoch })
        let plain = Habit(name: "Run", createdAt: syncEpoch)
        let grouped = Habit(name: "Read", createdAt: syncEpoch, sortOrder: 1, details: "pages", group: "Health")
        try store.write { writer in
            try writer.insert(plain)
            try writer.insert(grouped)
        }
        let versions = try store.rowVersions(writtenBy: store.deviceID, after: .zero).filter { $0.table == .habits }
        let byID = Dictionary(uniqueKeysWithValues: versions.map { ($0.id, $0) })
        let plainVersion = try #require(byID[plain.id.uuidString])
        let groupedVersion = try #require(byID[grouped.id.uuidString])
        #expect(Set(plainVersion.fields.keys) == Set(RowVersion.Table.habits.columns))
        #expect(!plainVersion.carriesOptionalColumns)
        #expect(groupedVersion.fields["group_name"] == .text("Health"))
        #expect(groupedVersion.fields["details"] == .text("pages"))
        #expect(groupedVersion.carriesOptionalColumns)
    }

    @Test(
        "a segment holding a habit with a group or details is in format 4, one without keeps its version",
        arguments: [false, true])
    func segmentVersions(sealed: Bool) throws {
        let key = try sealed ? TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least).1 : nil
        func bytes(_ rows: [RowVersion]) throws -> Data {
            let segment = Segment(target: "T", device: "D", sequence: 1, rows: rows)
            return try key.map { try segment.sealed(with: $0) } ?? segment.encoded()
        }
        let without = try bytes([Self.habitVersion(UUID())])
        let with = try bytes([Self.habitVersion(UUID(), extra: ["group_name": .text("Health")])])
        #expect(try header(without) == (sealed ? SyncFormat.sealedVersion : SyncFormat.plainVersion))
        #expect(try header(with) == SyncFormat.habitTextsVersion)
        let read = try key.map { try Segment(opening: with, with: $0) } ?? Segment(decoding: with)
        #expect(read.rows.first?.fields["group_name"] == .text("Health"))
        // The previous Kadō (format 3 at most) reads the habit without them, and refuses the one
        // with them as newer, so it never republishes that habit without its group: the
        // target's every device must be upgraded once one sets a group or a description.
        try Segment.checkHeader(of: without, newest: 3)
        #expect(throws: SegmentDecodingError.newerFormat(4)) { try Segment.checkHeader(of: with, newest: 3) }
    }

    @Test("a habit version of the previous format (no details, no group) applies; an unknown column is refused")
    func previousFormatApplies() throws {
        let folder = try TemporaryFolder(prefix: "kado-group-apply")
        // An hour after the versions' stamps: none of them is ahead of this clock.
        let store = try HabitStore(
            path: folder.path("kado.sqlite"), now: { Date(timeIntervalSince1970: 1_775_818_800) })
        let id = UUID()
        let applied = try store.applyRemote([Self.habitVersion(id)], clockLeadLimit: 600)
        #expect(applied.applied == 1 && applied.refused.isEmpty)
        let habit = try #require(try store.habit(id: id))
        #expect(habit.details == nil && habit.group == nil)

        let later = HybridLogicalClock(milliseconds: Self.stamp.milliseconds + 1000, counter: 0)
        var grouped = Self.habitVersion(id, extra: ["group_name": .text("Health"), "details": .text("a\nb")])
        grouped.stamp = later
        #expect(try store.applyRemote([grouped], clockLeadLimit: 600).applied == 1)
        #expect(try store.habit(id: id)?.group == "Health")
        #expect(try store.habit(id: id)?.details == "a\nb")

        var unknown = Self.habitVersion(id, extra: ["mood": .text("x")])
        unknown.stamp = HybridLogicalClock(milliseconds: later.milliseconds + 1000, counter: 0)
        let refused = try store.applyRemote([unknown], clockLeadLimit: 600)
        #expect(refused.refused.map(\.reason) == ["unknown column mood"])
        #expect(try store.habit(id: id)?.group == "Health")
    }
}
