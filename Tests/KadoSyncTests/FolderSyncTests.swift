import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// What sync tools and people do to a target folder, and what a sync does about it.
@Suite("Folder sync")
struct FolderSyncTests {
    let folder: TemporaryFolder
    let target: String
    let first: SyncDevice
    let second: SyncDevice

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-sync-folder", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        first = try SyncDevice(
            name: "first", databasePath: folder.path("a/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
        second = try SyncDevice(
            name: "second", databasePath: folder.path("b/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch.addingTimeInterval(1))
        try first.setUp()
        try second.setUp()
        let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try first.tracker.checkIns.complete(read, on: try first.tracker.today())
    }

    func databaseBytes(_ device: SyncDevice) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: device.tracker.databasePath))
    }

    /// Runs `body`, which must fail with the sync error case named `expected`, and checks that
    /// the target folder and `device`'s database are byte for byte as they were.
    func expectRefusal(
        of device: SyncDevice, as expected: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) throws {
        let before = folderContents(target)
        let database = try databaseBytes(device)
        do {
            try body()
            Issue.record("the sync was not refused", sourceLocation: sourceLocation)
        } catch let error as SyncError {
            let name = Mirror(reflecting: error).children.first?.label ?? "\(error)"
            #expect(name == expected, "\(error)", sourceLocation: sourceLocation)
            #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
        }
        #expect(folderContents(target) == before, "the target changed", sourceLocation: sourceLocation)
        #expect(try databaseBytes(device) == database, "the database changed", sourceLocation: sourceLocation)
    }

    @Test("a first sync publishes a segment and a manifest; the other device receives them")
    func roundTrip() throws {
        let sent = try first.sync()
        #expect(sent.sent == 2)
        #expect(sent.segmentsWritten == 1)
        let received = try second.sync()
        #expect(received.received == 2)
        #expect(received.devices.map(\.id) == [first.deviceID])
        #expect(try second.habit(named: "Read") != nil)
        // Nothing new: nothing is written anywhere.
        let before = folderContents(target)
        let again = try second.sync()
        #expect(again.received == 0 && again.sent == 0)
        #expect(folderContents(target) == before)
    }

    @Test("conflict copies and temporary files of sync tools are ignored and left in place")
    func foreignFilesIgnored() throws {
        try first.sync()
        let deviceFolder = (target as NSString).appendingPathComponent(SyncFormat.devicePath(first.deviceID))
        let junk = [
            "manifest.sync-conflict-20261201-120000-ABCDEFG.json",
            "manifest (Ann's conflicted copy 2026-12-01).json",
            "manifest (conflicted copy 2026-12-01 120000).json",
            ".syncthing.manifest.json.tmp",
            "\(SyncFormat.temporaryPrefix)1234-manifest.json",
        ]
        for name in junk {
            try Data("{\"format\":\"kado-sync-manifest\",\"version\":99}".utf8).write(
                to: URL(fileURLWithPath: (deviceFolder as NSString).appendingPathComponent(name)))
        }
        try Data("not a device".utf8).write(
            to: URL(fileURLWithPath: (target as NSString).appendingPathComponent("kado-sync/devices/.DS_Store")))
        let report = try second.sync()
        #expect(report.received == 2)
        for name in junk {
            #expect(FileManager.default.fileExists(atPath: (deviceFolder as NSString).appendingPathComponent(name)))
        }
    }

    @Test("a torn segment is skipped and read again, whole, by the next sync")
    func tornSegment() throws {
        try first.sync()
        let segments = (target as NSString).appendingPathComponent("\(SyncFormat.devicePath(first.deviceID))/segments")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: segments).first)
        let path = (segments as NSString).appendingPathComponent(name)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        let torn = try second.sync()
        #expect(torn.received == 0)
        #expect(torn.skipped.contains { $0.reason == .checksumMismatch && $0.detail.contains("checksum") })
        try whole.write(to: URL(fileURLWithPath: path))
        let healed = try second.sync()
        #expect(healed.received == 2)
    }

    @Test("a garbage manifest is skipped, and the rest of the sync goes on")
    func garbageManifest() throws {
        try second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        try second.sync()
        try first.sync()
        let manifest = (target as NSString).appendingPathComponent(SyncFormat.manifestPath(first.deviceID))
        try Data("{\"format\": \"kado-sync-manif".utf8).write(to: URL(fileURLWithPath: manifest))
        let report = try second.sync()
        #expect(report.skipped.contains { $0.path.hasSuffix("manifest.json") })
        #expect(try second.habit(named: "Read") == nil)
    }

    @Test("a target in a newer format is refused and left untouched", arguments: ["target", "manifest", "segment"])
    func newerFormat(file: String) throws {
        try first.sync()
        let path: String
        switch file {
        case "target": path = SyncFormat.targetPath
        case "manifest": path = SyncFormat.manifestPath(first.deviceID)
        default:
            let segments = (target as NSString).appendingPathComponent(
                "\(SyncFormat.devicePath(first.deviceID))/segments")
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: segments).first)
            path = SyncFormat.segmentPath(first.deviceID, name)
        }
        let absolute = (target as NSString).appendingPathComponent(path)
        let text = try String(contentsOfFile: absolute, encoding: .utf8)
        let newer = text.replacingOccurrences(of: "\"version\":1", with: "\"version\":\(SyncFormat.version + 1)")
        #expect(newer != text)
        try Data(newer.utf8).write(to: URL(fileURLWithPath: absolute))
        if file == "segment" {
            // The manifest vouches for the segment's new bytes, as a newer Kadō would have written it.
            let manifestPath = (target as NSString).appendingPathComponent(SyncFormat.manifestPath(first.deviceID))
            var manifest = try JSONDecoder().decode(
                Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
            manifest.segments[0].sha256 = SHA256.hex(of: Array(newer.utf8))
            try JSONEncoder().encode(manifest).write(to: URL(fileURLWithPath: manifestPath))
        }
        try second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        try expectRefusal(of: second, as: "newerFormat") { try second.sync() }
    }

    @Test("an emptied target is refused, not merged and not wiped; setting up again starts over")
    func emptiedTarget() throws {
        try first.sync()
        try second.sync()
        try FileManager.default.removeItem(atPath: (target as NSString).appendingPathComponent(SyncFormat.root))
        try expectRefusal(of: second, as: "targetEmptied") { try second.sync() }
        try second.setUp()
        try second.sync()
        try first.setUp()
        try first.sync()
        try second.sync()
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
    }

    @Test("another sync group's target is refused")
    func otherTarget() throws {
        try first.sync()
        let other = folder.path("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        let stranger = try SyncDevice(
            name: "stranger", databasePath: folder.path("c/kado.sqlite"), transport: FolderTransport(root: other),
            start: syncEpoch)
        try stranger.setUp()
        try stranger.tracker.habits.createHabit(HabitDraft(name: "Someone else's"))
        try stranger.sync()
        second.transport = FolderTransport(root: other)
        try expectRefusal(of: second, as: "otherTarget") { try second.sync() }
    }

    @Test("a missing folder is unreachable (try again later) and changes nothing")
    func unreachable() throws {
        first.transport = FolderTransport(root: folder.path("unmounted"))
        let database = try databaseBytes(first)
        #expect {
            try first.sync()
        } throws: { error in
            (error as? SyncError)?.isTransient == true
        }
        #expect(try databaseBytes(first) == database)
    }

    @Test("a device with an empty database joining a target deletes nothing")
    func emptyDeviceDeletesNothing() throws {
        try first.sync()
        let before = try first.export(at: syncEpoch)
        let newcomer = try SyncDevice(
            name: "new", databasePath: folder.path("n/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
        try newcomer.setUp()
        let report = try newcomer.sync()
        #expect(report.sent == 0)
        try first.sync()
        #expect(try first.export(at: syncEpoch) == before)
        #expect(try newcomer.export(at: syncEpoch) == before)
    }

    @Test("a sync cut off after any number of steps leaves a database the next sync completes")
    func interrupted() throws {
        try second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        try second.sync()
        for budget in 0..<12 {
            try first.tracker.habits.createHabit(HabitDraft(name: "Habit \(budget)"))
            let real = first.transport
            first.transport = InterruptingTransport(real, budget: budget)
            _ = try? first.sync()
            first.transport = real
            #expect(try first.store.integrityCheck() == ["ok"])
        }
        try first.sync()
        try second.sync()
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
    }

    @Test("when this device's files vanish from the target, it publishes them again")
    func republish() throws {
        try first.sync()
        try FileManager.default.removeItem(
            atPath: (target as NSString).appendingPathComponent(SyncFormat.devicePath(first.deviceID)))
        let report = try first.sync()
        #expect(report.republished)
        #expect(report.sent == 2)
        try second.sync()
        #expect(try second.habit(named: "Read") != nil)
    }

    @Test("a copied database publishing under the same device id takes a new one, and nothing is lost")
    func copiedDatabase() throws {
        try first.sync()
        let copyPath = folder.path("copy/kado.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("copy"), withIntermediateDirectories: true)
        // The file and its write-ahead log, as a copy made while Kadō runs would be.
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: first.tracker.databasePath + suffix) {
            try FileManager.default.copyItem(atPath: first.tracker.databasePath + suffix, toPath: copyPath + suffix)
        }
        let copy = try SyncDevice(
            name: "copy", databasePath: copyPath, transport: FolderTransport(root: target), start: syncEpoch)
        // The copy syncs on its own before the original does again.
        try copy.tracker.habits.createHabit(HabitDraft(name: "Copy's"))
        #expect(try copy.sync().renewedIdentity == nil)
        let originalID = first.deviceID
        try first.tracker.habits.createHabit(HabitDraft(name: "Original's"))
        let report = try first.sync()
        let renewal = try #require(report.renewedIdentity)
        #expect(renewal.previous == originalID && renewal.current == first.deviceID && first.deviceID != originalID)
        // The copy's habit came in from the old identity's files, read as another device's.
        #expect(try first.habit(named: "Copy's") != nil)
        try copy.sync()
        try second.sync()
        for device in [first, copy, second] {
            for name in ["Read", "Copy's", "Original's"] {
                #expect(try device.habit(named: name) != nil, "\(device.name) lacks \(name)")
            }
        }
        let instant = syncEpoch.addingTimeInterval(86_400)
        #expect(try first.export(at: instant) == copy.export(at: instant))
        #expect(try first.export(at: instant) == second.export(at: instant))
    }
}
