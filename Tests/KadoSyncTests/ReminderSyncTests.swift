import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// Reminders through sync: the format version of segments that hold them (an older Kadō says
/// the target is newer instead of failing on the table), and the reminders schema migration 3
/// made on a device that had synced before, which reach every other device.
@Suite("Reminders through sync")
struct ReminderSyncTests {
    static let stamp = HybridLogicalClock(milliseconds: 1_775_815_200_000, counter: 0)

    static let reminder = RowVersion(
        table: .reminders, id: UUID().uuidString, stamp: stamp, device: "D", deletedAt: nil,
        fields: [
            "habit_id": .text(UUID().uuidString), "hour": .integer(8), "minute": .integer(30),
            "only_if_not_done": .integer(1), "snooze_minutes": .integer(10),
        ])

    static let skip = RowVersion(
        table: .skips, id: UUID().uuidString, stamp: stamp, device: "D", deletedAt: nil,
        fields: [
            "habit_id": .text(UUID().uuidString), "first_day": .integer(20_553), "last_day": .integer(20_554),
            "note": .null,
        ])

    private func header(_ data: Data) throws -> Int {
        try JSONDecoder().decode(FormatHeader.self, from: data).version
    }

    @Test(
        "a segment holding a reminder is in format 3, one without keeps its version, plain and sealed",
        arguments: [false, true])
    func segmentVersions(sealed: Bool) throws {
        let key = try sealed ? TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least).1 : nil
        func bytes(_ rows: [RowVersion]) throws -> Data {
            let segment = Segment(target: "T", device: "D", sequence: 1, rows: rows)
            return try key.map { try segment.sealed(with: $0) } ?? segment.encoded()
        }
        let without = try bytes([Self.skip])
        let with = try bytes([Self.skip, Self.reminder])
        #expect(try header(without) == (sealed ? SyncFormat.sealedVersion : SyncFormat.plainVersion))
        #expect(try header(with) == SyncFormat.remindersVersion)

        // This version reads both, rows and all.
        for data in [without, with] {
            let read = try key.map { try Segment(opening: data, with: $0) } ?? Segment(decoding: data)
            #expect(read.rows.count == (data == with ? 2 : 1))
        }
        // A Kadō that reads format 2 at most (the one before reminders) reads the segment without
        // one, and refuses the other as newer: not as an unknown table.
        try Segment.checkHeader(of: without, newest: 2)
        #expect(throws: SegmentDecodingError.newerFormat(3)) { try Segment.checkHeader(of: with, newest: 2) }
    }

    @Test("a segment of format 1, as the previous Kadō wrote it, is read by this one")
    func previousSegment() throws {
        let text = """
            {"device":"D","envelope":"plain","format":"kado-sync-segment","payload":{"rows":[\
            {"deleted":null,"device":"D","fields":{"day":{"integer":20553},"habit_id":{"text":"\
            5E1D0C8A-0000-4000-8000-000000000001"},"note":null,"recorded_at":{"real":1775815200.5},\
            "value":{"real":1}},"id":"5E1D0C8A-0000-4000-8000-000000000002","stamp":"000001775815200000-00000",\
            "table":"completions"}]},"sequence":1,"target":"T","version":1}
            """
        let segment = try Segment(decoding: Data(text.utf8))
        #expect(segment.rows.map(\.table) == [.completions])
    }

    @Test("the previous Kadō's refusal of a reminders segment says the target is newer, and names the file")
    func olderDeviceMessage() {
        let error = SyncError.newerFormat(
            target: "/t", path: "kado-sync/devices/D/segments/00000002-0123456789abcdef.kseg",
            version: SyncFormat.remindersVersion)
        #expect("\(error)".contains("is in sync format 3, newer than this version of Kadō reads"))
        #expect("\(error)".contains("update Kadō"))
    }

    /// Opens the database at `path` beside its store, as it stood before schema 3: the habits'
    /// one reminder field on, no reminders table, migration 3 not applied.
    private func backToSchema2(_ path: String) throws {
        let database = try Database(path: path)
        try database.execute(
            sql: """
                UPDATE habits SET reminders_enabled = 1, reminder_hour = 7, reminder_minute = 30;
                DROP TABLE reminders;
                DELETE FROM kado_migrations WHERE name = 'v3 reminders';
                DELETE FROM device WHERE key = 'sync.derived-reminders';
                """)
    }

    @Test("the reminders migration 3 makes on a device that synced before reach the others at its next sync")
    func migratedRemindersReachOthers() throws {
        let folder = try TemporaryFolder(prefix: "kado-remind-sync", in: TemporaryFolder.memoryBackedBase)
        func device(_ name: String, at offset: TimeInterval) throws -> SyncDevice {
            try SyncDevice.onFolder(folder, name: name, at: offset)
        }
        // Two devices synced one habit before either had the reminders table.
        let first = try device("first", at: 0)
        let second = try device("second", at: 1)
        try first.setUp()
        try second.setUp()
        let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try first.sync()
        try second.sync()
        try backToSchema2(folder.path("first/kado.sqlite"))
        try backToSchema2(folder.path("second/kado.sqlite"))

        // The first upgrades: its migration makes the row, and its next sync sends it, although
        // its stamp is the habit's, older than what it published.
        let upgraded = try device("first", at: 60)
        let report = try upgraded.sync()
        #expect(report.sentByTable[.reminders] == 1)
        #expect(try upgraded.store.syncState()[HabitStore.derivedRemindersKey] == nil)
        #expect(try upgraded.sync().sent == 0, "sent once")

        // A device joining now (it never migrates) gets it.
        let third = try device("third", at: 120)
        try third.setUp()
        try third.sync()
        #expect(try third.store.reminders(of: read.id).map(\.time) == [try ReminderTime(parsing: "07:30")])

        // The reminder changed on the first after that wins over the row the second makes when
        // it upgrades later: the old time does not come back.
        let habit = try upgraded.tracker.habits.find("Read")
        try upgraded.tracker.reminders.setReminders(of: habit, to: [try ReminderTime(parsing: "08:00")])
        try upgraded.sync()
        let late = try device("second", at: 180)
        try late.sync()
        try upgraded.sync()
        try third.sync()
        for device in [upgraded, late, third] {
            #expect(
                try device.store.reminders(of: read.id).map(\.time) == [try ReminderTime(parsing: "08:00")],
                "\(device.name)")
        }
    }
}
