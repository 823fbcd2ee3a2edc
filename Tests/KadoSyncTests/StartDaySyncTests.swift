import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// A habit's start date set by hand through sync: carried between devices only when set (a
/// habit without one travels as the previous format wrote it), in format 6 when set, so that a
/// Kadō from before it refuses the target as newer instead of dropping it.
@Suite("A habit's start date through sync")
struct StartDaySyncTests {
    @Test("a start set on one device reaches the other; taking it away does too")
    func startTravels() throws {
        let folder = try TemporaryFolder(prefix: "kado-start-sync", in: TemporaryFolder.memoryBackedBase)
        func device(_ name: String, at offset: TimeInterval) throws -> SyncDevice {
            try SyncDevice.onFolder(folder, name: name, at: offset)
        }
        let first = try device("first", at: 0)
        let second = try device("second", at: 1)
        try first.setUp()
        try second.setUp()
        let start = try first.tracker.today().adding(days: -30)
        let smoking = try first.tracker.habits.createHabit(
            HabitDraft(name: "Smoking", type: .negative, startDay: start))
        try first.sync()
        try second.sync()
        #expect(try second.tracker.habits.find("Smoking").startDay == start)
        let summary = try second.tracker.views.summary(of: try second.tracker.habits.find("Smoking"))
        #expect(summary.evaluation.currentStreak == 31)

        second.clock.advance(by: 60)
        try second.tracker.habits.editHabit(try second.tracker.habits.find("Smoking")) { $0.startDay = nil }
        try second.sync()
        first.clock.advance(by: 120)
        try first.sync()
        #expect(try #require(try first.store.habit(id: smoking.id)).startDay == nil)
    }

    @Test(
        "a segment holding a habit with a start is in format 6, one without keeps its version",
        arguments: [false, true])
    func segmentVersions(sealed: Bool) throws {
        let key = try sealed ? TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least).1 : nil
        func bytes(_ rows: [RowVersion]) throws -> Data {
            let segment = Segment(target: "T", device: "D", sequence: 1, rows: rows)
            return try key.map { try segment.sealed(with: $0) } ?? segment.encoded()
        }
        let day = LogicalDay(year: 2026, month: 11, day: 1) ?? .firstSupported
        let without = try bytes([HabitTextSyncTests.habitVersion(UUID())])
        let with = try bytes([
            HabitTextSyncTests.habitVersion(UUID(), extra: ["start_day": .integer(Int64(day.dayNumber))])
        ])
        #expect(try JSONDecoder().decode(FormatHeader.self, from: without).version <= SyncFormat.sealedVersion)
        #expect(try JSONDecoder().decode(FormatHeader.self, from: with).version == SyncFormat.startDayVersion)
        let read = try key.map { try Segment(opening: with, with: $0) } ?? Segment(decoding: with)
        #expect(read.rows.first?.fields["start_day"] == .integer(Int64(day.dayNumber)))
        // A Kadō that reads format 5 at most refuses it as newer rather than dropping the start.
        try Segment.checkHeader(of: without, newest: 5)
        #expect(throws: SegmentDecodingError.newerFormat(6)) { try Segment.checkHeader(of: with, newest: 5) }
    }

    @Test("a habit without a start is published without the column; one with it carries its day number")
    func publishedOnlyWhenSet() throws {
        let folder = try TemporaryFolder(prefix: "kado-start-rows")
        let store = try HabitStore(path: folder.path("kado.sqlite"), now: { syncEpoch })
        let day = LogicalDay(year: 2026, month: 3, day: 1) ?? .firstSupported
        let plain = Habit(name: "Run", createdAt: syncEpoch)
        let started = Habit(name: "Smoking", type: .negative, createdAt: syncEpoch, sortOrder: 1, startDay: day)
        try store.write { writer in
            try writer.insert(plain)
            try writer.insert(started)
        }
        #expect(try store.habit(id: started.id)?.startDay == day)
        let versions = try store.rowVersions(writtenBy: store.deviceID, after: .zero).filter { $0.table == .habits }
        let byID = Dictionary(uniqueKeysWithValues: versions.map { ($0.id, $0) })
        #expect(Set(try #require(byID[plain.id.uuidString]).fields.keys) == Set(RowVersion.Table.habits.columns))
        #expect(try #require(byID[started.id.uuidString]).fields["start_day"] == .integer(Int64(day.dayNumber)))
    }

    @Test("a version whose start is not a supported day, or not a number, is refused and changes nothing")
    func badStartRefused() throws {
        let folder = try TemporaryFolder(prefix: "kado-start-apply")
        let store = try HabitStore(
            path: folder.path("kado.sqlite"), now: { Date(timeIntervalSince1970: 1_775_818_800) })
        let id = UUID()
        #expect(try store.applyRemote([HabitTextSyncTests.habitVersion(id)], clockLeadLimit: 600).applied == 1)
        let before = try #require(try store.habit(id: id))
        for (offset, value) in [SQLiteValue.integer(-1_000_000), .text("2026-11-01"), .real(3.5)].enumerated() {
            var version = HabitTextSyncTests.habitVersion(id, extra: ["start_day": value])
            version.stamp = HybridLogicalClock(
                milliseconds: HabitTextSyncTests.stamp.milliseconds + Int64(offset + 1) * 1000, counter: 0)
            let outcome = try store.applyRemote([version], clockLeadLimit: 600)
            #expect(outcome.applied == 0 && outcome.refused.count == 1, "\(value): \(outcome)")
            #expect(try store.habit(id: id) == before)
        }
    }
}
