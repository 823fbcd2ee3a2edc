import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// One credential per device, in the application layer: pairing codes, the names devices get,
/// scripts' tokens, signing one out.
@Suite("Devices: pairing, names, tokens")
struct DeviceAccessTests {
    @Test(
        "a device is named from its browser and its system",
        arguments: [
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                    + "Version/18.1 Mobile/15E148 Safari/604.1", "Safari · iPhone"
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 "
                    + "Mobile Safari/537.36", "Chrome · Android"
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 "
                    + "Safari/537.36 Edg/131.0.0.0", "Edge · Windows"
            ),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox · Linux"),
            (
                "Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                    + "CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1", "Chrome · iPad"
            ),
            ("curl/7.88.1", "curl"), ("", ""), ("\u{1B}[31mevil", ""), ("Mozilla/5.0 (Macintosh) Gecko", "Mac"),
        ])
    func names(agent: String, name: String) {
        #expect(DeviceName.from(userAgent: agent) == name)
    }

    @Test(
        "a pairing code reads the same typed in lower case, with spaces, or with O, I and L for 0 and 1",
        arguments: [
            ("7KQ2-M9XD", "7KQ2M9XD"), ("7kq2 m9xd", "7KQ2M9XD"), ("O1L0-IIII", "01101111"), ("7KQ2M9X", nil),
            ("7KQ2-M9XU", nil), ("<script>", nil), ("7KQ2-M9XD-1", nil),
        ])
    func codes(typed: String, kept: String?) {
        #expect(DevicePairing.normalizedIfWellFormed(typed) == kept)
    }

    @Test("codes are 8 of the 32 characters, grouped by four, and differ")
    func codeShape() {
        let codes = (0..<200).map { _ in RandomSecret.pairingCode() }
        #expect(Set(codes).count == 200)
        for code in codes {
            #expect(code.count == 9 && Array(code)[4] == "-")
            #expect(DevicePairing.normalizedIfWellFormed(code) == code.replacingOccurrences(of: "-", with: ""))
        }
    }

    @Test("pairing, a script's token, renaming, matching by id or name, signing one out")
    func devices() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(instant("2026-12-06T09:00:00Z"))
        let tracker = try TrackerBuilder().clock(clock).open(in: folder)
        let pairing = try tracker.devices.makePairing()
        #expect(pairing.expiresAt == instant("2026-12-06T09:10:00Z"))
        #expect(try tracker.devices.pair(code: pairing.code, sessionID: "phone", agent: "", address: "192.0.2.7"))
        #expect(try !tracker.devices.pair(code: pairing.code, sessionID: "tablet", agent: "", address: "192.0.2.8"))
        #expect(try tracker.devices.isWebSession("phone", address: "192.0.2.7"))
        #expect(try !tracker.devices.isScriptToken("phone", address: "192.0.2.7"))
        let token = try tracker.devices.makeScriptToken(named: " Morning\u{7} Shortcut ")
        #expect(try tracker.devices.isScriptToken(token, address: "127.0.0.1"))
        #expect(try !tracker.devices.isWebSession(token, address: "127.0.0.1"))
        let script = try #require(try tracker.devices.devices(matching: "morning shortcut").first)
        #expect(script.name == "Morning Shortcut")
        #expect(try tracker.devices.devices(matching: String(script.publicID.prefix(4))).contains(script))
        #expect(throws: AppError.self) { try tracker.devices.makeScriptToken(named: "\n ") }

        // The address a device is seen from is noted when it changes, and its last use hourly.
        clock.advance(by: 60)
        _ = try tracker.devices.isWebSession("phone", address: "198.51.100.4")
        let phone = try #require(try tracker.devices.device(ofSession: "phone"))
        #expect(phone.address == "198.51.100.4")
        try tracker.devices.rename(phone, to: "Léa’s phone")
        #expect(try tracker.devices.device(ofSession: "phone")?.name == "Léa’s phone")

        #expect(try tracker.devices.signOut(script))
        #expect(try !tracker.devices.isScriptToken(token, address: "127.0.0.1"))
        #expect(try tracker.devices.isWebSession("phone", address: "198.51.100.4"))
        // Nothing of this moves the change clock: devices are no synced data.
        #expect(try tracker.devices.devices().count == 1)
    }
}
