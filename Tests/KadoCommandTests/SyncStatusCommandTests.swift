import Foundation
import KadoStore
import KadoTestSupport
import Testing

/// `kado sync status` (a process of its own, reading what the last `kado sync` recorded) tells
/// what was held back and why each file was not read, instead of "Last error: none" (issue 33).
@Suite("kado sync status tells what is held back", .tags(.endToEnd), .endToEndTierOnly)
struct SyncStatusCommandTests {
    /// Ann, and a device whose clock is 3 days ahead with a habit and a check-in published.
    func aheadPair() throws -> (ann: Sandbox, ahead: Sandbox, aheadID: String, target: TemporaryFolder) {
        let target = try TemporaryFolder(prefix: "kado-sync-target")
        let ann = try Sandbox()
        let ahead = try Sandbox(now: "2026-04-13T09:00:00Z")
        try ahead.succeed(["add", "Read"])
        try ahead.succeed(["done", "Read"])
        try ahead.succeed(["sync", "setup", "folder", target.url.path])
        try ahead.succeed(["sync"])
        try ann.succeed(["sync", "setup", "folder", target.url.path])
        let aheadID = try ahead.openStore().deviceID
        return (ann, ahead, aheadID, target)
    }

    @Test("a device 3 days ahead: kado sync and kado sync status say it is held back, with the device and its count")
    func clockAhead() throws {
        let (ann, ahead, aheadID, target) = try aheadPair()
        defer { withExtendedLifetime((ahead, target)) {} }
        let held =
            "Held back: device \(aheadID)'s clock is 3 days ahead of this one: fix its date and time; its 2 changes "
            + "wait until this clock gets there"
        let synced = try ann.succeed(["sync"])
        #expect(synced.lines.contains(held), "\(synced.output)")
        #expect(!synced.output.contains("Received"))

        let status = try ann.succeed(["sync", "status"])
        #expect(status.lines.contains(held), "\(status.output)")
        #expect(!status.output.contains("Last error: none"))
        #expect(status.lines.contains { $0.hasPrefix("Last sync: 2026-04-10 09:00") })

        struct Status: Decodable {
            struct Held: Decodable {
                let kind: String
                let device: String?
                let changes: Int?
                let seconds: Double?
                let message: String
            }
            let synced: Bool
            let lastError: String?
            let heldBack: [Held]
        }
        let json = try ann.json(Status.self, ["sync", "status", "--json"])
        #expect(json.synced)
        #expect(json.lastError == nil)
        let first = try #require(json.heldBack.first)
        #expect(json.heldBack.count == 1)
        #expect(first.kind == "clockAhead")
        #expect(first.device == aheadID)
        #expect(first.changes == 2)
        #expect(first.seconds.map { $0 > 2.9 * 86_400 && $0 < 3.1 * 86_400 } == true)
        #expect("Held back: " + first.message == held)

        // Once this clock gets there, the changes come in as rows, and the status says no error.
        let later = try ann.succeed(["sync"], now: "2026-04-13T09:05:00Z")
        #expect(later.lines.contains("Received: 1 habit, 1 check-in."), "\(later.output)")
        let healed = try ann.succeed(["sync", "status"], now: "2026-04-13T09:05:00Z")
        #expect(healed.lines.contains("Last error: none"))
        #expect(!healed.output.contains("Held back"))
    }

    @Test("a device that wrote no change yet is listed as such, not as having written in 1970")
    func deviceWithoutChanges() throws {
        let target = try TemporaryFolder(prefix: "kado-sync-target")
        let passphrase = target.url.deletingLastPathComponent().appendingPathComponent("\(UUID()).passphrase").path
        try Data("one passphrase\n".utf8).write(to: URL(fileURLWithPath: passphrase))
        defer { try? FileManager.default.removeItem(atPath: passphrase) }
        let (ann, bob) = (try Sandbox(), try Sandbox())
        try ann.succeed(["add", "Read"])
        // Encrypted, each device writes a manifest at its first sync, even one with no change.
        try ann.succeed(["sync", "setup", "folder", target.url.path, "--encrypt", "--passphrase-file", passphrase])
        try bob.succeed(["sync", "setup", "folder", target.url.path, "--passphrase-file", passphrase])
        try bob.succeed(["sync"])
        try ann.succeed(["sync"])
        let bobID = try bob.openStore().deviceID
        let status = try ann.succeed(["sync", "status"])
        #expect(!status.output.contains("1970"), "\(status.output)")
        #expect(status.lines.contains("  \(bobID) has written no change yet"), "\(status.output)")
        let json = try ann.succeed(["sync", "status", "--json"]).output
        #expect(json.contains(#""lastWrote" : null"#), "\(json)")
    }

