import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 12, one credential per device: the access token there was becomes the first
/// script's token (its scripts keep working), the setting goes, and pairings get their table.
@Suite("The devices' migration")
struct DeviceMigrationTests {
    @Test("a database from before it keeps its sessions as browsers and its access token as a script's")
    func migrates() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("kado.sqlite")
        let digest = SHA256.hex("the old token")
        do {
            _ = try HabitStore(path: path, now: { Date() })
            // Back to the schema before migration 12, with a token and a session as it left them.
            let database = try Database(path: path)
            try database.execute("DELETE FROM kado_migrations WHERE name LIKE 'v12 %'")
            try database.execute("DROP TABLE web_pairings")
            for column in ["kind", "name", "address"] {
                try database.execute("ALTER TABLE web_sessions DROP COLUMN \(column)")
            }
            try database.execute(
                "INSERT INTO settings(key, value, stamp, device_id) VALUES ('web.tokenSHA256', ?, '0', 'x')", [digest])
            try database.execute(
                "INSERT INTO web_sessions(digest, created_at, last_seen_at, agent) VALUES ('abc', 1, 2, 'Firefox')")
        }
        let store = try HabitStore(path: path, now: { Date() })
        let devices = try store.webSessions()
        #expect(devices.count == 2)
        let script = try #require(devices.first { $0.digest == digest })
        #expect(script.kind == .script && script.name == "Access token")
        let browser = try #require(devices.first { $0.digest == "abc" })
        #expect(browser.kind == .browser && browser.agent == "Firefox")
        let database = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try database.scalar("SELECT count(*) FROM settings WHERE key = 'web.tokenSHA256'", as: Int.self) == 0)
        #expect(try database.scalar("SELECT count(*) FROM web_pairings", as: Int.self) == 0)
    }

    @Test("a pairing is used once, and not after it expired; two devices cannot share one")
    func pairingsOnce() throws {
        let folder = try TemporaryFolder()
        let store = try HabitStore(path: folder.path("kado.sqlite"), now: { Date() })
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try store.addWebPairing(digest: "code", createdAt: now, expiresAt: now + 600)
        let device = WebSessionRecord(digest: "phone", createdAt: now, lastSeenAt: now, agent: "")
        #expect(try store.openWebPairings(at: now) == 1)
        #expect(try !store.redeemWebPairing(digest: "code", at: now + 600, for: device))
        #expect(try store.redeemWebPairing(digest: "code", at: now + 599, for: device))
        var other = device
        other.digest = "tablet"
        #expect(try !store.redeemWebPairing(digest: "code", at: now + 1, for: other))
        #expect(try store.webSessions().map(\.digest) == ["phone"])
        #expect(try store.openWebPairings(at: now) == 0)
    }
}
