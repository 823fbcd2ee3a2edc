import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// A target folder that cannot be written, with the kernel's own refusal: the tests run as root,
/// whom permission bits do not stop, so the folder is bind-mounted read-only over itself.
@Suite("A read-only target folder", .serialized)
struct ReadOnlyTargetTests {
    /// Whether this process may mount (root with the capability, as in the test container).
    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount"),
            let probe = try? TemporaryFolder(prefix: "kado-mount-probe")
        else { return false }
        let path = probe.path("probe")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard run("/bin/mount", ["--bind", "-o", "ro", path, path]) else { return false }
        return run("/bin/umount", [path])
    }()

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(
        "a sync that cannot write says which file, leaves the database and the folder byte for byte, and the next one publishes",
        .enabled(if: canMount))
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-readonly")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let device = try SyncDevice(
            name: "device", databasePath: folder.path("a/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
        try device.setUp()
        let read = try device.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try device.sync()
        try device.tracker.checkIns.complete(read, on: try device.tracker.today())
        let engine = SyncEngine(
            store: device.store, transport: FolderTransport(root: target), now: device.tracker.work.now)

        let files = folderContents(target)
        let database = try Data(contentsOf: URL(fileURLWithPath: device.tracker.databasePath))
        try #require(Self.run("/bin/mount", ["--bind", "-o", "ro", target, target]))
        var mounted = true
        defer { if mounted { Self.run("/bin/umount", [target]) } }
        #expect {
            try engine.run()
        } throws: { error in
            guard case .cannotWrite(_, let path, .system(let failure)) = error as? SyncError else { return false }
            return path.hasPrefix(SyncFormat.devicePath(device.deviceID)) && failure.code == EROFS
        }
        #expect(folderContents(target) == files)
        #expect(try Data(contentsOf: URL(fileURLWithPath: device.tracker.databasePath)) == database)

        #expect(Self.run("/bin/umount", [target]))
        mounted = false
        let report = try engine.run()
        #expect(report.sent == 1)
        let other = try SyncDevice(
            name: "other", databasePath: folder.path("b/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
        try other.setUp()
        try other.sync()
        #expect(try other.export(at: syncEpoch) == device.export(at: syncEpoch))
    }
}
