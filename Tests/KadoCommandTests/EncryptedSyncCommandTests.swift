import Foundation
import KadoTestSupport
import Testing

/// `kado sync` over an encrypted folder, through the built binary: setup with `--encrypt`,
/// joining with the passphrase, refusals by exit code with nothing saved, a new passphrase.
@Suite("kado sync, encrypted", .tags(.endToEnd), .endToEndTierOnly)
struct EncryptedSyncCommandTests {
    let group: SyncGroup
    let secrets: TemporaryFolder

    init() throws {
        group = try SyncGroup(count: 3)
        secrets = try TemporaryFolder(prefix: "kado-passphrases")
        try Data("correct horse battery staple\n".utf8).write(to: URL(fileURLWithPath: passphrase))
        try Data("not the passphrase\n".utf8).write(to: URL(fileURLWithPath: wrong))
        try Data("a brand new passphrase\n".utf8).write(to: URL(fileURLWithPath: renewed))
    }

    var passphrase: String { secrets.path("passphrase") }
    var wrong: String { secrets.path("wrong") }
    var renewed: String { secrets.path("renewed") }

    func setUp(_ device: Sandbox, with file: String, encrypt: Bool = false) throws -> RunResult {
        try device.kado(
            ["sync", "setup", "folder", group.path, "--passphrase-file", file] + (encrypt ? ["--encrypt"] : []))
    }

