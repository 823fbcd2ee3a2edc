import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 14 and the calendar feed's token in the store: a database of schema 12 (the committed
/// fixture) upgrades through 13 and 14 with its habits kept and no token; one token at most, its
/// digest only, replaced and removed without moving the change clock (it never syncs).
@Suite("The calendar feed's token: the store")
struct CalendarFeedStoreTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder(prefix: "kado-store-feed") }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schema-v12.sqlite")

    @Test("a database of schema 12 upgrades to the current one: its habits and records kept, the new tables empty")
    func migratesFromTwelve() throws {
        let path = folder.path("v12.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
        let before = try Database(path: path, configuration: .init(isReadOnly: true))
        let habits = try before.query("SELECT id, name FROM habits ORDER BY name") { row in
            [try row[0] as String, try row[1] as String]
        }
        let records = try before.scalar("SELECT count(*) FROM completions", as: Int.self)
        let store = try HabitStore(path: path, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after) == Schema.migrator.migrationNames)
        #expect(
            Schema.migrator.migrationNames.suffix(2) == [
                "v14 the calendar feed's token", "v15 today's summaries kept between commands",
            ])
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(
            try after.query("SELECT id, name FROM habits ORDER BY name") { [try $0[0] as String, try $0[1] as String] }
                == habits)
        #expect(try after.scalar("SELECT count(*) FROM completions", as: Int.self) == records)
        #expect(try after.scalar("SELECT count(*) FROM calendar_feed", as: Int.self) == 0)
        #expect(try after.scalar("SELECT count(*) FROM today_summaries", as: Int.self) == 0)
        #expect(try store.calendarFeedToken() == nil)
    }

    @Test("one token at most: a new one replaces the old, removing it leaves none; the change clock does not move")
    func oneToken() throws {
        let store = try HabitStore(
            path: folder.path("kado.sqlite"), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let stamp = try store.lastChangeStamp()
        let made = Date(timeIntervalSince1970: 1_800_000_100)
        try store.replaceCalendarFeedToken(digest: SHA256.hex("first"), createdAt: made)
        #expect(try store.calendarFeedToken()?.digest == SHA256.hex("first"))
        #expect(try store.calendarFeedToken()?.createdAt == made)
        try store.replaceCalendarFeedToken(digest: SHA256.hex("second"), createdAt: made + 60)
        let database = try Database(path: folder.path("kado.sqlite"), configuration: .init(isReadOnly: true))
        #expect(try database.scalar("SELECT count(*) FROM calendar_feed", as: Int.self) == 1)
        #expect(try store.calendarFeedToken()?.digest == SHA256.hex("second"))
        #expect(try store.lastChangeStamp() == stamp)
        #expect(try store.removeCalendarFeedToken())
        #expect(try store.calendarFeedToken() == nil)
        #expect(try !store.removeCalendarFeedToken())
        // Only one row can ever be there.
        let writer = try Database(path: folder.path("kado.sqlite"))
        #expect(throws: SQLiteError.self) {
            try writer.execute("INSERT INTO calendar_feed(id, digest, created_at) VALUES (2, 'x', 0)")
        }
    }
}
