import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado backup now` killed with SIGKILL while it writes, at seeded moments: the day's backup in
/// the folder is always a whole backup (the one before, or the new one), never a part of one, and
/// what a killed write leaves behind is cleared by the next backup.
@Suite(
    "kado backup now killed with SIGKILL", .tags(.endToEnd, .slow), .endToEndTierOnly,
    .slowTierOnly)
struct BackupKillTests {
    static let iterations = 25

    /// Writes today's backup again and again, logging each start and each success.
    static let writerScript = """
        for ((n = 0; n < 200; n++)); do
            echo "start $n" >> "$LOG"
            "$KADO" backup now > /dev/null 2>> "$ERRORS" && echo "ok $n" >> "$LOG"
        done
        """

    /// The automatic backups and the temporary files of their writes in `folder`.
    static func entries(in folder: String) throws -> (backups: [String], temporary: [String]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return (
            names.filter { $0.hasPrefix("kado-auto-") }.sorted(),
            names.filter { $0.hasPrefix(".kado-auto-") && $0.hasSuffix(".tmp") }.sorted()
        )
    }

    /// Imports about 2 MB of history (10 habits × 5 years of the seeded matrix) into `sandbox`'s
    /// database, so that a backup of it takes a while.
    static func importHistory(into sandbox: Sandbox) throws {
        let matrix = HabitMatrix(size: HabitMatrix.Size(habits: 10, years: 5))
        let backup = try KadoJSONBackup.encode(
            BackupContents(habits: matrix.habits, completions: matrix.completions, skips: matrix.skips),
            exportedAt: instant("2026-04-10T08:00:00Z"), appVersion: "test", timeZone: TestCalendars.zone("UTC"))
        let file = sandbox.file("history.json")
        try Data(backup).write(to: file)
        try sandbox.succeed(["import", file.path])
    }

    @Test(
        "25 seeded SIGKILLs: the day's backup is always whole, other files are left, the next backup clears leftovers")
    func killedBackup() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.folder.appendingPathComponent("backups").path
        try sandbox.succeed(["settings", "backup-folder", folder])
        // About 2 MB of history, so that a write takes long enough to be cut.
        try Self.importHistory(into: sandbox)
        try sandbox.succeed(["backup", "now"])
        // In a folder chosen, the name carries the database's tag (the start of its device id).
        let tag = try BackupCommandTests.tag(sandbox)
        let name = "kado-auto-2026-04-10-\(tag).json"
        let whole = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
        #expect(whole.count > 1_000_000)
        // Someone else's files in the folder, which no backup may touch.
        let foreign = ["notes.txt", ".kado-auto-notes.tmp", "kado-auto-2026-04-10.json.bak"]
        for other in foreign { try Data("mine".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(other)")) }

        var generator = SeededGenerator(seed: 0x4241_434B_5550)
        var interrupted = 0
        for iteration in 0..<Self.iterations {
            let writer = try ShellWriter(
                script: Self.writerScript, environment: sandbox.environment(), in: sandbox,
                name: "backup\(iteration)")
            usleep(UInt32(generator.int(in: 30...600)) * 1_000)
            writer.killGroup()
            if try writer.logLines().last?.hasPrefix("start") == true { interrupted += 1 }
            let (backups, _) = try Self.entries(in: folder)
            #expect(backups == [name, "kado-auto-2026-04-10.json.bak"], "after kill \(iteration + 1)")
            // Nothing changed since: every whole write holds the same bytes.
            let now = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            #expect(now == whole, "the backup after kill \(iteration + 1) is \(now.count) bytes, not \(whole.count)")
        }
        #expect(interrupted >= Self.iterations / 2, "only \(interrupted) kills landed during a backup")
        for other in foreign {
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(other)")) == Data("mine".utf8))
        }

        // What the kills left goes with the next backup, however new: it holds the folder's lock,
        // so no other backup of this database is being written there. Another database's
        // leftover (another tag) stays: that database may be writing it now.
        let old = ".\(name).\(UUID().uuidString).tmp"
        let recent = ".\(name).\(UUID().uuidString).tmp"
        let others = ".kado-auto-2026-04-10-0badc0de.json.\(UUID().uuidString).tmp"
        for leftover in [old, recent, others] {
            try Data("{".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(leftover)"))
        }
        // The sandbox's clock, 2026-04-10 09:00 UTC, in seconds since 1970.
        let clock = 1_775_811_600
        for (leftover, age) in [(old, 7_200), (recent, 600)] {
            let moment = timespec(tv_sec: clock - age, tv_nsec: 0)
            var times = [moment, moment]
            #expect(utimensat(AT_FDCWD, "\(folder)/\(leftover)", &times, 0) == 0)
        }
        try sandbox.succeed(["backup", "now"])
        let (_, temporary) = try Self.entries(in: folder)
        #expect(temporary == [".kado-auto-notes.tmp", others].sorted(), "\(temporary)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/.kado-auto-notes.tmp"))
    }
}
