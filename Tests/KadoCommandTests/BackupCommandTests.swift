import Foundation
import KadoStore
import KadoTestSupport
import Testing

/// `kado backup list|now|restore` and the automatic backups every change writes, run through the
/// built binary in a sandbox whose data folder holds the database and its own backups folder.
@Suite("kado backup: automatic backups, listed, forced and restored", .tags(.endToEnd), .endToEndTierOnly)
struct BackupCommandTests {
    /// The sandbox's default backups folder: `backups` beside its `kado.sqlite`.
    static func backups(_ sandbox: Sandbox) -> String {
        sandbox.dataFolder.appendingPathComponent("backups").path
    }

    /// The tag of the sandbox database's backups in a folder it shares (the start of its device id).
    static func tag(_ sandbox: Sandbox, database: String? = nil) throws -> String {
        let store = try HabitStore(path: database ?? sandbox.databasePath, now: { Date() })
        return String(store.deviceID.lowercased().filter(\.isHexDigit).prefix(8))
    }

    @Test("the first change of a day writes its backup, listed with the rules that keep it, in English and French")
    func list() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read"], now: "2026-12-02T09:00:00Z")
        try sandbox.succeed(["done", "Read"], now: "2026-12-03T09:00:00Z")
        let folder = Self.backups(sandbox)
        let english = try sandbox.succeed(["backup", "list"], now: "2026-12-03T10:00:00Z")
        // The size as shown: bytes under 1000, else kilobytes to one decimal; padded to 9.
        let size = { (day: String) throws -> String in
            let bytes = try #require(
                try FileManager.default.attributesOfItem(atPath: "\(folder)/kado-auto-\(day).json")[.size] as? Int)
            let text = bytes < 1000 ? "\(bytes) B" : String(format: "%.1f\u{00A0}kB", Double(bytes) / 1000)
            return text.padding(toLength: 9, withPad: " ", startingAt: 0)
        }
        #expect(
            english.lines == [
                "Automatic backups in \(folder), keeping 7 daily, 4 weekly, 12 monthly",
                "  kado-auto-2026-12-03.json  \(try size("2026-12-03"))  daily, weekly, monthly",
                "  kado-auto-2026-12-02.json  \(try size("2026-12-02"))  daily",
                "  kado-auto-2026-12-01.json  \(try size("2026-12-01"))  daily",
            ])
        try sandbox.succeed(["settings", "language", "fr"], now: "2026-12-03T10:00:00Z")
        let french = try sandbox.succeed(["backup"], now: "2026-12-03T10:00:00Z")
        #expect(
            french.lines.first
                == "Sauvegardes automatiques dans \(folder), en gardant 7 quotidiennes, 4 hebdomadaires, 12 mensuelles")
        #expect(french.lines.dropFirst().first?.hasSuffix("quotidienne, hebdomadaire, mensuelle") == true)
        struct Listing: Decodable {
            struct Entry: Decodable {
                let file: String
                let day: String
                let keptBy: [String]
            }
            let enabled: Bool
            let backups: [Entry]
        }
        let listing = try sandbox.json(Listing.self, ["backup", "list", "--json"], now: "2026-12-03T10:00:00Z")
        #expect(listing.enabled)
        #expect(listing.backups.map(\.day) == ["2026-12-03", "2026-12-02", "2026-12-01"])
        #expect(listing.backups.first?.keptBy == ["daily", "weekly", "monthly"])
    }

    @Test(
        "restore --replace shows its dry run, refuses without a terminal or --yes, and with --yes exports as the file")
    func restore() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read"])
        let saved = sandbox.file("saved.json").path
        try sandbox.succeed(["export", "-o", saved])
        try sandbox.succeed(["add", "Walk"])
        try sandbox.succeed(["undo", "Read"])
        let before = try sandbox.snapshot()
        let dryRun = try sandbox.succeed(["backup", "restore", saved, "--replace", "--dry-run"])
        #expect(dryRun.lines.contains("  Removed:     1 habit (Walk), 0 other records, 0 other skips"))
        #expect(dryRun.lines.last == "Dry run: nothing was changed. Run it again without --dry-run to restore.")
        let refused = try sandbox.kado(["backup", "restore", saved, "--replace"])
        #expect(refused.status == 64)
        #expect(
            refused.error
                == "kado: a restore replaces your habits and records: add --yes to restore without a terminal to ask "
                + "on (nothing was changed)\n")
        #expect(try sandbox.snapshot() == before)
        let restored = try sandbox.succeed(["backup", "restore", saved, "--replace", "--yes"])
        let copy = try #require(restored.lines.last?.components(separatedBy: "is kept in ").last)
        #expect(copy.hasPrefix(Self.backups(sandbox) + "/kado-before-restore-"))
        #expect(FileManager.default.fileExists(atPath: copy))
        let again = sandbox.file("again.json").path
        try sandbox.succeed(["export", "-o", again])
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: saved)))
        let nothing = try sandbox.succeed(["backup", "restore", saved, "--replace"])
        #expect(nothing.lines.last == "The database already holds exactly this backup: nothing to restore.")
    }

    @Test(
        "backup settings are checked before anything is saved",
        arguments: [
            (
                ["backup-keep", "7,4"],
                "kado: backup-keep “7,4” is not DAILY,WEEKLY,MONTHLY: write three whole numbers such as 7,4,12 "
                    + "(nothing was saved)\n"
            ),
            (["backup-keep", "0,4,12"], "kado: backup-keep: daily “0” must be from 1 to 3660 (nothing was saved)\n"),
            (["backups", "maybe"], "kado: backups “maybe” must be on or off (nothing was saved)\n"),
        ])
    func settingsRefused(_ arguments: [String], _ message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(["settings"] + arguments)
        #expect(result.status == 64)
        #expect(result.error == message)
        #expect(try sandbox.snapshot() == before)
    }

    @Test("settings show and set the backups, the folder and the retention")
    func settings() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.file("elsewhere").path
        try sandbox.succeed(["settings", "backup-folder", folder])
        try sandbox.succeed(["settings", "backup-keep", "3,2,1"])
        let shown = try sandbox.succeed(["settings"])
        #expect(shown.lines.suffix(3) == ["backups on", "backup-folder \(folder)", "backup-keep 3,2,1"])
        // A folder chosen may be shared: the names say whose database they are.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder)
                == ["kado-auto-2026-04-10-\(try Self.tag(sandbox)).json"])
        try sandbox.succeed(["settings", "backup-folder", "default"])
        try sandbox.succeed(["settings", "backups", "off"])
        let french = try sandbox.succeed(["settings"], environment: ["LC_ALL": "fr_FR.UTF-8"])
        #expect(french.lines.suffix(3).first == "Sauvegardes automatiques\u{00A0}: désactivées")
    }

    @Test("a backup that cannot be written is said on the next command's standard error; the change itself succeeds")
    func failure() throws {
        let sandbox = try Sandbox()
        // A file where the database's backups folder should be.
        let blocked = Self.backups(sandbox)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: blocked))
        let result = try sandbox.kado(["add", "Read"])
        #expect(result.status == 0)
        #expect(result.output == "Added Read: every day, yes/no\n")
        // The backup was written after the command answered: the next command says it failed.
        #expect(result.error.isEmpty, "\(result.error)")
        let list = try sandbox.kado(["list"])
        #expect(list.status == 0)
        #expect(list.lines.count == 2)
        #expect(
            list.error.hasPrefix(
                "kado: the backup \(blocked)/kado-auto-2026-04-10.json could not be written: "))
        #expect(
            list.error.hasSuffix(
                "; the earlier backups are intact, and it is tried again with the first change an hour later (kado backup now tries at once)\n"
            ))
        #expect(try sandbox.succeed(["list"]).lines.count == 2)
    }

    /// The automatic backups' names in `folder`, sorted.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("kado-auto-") }.sorted()
    }

    @Test(
        "two databases under one home keep their own backups: kado.sqlite in backups/, other.sqlite in other-backups/")
    func twoDatabases() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        let other = sandbox.dataFolder.appendingPathComponent("other.sqlite").path
        try sandbox.succeed(["settings", "backup-keep", "1,0,0"])
        try sandbox.succeed(["--db", other, "settings", "backup-keep", "1,0,0"])
        for day in ["2026-12-01", "2026-12-02", "2026-12-03"] {
            try sandbox.succeed(["add", "Read \(day)"], now: "\(day)T09:00:00Z")
            try sandbox.succeed(["--db", other, "add", "Walk \(day)"], now: "\(day)T10:00:00Z")
        }
        let mine = Self.backups(sandbox)
        let theirs = sandbox.dataFolder.appendingPathComponent("other-backups").path
        // Each rotated its own folder only: the other database's backups were never removed.
        #expect(try Self.names(in: mine) == ["kado-auto-2026-12-03.json"])
        #expect(try Self.names(in: theirs) == ["kado-auto-2026-12-03.json"])
        let kept = try String(contentsOfFile: mine + "/kado-auto-2026-12-03.json", encoding: .utf8)
        #expect(kept.contains("Read 2026-12-03") && !kept.contains("Walk"))
        let listed = try sandbox.succeed(["--db", other, "backup", "list"], now: "2026-12-03T11:00:00Z")
        #expect(listed.lines.first?.hasPrefix("Automatic backups in \(theirs), keeping 1 daily") == true)
        #expect(try sandbox.succeed(["--db", other, "settings"]).lines.contains("backup-folder \(theirs) (default)"))
    }

    @Test("a folder two databases share: names carry each one's tag, each lists and rotates its own and old names")
    func sharedFolder() throws {
        let sandbox = try Sandbox(now: "2026-12-01T09:00:00Z")
        let other = sandbox.dataFolder.appendingPathComponent("other.sqlite").path
        let shared = sandbox.file("shared").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        // A backup written there by an earlier version, without a tag: the first database's.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: shared + "/kado-auto-2026-11-30.json"))
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["--db", other, "add", "Walk"])
        for database in [sandbox.databasePath, other] {
            try sandbox.succeed(["--db", database, "settings", "backup-folder", shared])
        }
        let mine = try Self.tag(sandbox)
        let theirs = try Self.tag(sandbox, database: other)
        #expect(mine != theirs)
        #expect(
            try Self.names(in: shared)
                == [
                    "kado-auto-2026-11-30.json", "kado-auto-2026-12-01-\(mine).json",
                    "kado-auto-2026-12-01-\(theirs).json",
                ]
                .sorted())
        // Each lists its own, and the old name as its own too.
        let listed = try sandbox.succeed(["backup", "list"]).lines
        #expect(listed.contains { $0.hasPrefix("  kado-auto-2026-12-01-\(mine).json") })
        #expect(listed.contains { $0.hasPrefix("  kado-auto-2026-11-30.json") })
        #expect(!listed.contains { $0.contains(theirs) })
        let listedThere = try sandbox.succeed(["--db", other, "backup", "list"]).lines
        #expect(listedThere.contains { $0.hasPrefix("  kado-auto-2026-12-01-\(theirs).json") })
        #expect(!listedThere.contains { $0.contains(mine) })
        // The next day, keeping one, each rotation removes its own older backups, the old name
        // included, never the other's.
        try sandbox.succeed(["settings", "backup-keep", "1,0,0"], now: "2026-12-02T09:00:00Z")
        #expect(
            try Self.names(in: shared)
                == ["kado-auto-2026-12-01-\(theirs).json", "kado-auto-2026-12-02-\(mine).json"].sorted())
        try sandbox.succeed(["--db", other, "settings", "backup-keep", "1,0,0"], now: "2026-12-02T09:00:00Z")
        #expect(
            try Self.names(in: shared)
                == ["kado-auto-2026-12-02-\(mine).json", "kado-auto-2026-12-02-\(theirs).json"].sorted())
        // Restorable as any backup.
        let dryRun = try sandbox.succeed(
            ["backup", "restore", shared + "/kado-auto-2026-12-02-\(mine).json", "--dry-run"],
            now: "2026-12-02T10:00:00Z")
        #expect(dryRun.output.contains("kado-auto-2026-12-02-\(mine).json"))
    }
}
