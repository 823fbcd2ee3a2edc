import Foundation
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The day's automatic backup is written by `kado upkeep --detached`, which a command starts
/// on its own once its change is committed: the command answers in its usual time, the backup
/// still holds its change, and a backup that fails or is killed is told by the next command.
@Suite(
    "kado: the automatic backup runs after the command has answered", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct BackgroundBackupCommandTests {
    /// The sandbox's default backups folder.
    static func backups(_ sandbox: Sandbox) -> String {
        sandbox.dataFolder.appendingPathComponent("backups").path
    }

    /// Takes the backup lock of the sandbox's default folder, as a process writing its backup
    /// would hold it; released when the descriptor is closed.
    static func holdBackupLock(_ sandbox: Sandbox) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: backups(sandbox), withIntermediateDirectories: true)
        let descriptor = open(backups(sandbox) + "/.kado-auto.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return descriptor
    }

    @Test("the first change of a day answers while its backup waits its turn; the backup then holds the change")
    func answersFirst() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        try sandbox.succeed(["add", "Read"])
        let folder = Self.backups(sandbox)
        #expect(FileManager.default.fileExists(atPath: folder + "/kado-auto-2026-12-01.json"))
        // Another process is writing this database's backup: a command that waited for its own
        // would wait as long as the lock is held.
        let lock = try Self.holdBackupLock(sandbox)
        let done = try sandbox.kado(["done", "Read"], now: "2026-12-02T09:00:00Z", waitingForBackups: false)
        #expect(done.status == 0 && done.error.isEmpty, "\(done)")
        #expect(done.output.hasPrefix("Read: done for 2026-12-02"), "\(done.output)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/kado-auto-2026-12-02.json"))
        #expect(!sandbox.backgroundBackups().isEmpty, "no backup is waiting to be written")
        close(lock)
        sandbox.waitForBackgroundBackups()
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/kado-auto-2026-12-02.json"))
        #expect(String(decoding: written, as: UTF8.self).contains("\"day\" : \"2026-12-02\""))
        // Once a day: the next change starts none.
        try sandbox.succeed(["undo"], now: "2026-12-02T10:00:00Z")
        #expect(sandbox.backgroundBackups().isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("kado-auto") }.count == 2)
    }

    @Test("a background backup that fails is told once, by the next command, in the settings' language")
    func failureTold() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["settings", "language", "fr"])
        // A file where the folder should be: no backup can be written.
        let folder = Self.backups(sandbox)
        try FileManager.default.removeItem(atPath: folder)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder))
        let done = try sandbox.kado(["done", "Read"], now: "2026-12-02T09:00:00Z")
        #expect(done.status == 0 && done.error.isEmpty, "the change itself stands and says nothing: \(done)")
        let next = try sandbox.kado(["today"], now: "2026-12-02T09:05:00Z")
        #expect(next.status == 0, "\(next)")
        #expect(next.error.hasPrefix("kado\u{00A0}: la sauvegarde \(folder)/kado-auto-2026-12-02.json n’a pas pu"))
        #expect(next.output.contains("Read"))
        let after = try sandbox.kado(["today"], now: "2026-12-02T09:06:00Z")
        #expect(after.error.isEmpty, "told twice: \(after.error)")
        // Still listed until a backup is written.
        let listing = try sandbox.succeed(["backup", "list"], now: "2026-12-02T09:07:00Z")
        #expect(listing.output.contains("2026-12-02"))
    }

    @Test("a background backup killed mid-write is told by the next command; the previous backup stays whole")
    func killedTold() throws {
        let sandbox = try Sandbox(now: "2026-04-10T09:00:00Z")
        try BackupKillTests.importHistory(into: sandbox)
        let folder = Self.backups(sandbox)
        let previous = try Data(contentsOf: URL(fileURLWithPath: folder + "/kado-auto-2026-04-10.json"))
        #expect(previous.count > 1_000_000)
        var cut = 0
        for round in 0..<5 where cut == 0 {
            let day = "2026-04-\(11 + round)"
            let writer = try ShellWriter(
                script: "\"$KADO\" backup due > /dev/null 2>> \"$ERRORS\"; echo ended >> \"$LOG\"",
                environment: sandbox.environment(now: "\(day)T09:00:00Z"), in: sandbox, name: "due\(round)")
            // As soon as the new backup's temporary file is there, the writer is killed.
            for _ in 0..<3000 {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                if names.contains(where: { $0.hasPrefix(".kado-auto-\(day).json.") }) { break }
                usleep(5_000)
            }
            writer.killGroup()
            let whole = FileManager.default.fileExists(atPath: "\(folder)/kado-auto-\(day).json")
            let next = try sandbox.kado(["list"], now: "\(day)T09:01:00Z")
            #expect(next.status == 0)
            if whole {
                #expect(next.error.isEmpty, "a whole backup told as cut short: \(next.error)")
                continue
            }
            cut += 1
            #expect(
                next.error
                    == "kado: the backup \(folder)/kado-auto-\(day).json could not be written: the process writing it "
                    + "ended before it finished; the earlier backups are intact, and it is tried again with the first "
                    + "change an hour later (kado backup now tries at once)\n", "\(next.error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/kado-auto-2026-04-10.json")) == previous)
            #expect(try sandbox.kado(["list"], now: "\(day)T09:02:00Z").error.isEmpty, "told twice")
            // `backup now` writes it, and clears what the killed write left.
            try sandbox.succeed(["backup", "now"], now: "\(day)T09:03:00Z")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(names.contains("kado-auto-\(day).json"))
            #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        }
        #expect(cut > 0, "no kill landed while the backup was written")
    }

    @Test("kado backup due writes today's backup when none is, and says so when one is")
    func due() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        try sandbox.succeed(["add", "Read"])
        let folder = Self.backups(sandbox)
        try FileManager.default.removeItem(atPath: folder + "/kado-auto-2026-12-01.json")
        let written = try sandbox.succeed(["backup", "due"])
        #expect(written.output.hasPrefix("Backed up to \(folder)/kado-auto-2026-12-01.json"), "\(written.output)")
        let again = try sandbox.succeed(["backup", "due"])
        #expect(again.output.hasPrefix("No backup due: today's is written"), "\(again.output)")
        #expect(try sandbox.succeed(["backup", "due", "--json"]).output == "null\n")
    }

    @Test("kado upkeep writes the widget snapshot when it is not for today or is gone, then the day's backup")
    func upkeep() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        try sandbox.succeed(["add", "Read"])
        let snapshot = sandbox.dataFolder.appendingPathComponent("kado.snapshot.json").path
        let folder = Self.backups(sandbox)
        // The first change of the next day: the upkeep it started wrote both, with the change.
        try sandbox.succeed(["done", "Read"], now: "2026-12-02T09:00:00Z")
        let series = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(series.contains("\"firstDay\":\"2026-12-02\""), "\(series.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: folder + "/kado-auto-2026-12-02.json"))
        let widget = try sandbox.succeed(["widget"], now: "2026-12-02T09:05:00Z")
        #expect(widget.output.contains("1/1"), "\(widget.output)")
        let nothing = try sandbox.succeed(["upkeep"], now: "2026-12-02T10:00:00Z")
        #expect(nothing.lines == ["Widget snapshot up to date", nothing.lines.last ?? ""])
        #expect(nothing.lines.last?.hasPrefix("No backup due") == true)
        try FileManager.default.removeItem(atPath: snapshot)
        try FileManager.default.removeItem(atPath: folder + "/kado-auto-2026-12-02.json")
        let both = try sandbox.succeed(["upkeep"], now: "2026-12-02T10:00:00Z")
        #expect(both.lines.first == "Widget snapshot written again: \(snapshot)", "\(both.output)")
        #expect(both.lines.last?.hasPrefix("Backed up to \(folder)/kado-auto-2026-12-02.json") == true)
        func upkeepJSON(_ now: String) throws -> [String: Any] {
            let output = try sandbox.succeed(["upkeep", "--json"], now: now).output
            return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        }
        let unchanged = try upkeepJSON("2026-12-02T10:00:00Z")
        #expect(unchanged["snapshot"] as? Bool == false && unchanged["backup"] is NSNull, "\(unchanged)")
        let next = try upkeepJSON("2026-12-03T08:00:00Z")
        #expect(next["snapshot"] as? Bool == true, "\(next)")
        let backup = try #require(next["backup"] as? [String: Any])
        #expect(backup["path"] as? String == folder + "/kado-auto-2026-12-03.json")
        #expect(backup["day"] as? String == "2026-12-03")
    }
}