    @Test("three devices converge through an encrypted folder that holds no habit name, note or id")
    func threeDevices() throws {
        let first = group.devices[0]
        try first.succeed(["add", "Take medication at eight"])
        try first.succeed(["done", "Take medication at eight"])
        try first.succeed(["note", "Take medication at eight", "felt dizzy after it"])
        let started = try setUp(first, with: passphrase, encrypt: true)
        #expect(started.status == 0, "\(started)")
        #expect(started.output.contains("The target is encrypted"))
        #expect(started.output.contains("there is no recovery"))
        for device in group.devices.dropFirst() {
            let joined = try setUp(device, with: passphrase)
            #expect(joined.status == 0, "\(joined)")
        }
        try group.devices[1].succeed(["add", "Therapy on Thursday"])
        try group.syncAll()
        #expect(Set(try group.exports()).count == 1)
        let ids = try first.succeed(["list", "--json"]).output
        let habitIDs = ids.components(separatedBy: "\"").filter { UUID(uuidString: $0) != nil }
        #expect(!habitIDs.isEmpty)
        for (path, bytes) in try filesUnder(group.path) {
            for secret in ["Take medication at eight", "Therapy on Thursday", "felt dizzy after it"] + habitIDs {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(path) holds \(secret)")
            }
        }
        // The key is kept beside the database, for its owner only, and the status says so.
        let key = first.dataFolder.appendingPathComponent("kado.sync-key").path
        let mode = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try first.succeed(["sync", "status"]).output.contains("Encryption: on"))
        #expect(try first.succeed(["sync", "status", "--json"]).output.contains(#""encrypted" : true"#))
    }

    @Test(
        "a wrong passphrase (77), or none without a terminal (78): nothing saved, the database byte-identical",
        arguments: [("wrong", 77), ("none", 78)] as [(String, Int32)])
    func refusedPassphrase(given: String, status: Int32) throws {
        let first = group.devices[0]
        try first.succeed(["add", "Read"])
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        try first.succeed(["sync"])
        let second = group.devices[1]
        try second.succeed(["add", "Walk"])
        let before = try databaseFiles(second)
        let target = try filesUnder(group.path)
        let result =
            given == "wrong"
            ? try setUp(second, with: wrong) : try second.kado(["sync", "setup", "folder", group.path])
        #expect(result.status == status, "\(result)")
        #expect(result.error.contains(given == "wrong" ? "passphrase does not open" : "is encrypted"))
        #expect(try databaseFiles(second) == before, "the database changed")
        #expect(!FileManager.default.fileExists(atPath: second.dataFolder.appendingPathComponent("kado.sync-key").path))
        #expect(try filesUnder(group.path) == target)
        #expect(try second.succeed(["sync", "status"]).output.contains("not set up"))
    }

    @Test("a new passphrase: the other device is told (77), the old one is refused, the new one joins")
    func newPassphrase() throws {
        let (first, second) = (group.devices[0], group.devices[1])
        try first.succeed(["add", "Read"])
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        #expect(try setUp(second, with: passphrase).status == 0)
        try syncTwice(first, second)
        let changed = try first.kado(["sync", "passphrase", "--passphrase-file", renewed])
        #expect(changed.status == 0, "\(changed)")
        #expect(changed.output.contains("the old one no longer opens the target"))
        try second.succeed(["add", "Walk"])
        let before = try databaseFiles(second)
        let told = try second.kado(["sync"])
        #expect(told.status == 77, "\(told)")
        #expect(told.error.contains("was changed on another device"))
        #expect(try databaseFiles(second) == before)
        #expect(try setUp(second, with: passphrase).status == 77)
        #expect(try setUp(second, with: renewed).status == 0)
        try syncTwice(first, second)
        let exports = try group.exports().prefix(2)
        #expect(Set(exports).count == 1)
        #expect(exports[0].contains("\"Walk\""))
    }

    @Test("kado sync passphrase --old-leaked asks first (--yes in scripts), then closes the key ring everywhere")
    func oldLeaked() throws {
        let (first, second) = (group.devices[0], group.devices[1])
        try first.succeed(["add", "Read"])
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        #expect(try setUp(second, with: passphrase).status == 0)
        try syncTwice(first, second)
        let identity = "\(group.path)/kado-sync/target.json"
        let before = try String(contentsOfFile: identity, encoding: .utf8)
        let unasked = try first.kado(["sync", "passphrase", "--old-leaked", "--passphrase-file", renewed])
        #expect(unasked.status == 64, "\(unasked)")
        #expect(unasked.error.contains("add --yes"))
        #expect(try String(contentsOfFile: identity, encoding: .utf8) == before, "changed without asking")
        let misplaced = try first.kado(["sync", "status", "--old-leaked"])
        #expect(misplaced.status == 64, "\(misplaced)")
        let changed = try first.kado(["sync", "passphrase", "--old-leaked", "--yes", "--passphrase-file", renewed])
        #expect(changed.status == 0, "\(changed)")
        #expect(changed.output.contains("the earlier ones are revoked"))
        #expect(try String(contentsOfFile: identity, encoding: .utf8).contains("\"revokedBefore\""))
        let json = try first.kado(["sync", "status", "--json"])
        #expect(json.output.contains("\"readWithEarlierKey\" : ["), "\(json.output)")
        #expect(try setUp(second, with: renewed).status == 0)
        try syncTwice(first, second)
        #expect(Set(try group.exports().prefix(2)).count == 1)
    }

    @Test("kado sync passphrase --earlier reads the files of a device whose change of passphrase lost a race")
    func earlierPassphrase() throws {
        let (first, second, third) = (group.devices[0], group.devices[1], group.devices[2])
        let lost = secrets.path("lost")
        try Data("the third's own passphrase\n".utf8).write(to: URL(fileURLWithPath: lost))
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        #expect(try setUp(second, with: passphrase).status == 0)
        #expect(try setUp(third, with: passphrase).status == 0)
        try third.succeed(["add", "Stretch"])
        try syncTwice(first, second, third)
        // The third changes the passphrase and checks in; the first never sees that target.json
        // (its sync tool kept the earlier one), and changes the passphrase too, to a greater
        // generation, which wins. The third is switched off for good.
        let identity = "\(group.path)/kado-sync/target.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: identity))
        try third.succeed(["sync", "passphrase", "--passphrase-file", lost])
        try third.succeed(["done", "Stretch"])
        try third.succeed(["sync"])
        let lostGeneration = try generation(of: identity)
        try before.write(to: URL(fileURLWithPath: identity))
        var tries = 0
        repeat {
            try first.succeed(["sync", "passphrase", "--passphrase-file", renewed])
            tries += 1
        } while try generation(of: identity) < lostGeneration && tries < 40
        #expect(try generation(of: identity) > lostGeneration)
        let held = try first.succeed(["sync"])
        #expect(held.output.contains("sealed with an earlier passphrase"), "\(held.output)")
        #expect(held.output.contains("kado sync passphrase --earlier"))
        #expect(
            try recordDays(of: "Stretch", in: try first.succeed(["export", "--format", "json", "-o", "-"]).output)
                .isEmpty)
        // A passphrase that opens none of those files: refused (77), nothing saved.
        let key = first.dataFolder.appendingPathComponent("kado.sync-key").path
        let keyBefore = try Data(contentsOf: URL(fileURLWithPath: key))
        let refused = try first.kado(["sync", "passphrase", "--earlier", "--passphrase-file", wrong])
        #expect(refused.status == 77, "\(refused)")
        #expect(refused.error.contains("opens none of the files held back"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: key)) == keyBefore)
        let misplaced = try first.kado(["sync", "status", "--earlier"])
        #expect(misplaced.status == 64, "\(misplaced)")
        // The one the third had chosen: read, and sent on under the current passphrase.
        let added = try first.kado(["sync", "passphrase", "--earlier", "--passphrase-file", lost])
        #expect(added.status == 0, "\(added)")
        #expect(added.output.contains("The passphrase opens files held back here (generation \(lostGeneration))"))
        #expect(
            try recordDays(of: "Stretch", in: try first.succeed(["export", "--format", "json", "-o", "-"]).output).count
                == 1)
        #expect(!(try first.succeed(["sync"]).output.contains("--earlier")))
        #expect(try setUp(second, with: renewed).status == 0)
        try syncTwice(first, second)
        let exports = try group.exports().prefix(2)
        #expect(Set(exports).count == 1)
        #expect(try recordDays(of: "Stretch", in: exports[0]).count == 1)
    }

    /// The generation of the passphrase `target.json` at `path` names.
    func generation(of path: String) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
        let encryption = (object as? [String: Any])?["encryption"] as? [String: Any]
        return try #require(encryption?["generation"] as? Int)
    }

    /// Syncs `devices` in turn, twice.
    func syncTwice(_ devices: Sandbox...) throws {
        for _ in 0..<2 {
            for device in devices { try device.succeed(["sync"]) }
        }
    }

    @Test("the French messages of a wrong passphrase and of one changed elsewhere")
    func french() throws {
        let (first, second) = (group.devices[0], group.devices[1])
        try second.succeed(["settings", "language", "fr"])
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        let refused = try setUp(second, with: wrong)
        #expect(refused.status == 77)
        #expect(refused.error.contains("la phrase de passe n’ouvre pas la cible de synchronisation"))
        #expect(try setUp(second, with: passphrase).status == 0)
        #expect(try first.kado(["sync", "passphrase", "--passphrase-file", renewed]).status == 0)
        let told = try second.kado(["sync"])
        #expect(told.status == 77)
        #expect(told.error.contains("a été changée sur un autre appareil"))
    }

    @Test("a plain manifest planted in the encrypted target is never read, and kado sync names it")
    func plantedPlainFile() throws {
        let (first, second) = (group.devices[0], group.devices[1])
        try first.succeed(["add", "Read"])
        #expect(try setUp(first, with: passphrase, encrypt: true).status == 0)
        #expect(try setUp(second, with: passphrase).status == 0)
        try first.succeed(["sync"])
        let intruder = "6F1C2A4E-0000-4000-8000-000000000001"
        let folder = "\(group.path)/kado-sync/devices/\(intruder)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let identity = try String(contentsOfFile: "\(group.path)/kado-sync/target.json", encoding: .utf8)
        let group = try #require(identity.components(separatedBy: "\"target\":\"").last?.prefix(36))
        try Data(
            #"{"device":"\#(intruder)","envelope":"plain","format":"kado-sync-manifest","segments":[],"target":"\#(group)","version":1,"written":"000001775815200000-00000"}"#
                .utf8
        ).write(to: URL(fileURLWithPath: "\(folder)/manifest.json"))
        let result = try second.succeed(["sync"])
        #expect(result.output.contains("Received: 1 habit."), "\(result)")
        #expect(
            result.lines.contains(
                "Held back: kado-sync/devices/\(intruder)/manifest.json: stored in the clear in this encrypted target: "
                    + "refused, never read; it holds changes no device read before encryption was turned on (a device "
                    + "that had read it all seals it by itself): type the passphrase on the device that wrote it (kado "
                    + "sync setup there)"),
            "\(result)")
    }

    @Test(
        "--encrypt and --passphrase-file belong to setup (and passphrase): elsewhere a usage error",
        arguments: [
            ["sync", "--encrypt"], ["sync", "status", "--passphrase-file", "x"], ["sync", "passphrase", "--encrypt"],
        ])
    func misplacedOptions(arguments: [String]) throws {
        let result = try group.devices[0].kado(arguments)
        #expect(result.status == 64, "\(result)")
    }
}
