import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// Two devices changing the passphrase while apart never wedge the group: they take two
/// generations, the greater wins on every device whichever `target.json` the sync tool kept, the
/// other devices are asked for the winning passphrase, re-seal their files, and the group
/// converges with nothing deleted by hand and no file ever taken for a forgery.
@Suite("Concurrent passphrase changes")
struct PassphraseRaceTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-passphrase-race", in: TemporaryFolder.memoryBackedBase)
    }

    private func transport(_ name: String) -> FolderTransport {
        FolderTransport(root: folder.path(name), flushesToDisk: false)
    }

    /// Changes `device`'s passphrase on its target, keeping the new key.
    private func changePassphrase(of device: SyncDevice, to passphrase: String) throws {
        var engine = SyncEngine(store: device.store, transport: device.transport, now: device.tracker.work.now)
        engine.key = device.key
        device.key = try engine.changePassphrase(to: passphrase, cost: .least)
        device.passphrase = passphrase
    }

    /// What a sync tool makes of two folders that changed apart: each device's folder from the
    /// side that wrote it, `target.json` from `winner`.
    private func merge(
        _ sides: [String: String], devices: [String: String], targetFrom winner: String, into name: String
    )
        throws
    {
        let merged = folder.path(name)
        try FileManager.default.createDirectory(
            atPath: merged + "/kado-sync/devices", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: folder.path(winner) + "/kado-sync/target.json", toPath: merged + "/kado-sync/target.json")
        for (device, side) in devices {
            let source = folder.path(side) + "/kado-sync/devices/" + device
            guard FileManager.default.fileExists(atPath: source) else { continue }
            try FileManager.default.copyItem(atPath: source, toPath: merged + "/kado-sync/devices/" + device)
        }
        _ = sides
    }

    @Test("the greater generation wins whichever target.json was kept", arguments: ["first's kept", "second's kept"])
    func race(kept: String) throws {
        try FileManager.default.createDirectory(atPath: folder.path("shared"), withIntermediateDirectories: true)
        let names = ["first", "second", "third"]
        let devices = try names.enumerated().map { index, name in
            let device = try SyncDevice(
                name: name, databasePath: folder.path("\(name).sqlite"), transport: transport("shared"),
                start: syncEpoch.addingTimeInterval(Double(index)))
            device.passphrase = "the old passphrase"
            return device
        }
        let (first, second, third) = (devices[0], devices[1], devices[2])
        for device in devices {
            try device.setUp()
            try device.tracker.habits.createHabit(HabitDraft(name: "\(device.name)'s first"))
        }
        try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        for device in devices + devices { try device.sync() }

        // Apart: each side has its own copy of the target.
        for side in ["left", "right"] {
            try FileManager.default.copyItem(atPath: folder.path("shared"), toPath: folder.path(side))
        }
        first.transport = transport("left")
        second.transport = transport("right")
        try changePassphrase(of: first, to: "first's passphrase")
        try changePassphrase(of: second, to: "second's passphrase")
        try first.tracker.habits.createHabit(HabitDraft(name: "First's"))
        try second.tracker.habits.createHabit(HabitDraft(name: "Second's"))
        #expect(try first.sync().resealed)
        #expect(try second.sync().resealed)
        let generations = try [first, second].map { try #require($0.key).generation }
        #expect(generations[0] != generations[1], "the two changes took one generation")

        // Together again, through a sync tool that kept one side's target.json.
        try merge(
            [:], devices: [first.deviceID: "left", second.deviceID: "right", third.deviceID: "left"],
            targetFrom: kept == "first's kept" ? "left" : "right", into: "merged")
        for device in devices { device.transport = transport("merged") }
        let winner = generations[0] > generations[1] ? first : second
        let loser = winner === first ? second : first

        var asked: Set<String> = []
        for _ in 0..<4 {
            for device in devices {
                do {
                    try device.sync()
                } catch let error as SyncError {
                    guard case .encryption(_, .passphraseChanged(let generation)) = error else {
                        Issue.record("\(device.name): \(error)")
                        continue
                    }
                    // Asked for the current passphrase: its owner types the winner's.
                    #expect(generation == max(generations[0], generations[1]) || device !== winner)
                    asked.insert(device.name)
                    device.passphrase = winner.passphrase
                    try device.setUp()
                }
            }
        }
        #expect(asked.contains(loser.name) && asked.contains(third.name) && !asked.contains(winner.name))
        for device in devices {
            #expect(device.key?.generation == max(generations[0], generations[1]), "\(device.name)")
            for habit in ["Read", "First's", "Second's"] {
                #expect(try device.habit(named: habit) != nil, "\(device.name) lacks \(habit)")
            }
        }
        let instant = syncEpoch.addingTimeInterval(86_400)
        #expect(Set(try devices.map { try $0.export(at: instant) }).count == 1)
        // Every file left is sealed with the winning generation; no device's files were lost.
        let contents = folderContents(folder.path("merged"))
        for (path, bytes) in contents where path.hasSuffix(".kseg") || path.hasSuffix("manifest.json") {
            #expect(
                String(decoding: bytes, as: UTF8.self).contains(
                    "\"generation\":\(max(generations[0], generations[1]))"),
                "\(path)")
        }
        let identity = try JSONDecoder().decode(
            TargetIdentity.self, from: try #require(contents["kado-sync/target.json"]))
        #expect(identity.encryption?.generation == max(generations[0], generations[1]))
    }
    @Test("the two copies of a cloned machine changing the passphrase apart take two generations and converge")
    func clonedMachine() throws {
        try FileManager.default.createDirectory(atPath: folder.path("shared"), withIntermediateDirectories: true)
        let original = try SyncDevice(
            name: "original", databasePath: folder.path("original.sqlite"), transport: transport("shared"),
            start: syncEpoch)
        let other = try SyncDevice(
            name: "other", databasePath: folder.path("other.sqlite"), transport: transport("shared"),
            start: syncEpoch.addingTimeInterval(1))
        for device in [original, other] {
            device.passphrase = "the old passphrase"
            try device.setUp()
            try device.tracker.habits.createHabit(HabitDraft(name: "\(device.name)'s first"))
        }
        for device in [original, other, original] { try device.sync() }

        // The machine cloned with its synced folder: one device id, one key, two machines apart.
        try original.store.copy(to: folder.path("clone.sqlite"))
        try FileManager.default.copyItem(atPath: folder.path("shared"), toPath: folder.path("apart"))
        let clone = try SyncDevice(
            name: "clone", databasePath: folder.path("clone.sqlite"), transport: transport("apart"),
            start: syncEpoch.addingTimeInterval(2))
        clone.key = original.key
        #expect(clone.deviceID == original.deviceID)
        try changePassphrase(of: original, to: "the original's passphrase")
        try changePassphrase(of: clone, to: "the clone's passphrase")
        let generations = try [original, clone].map { try #require($0.key).generation }
        #expect(generations[0] != generations[1], "the two copies took one generation with two keys")
        try original.tracker.habits.createHabit(HabitDraft(name: "The original's"))
        try clone.tracker.habits.createHabit(HabitDraft(name: "The clone's"))
        try original.sync()
        try clone.sync()

        // Together again: the sync tool keeps the clone's target.json and folder (the newer).
        for path in ["kado-sync/target.json", "kado-sync/devices/\(clone.deviceID)"] {
            try FileManager.default.removeItem(atPath: folder.path("shared/\(path)"))
            try FileManager.default.copyItem(
                atPath: folder.path("apart/\(path)"), toPath: folder.path("shared/\(path)"))
        }
        clone.transport = transport("shared")
        let winner = generations[0] > generations[1] ? original : clone
        let devices = [original, other, clone]
        for _ in 0..<4 {
            for device in devices {
                do {
                    try device.sync()
                } catch let error as SyncError {
                    // Asked for the current passphrase, never told a file is forged.
                    guard case .encryption(_, .passphraseChanged) = error else {
                        Issue.record("\(device.name): \(error)")
                        continue
                    }
                    device.passphrase = winner.passphrase
                    try device.setUp()
                }
            }
        }
        for device in devices {
            #expect(device.key?.generation == max(generations[0], generations[1]), "\(device.name)")
            for habit in ["original's first", "other's first", "The original's", "The clone's"] {
                #expect(try device.habit(named: habit) != nil, "\(device.name) lacks \(habit)")
            }
        }
        let instant = syncEpoch.addingTimeInterval(86_400)
        #expect(Set(try devices.map { try $0.export(at: instant) }).count == 1)
    }
}