    @Test("in French, the held-back line says the same")
    func clockAheadFrench() throws {
        let (ann, ahead, aheadID, target) = try aheadPair()
        defer { withExtendedLifetime((ahead, target)) {} }
        try ann.succeed(["settings", "language", "fr"])
        try ann.succeed(["sync"])
        let status = try ann.succeed(["sync", "status"])
        let space = "\u{00A0}"
        #expect(
            status.lines.contains(
                "Retenu\(space): l’horloge de l’appareil \(aheadID) a 3 jours d’avance sur celle-ci\(space): "
                    + "corrigez sa date et son heure\(space); ses 2 modifications attendent que cette horloge les "
                    + "rattrape"), "\(status.output)")
        #expect(!status.output.contains("Dernière erreur"))
        // A colon that ends a line keeps French's no-break space before it.
        #expect(status.lines.contains("Appareils vus\(space):"), "\(status.output)")
    }

    /// Two devices in sync; then a file of bob's is made unreadable by `spoil`, and ann syncs.
    func unread(_ spoil: (_ devices: String, _ bobID: String) throws -> String) throws -> (Sandbox, String) {
        let group = try SyncGroup(count: 2)
        let (ann, bob) = (group.devices[0], group.devices[1])
        try ann.succeed(["add", "Read"])
        try group.setUp()
        try group.syncAll()
        try bob.succeed(["done", "Read"])
        try bob.succeed(["sync"])
        let bobID = try bob.openStore().deviceID
        let path = try spoil(group.path + "/kado-sync/devices", bobID)
        try ann.succeed(["sync"])
        return (ann, path)
    }

    /// Bob's newest segment's path under `devices`.
    static func newestSegment(_ devices: String, _ bobID: String) throws -> String {
        let folder = "\(devices)/\(bobID)/segments"
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".kseg") }.sorted().last)
        return "\(folder)/\(name)"
    }

    /// Replaces `field`'s value in the JSON file at `path`.
    static func rewrite(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test(
        "each unread file is said with its own reason, in kado sync and kado sync status",
        arguments: [
            ("otherSyncGroup", "it belongs to another sync group: not read; set the device that wrote it up again"),
            ("otherDevice", "it names another device than the folder it is in (a copied folder?): not read"),
            ("notThereYet", "not there yet (a sync tool may still be bringing it): the next sync reads it"),
            ("checksumMismatch", "not read yet (still being copied?): the next sync reads it"),
            ("torn", "not read yet (still being copied?): the next sync reads it"),
        ])
    func unreadReasons(_ reason: String, _ words: String) throws {
        let (ann, path) = try unread { devices, bobID in
            let manifest = "\(devices)/\(bobID)/manifest.json"
            switch reason {
            case "otherSyncGroup":
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest)))
                let group = try #require((object as? [String: Any])?["target"] as? String)
                try Self.rewrite(manifest, "\"target\":\"\(group)\"", "\"target\":\"\(UUID().uuidString)\"")
                return manifest
            case "otherDevice":
                try Self.rewrite(manifest, "\"device\":\"\(bobID)\"", "\"device\":\"\(UUID().uuidString)\"")
                return manifest
            case "notThereYet":
                let segment = try Self.newestSegment(devices, bobID)
                try FileManager.default.removeItem(atPath: segment)
                return segment
            case "checksumMismatch":
                let segment = try Self.newestSegment(devices, bobID)
                let bytes = try Data(contentsOf: URL(fileURLWithPath: segment))
                try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: segment))
                return segment
            default:
                let bytes = try Data(contentsOf: URL(fileURLWithPath: manifest))
                try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: manifest))
                return manifest
            }
        }
        let relative = String(path[try #require(path.range(of: "kado-sync/")).lowerBound...])
        let status = try ann.succeed(["sync", "status"])
        let line = try #require(status.lines.first { $0.hasPrefix("Held back: \(relative): ") }, "\(status.output)")
        #expect(line.contains(words), "\(line)")
        #expect(line.contains("still being copied?") == ["checksumMismatch", "torn"].contains(reason))
        #expect(!status.output.contains("Last error: none"))

        struct Status: Decodable {
            struct Held: Decodable {
                let kind: String
                let path: String?
                let reason: String?
            }
            let heldBack: [Held]
        }
        let json = try ann.json(Status.self, ["sync", "status", "--json"])
        #expect(json.heldBack.map(\.kind) == ["unreadFile"])
        #expect(json.heldBack.first?.path == relative)
        #expect(json.heldBack.first?.reason == reason)
    }
}
