import Foundation
import KadoTestSupport
import Testing

/// What Kadō keeps beside the database holds the habits: the database and its log, the backups,
/// the widget snapshot, the records of syncs and reminders. Each is created readable by its owner
/// only (0600), and so is every folder Kadō makes for them (0700), whatever the umask.
@Suite("Files the owner's only", .tags(.endToEnd), .endToEndTierOnly)
struct FileModeCommandTests {
    @Test("every file and folder kado makes beside the database is the owner's only")
    func ownerOnly() throws {
        let sandbox = try Sandbox()
        let root = sandbox.folder.appendingPathComponent("made", isDirectory: true).path
        let database = root + "/by/kado/kado.sqlite"
        let target = sandbox.folder.appendingPathComponent("target").path
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        for arguments in [
            ["add", "Read"], ["done", "Read"], ["backup", "now"], ["sync", "setup", "folder", target], ["sync"],
            ["export", "--format", "json", "-o", sandbox.scratch.appendingPathComponent("export.json").path],
        ] {
            try sandbox.succeed(["--db", database] + arguments)
        }
        var seen: [String] = []
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        while let relative = walker.nextObject() as? String {
            let path = root + "/" + relative
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
            #expect(mode & 0o077 == 0, "\(relative) has mode \(String(mode, radix: 8))")
            seen.append(relative)
        }
        for expected in ["by/kado/kado.sqlite", "by/kado/backups", "by/kado/kado.sync-status.json"] {
            #expect(seen.contains(expected), "\(expected) not among \(seen.sorted())")
        }
        #expect(seen.contains { $0.hasPrefix("by/kado/backups/kado-") }, "no backup among \(seen.sorted())")
        #expect(seen.contains { $0.hasSuffix("snapshot.json") }, "no widget snapshot among \(seen.sorted())")
    }
}
