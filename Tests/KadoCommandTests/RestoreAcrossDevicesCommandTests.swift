import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// `kado backup restore` and `kado import` of an older file on devices that sync, through the
/// built binary: by default nothing newer is reverted, here or on the other device after sync;
/// `--replace` says what every device loses, asks, and then puts the file back everywhere.
@Suite("kado backup restore and kado import across synced devices", .tags(.endToEnd), .endToEndTierOnly)
struct RestoreAcrossDevicesCommandTests {
    /// The live records of a sandbox's database.
    static func records(_ sandbox: Sandbox) throws -> [Completion] {
        try sandbox.openStore().allCompletions()
    }

    /// Ann and Bob syncing through a folder in Ann's sandbox; Ann's backup of the morning of
    /// 2026-12-01 (one check-in), then 2 later check-ins on Ann and 3 on Bob, synced.
    static func devicesWithLaterWork() throws -> (ann: Sandbox, bob: Sandbox, backup: String) {
        let ann = try Sandbox(now: "2026-12-01T08:00:00Z")
        let bob = try Sandbox(now: "2026-12-01T08:00:00Z")
        let group = ann.file("group").path
        try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true)
        try ann.succeed(["add", "Read"])
        try ann.succeed(["done", "Read"])
        try ann.succeed(["sync", "setup", "folder", group])
        try bob.succeed(["sync", "setup", "folder", group])
        try syncAll(ann, bob, now: "2026-12-01T08:00:00Z")
        let backup = ann.file("morning.json").path
        try ann.succeed(["export", "-o", backup], now: "2026-12-01T10:00:00Z")
        for day in ["02", "03"] { try ann.succeed(["done", "Read"], now: "2026-12-\(day)T09:00:00Z") }
        for day in ["04", "05", "06"] { try bob.succeed(["done", "Read"], now: "2026-12-\(day)T09:00:00Z") }
        try syncAll(ann, bob, now: "2026-12-06T10:00:00Z")
        return (ann, bob, backup)
    }

    static func syncAll(_ ann: Sandbox, _ bob: Sandbox, now: String) throws {
        try ann.succeed(["sync"], now: now)
        try bob.succeed(["sync"], now: now)
        try ann.succeed(["sync"], now: now)
    }

    @Test("restoring the morning's backup keeps every later check-in, here and on the other device after sync")
    func restoreKeepsLaterCheckIns() throws {
        let (ann, bob, backup) = try Self.devicesWithLaterWork()
        #expect(try Self.records(ann).count == 6)
        #expect(try Self.records(bob).count == 6)
        let dryRun = try ann.succeed(["backup", "restore", backup, "--dry-run"], now: "2026-12-06T11:00:00Z")
        #expect(
            dryRun.lines.first
                == "Restoring \(backup) brings back what the database lacks and keeps everything changed after the "
                + "backup was written (2026-12-01 10:00 UTC):")
        #expect(
            dryRun.lines.last
                == "Nothing to restore: the database holds everything this backup holds, or a later change of it.")
        let before = try ann.snapshot()
        let restored = try ann.succeed(["backup", "restore", backup], now: "2026-12-06T11:00:00Z")
        #expect(restored.lines.last == dryRun.lines.last)
        #expect(try ann.snapshot() == before)  // nothing written
        try Self.syncAll(ann, bob, now: "2026-12-06T11:05:00Z")
        #expect(try Self.records(ann).count == 6)
        #expect(try Self.records(bob).count == 6)
    }

    @Test("--replace counts what every device loses, asks, and only then deletes the later check-ins on both")
    func replaceIsExplicit() throws {
        let (ann, bob, backup) = try Self.devicesWithLaterWork()
        let bobID = try bob.openStore().deviceID
        let dryRun = try ann.succeed(
            ["backup", "restore", backup, "--replace", "--dry-run"], now: "2026-12-06T11:00:00Z")
        #expect(dryRun.lines.first == "Restoring \(backup) replaces your habits and records with the file's:")
        #expect(dryRun.lines.contains("  Removed:     0 habits, 5 other records, 0 other skips"))
        #expect(
            dryRun.lines.contains(
                "5 check-ins made or changed after this backup will be deleted or reverted on this device and on "
                    + "every device that syncs with it (1 other, last seen 2026-12-06 10:00)."))
        #expect(dryRun.lines.last == "Dry run: nothing was changed. Run it again without --dry-run to restore.")
        struct Restored: Decodable {
            struct Lost: Decodable { let checkIns: Int }
            struct Reach: Decodable {
                struct Device: Decodable { let id: String }
                let syncing: Bool
                let otherDevices: [Device]
            }
            let mode: String
            let lost: Lost
            let reach: Reach
        }
        let json = try ann.json(
            Restored.self, ["backup", "restore", backup, "--replace", "--dry-run", "--json"],
            now: "2026-12-06T11:00:00Z")
        #expect(json.mode == "replace" && json.lost.checkIns == 5 && json.reach.syncing)
        #expect(json.reach.otherDevices.map(\.id) == [bobID])

        let before = try ann.snapshot()
        let refused = try ann.kado(["backup", "restore", backup, "--replace"], now: "2026-12-06T11:00:00Z")
        #expect(refused.status == 64)
        #expect(try ann.snapshot() == before)
        try Self.syncAll(ann, bob, now: "2026-12-06T11:01:00Z")
        #expect(try Self.records(bob).count == 6)

        try ann.succeed(["backup", "restore", backup, "--replace", "--yes"], now: "2026-12-06T11:02:00Z")
        try Self.syncAll(ann, bob, now: "2026-12-06T11:03:00Z")
        #expect(try Self.records(ann).count == 1)
        #expect(try Self.records(bob).count == 1)
    }

    @Test("importing an older export keeps a newer note; --replace says what it reverts, asks, then reverts it")
    func importKeepsNewerNote() throws {
        let sandbox = try Sandbox(now: "2026-12-01T08:00:00Z")
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["note", "Read", "first"])
        let saved = sandbox.file("saved.json").path
        try sandbox.succeed(["export", "-o", saved], now: "2026-12-01T10:00:00Z")
        try sandbox.succeed(["note", "Read", "second thoughts"], now: "2026-12-01T12:00:00Z")
        let notes = { try Self.records(sandbox).compactMap(\.note) }

        let dryRun = try sandbox.succeed(["import", saved, "--dry-run"], now: "2026-12-01T13:00:00Z")
        #expect(
            Array(dryRun.lines.suffix(3)) == [
                "  kept newer   1 note changed here after the file (2026-12-01 10:00 UTC)",
                "  --replace gives them the file's values instead, on every device that syncs with this one.",
                "Dry run: importing this file would change nothing.",
            ])
        try sandbox.succeed(["import", saved], now: "2026-12-01T13:00:00Z")
        #expect(try notes() == ["second thoughts"])

        let replaceDryRun = try sandbox.succeed(
            ["import", saved, "--replace", "--dry-run"], now: "2026-12-01T13:00:00Z")
        #expect(
            Array(replaceDryRun.lines.suffix(3)) == [
                "  reverted     1 note changed here after the file",
                "1 note changed here after this file will be reverted on this device only (sync is not set up).",
                "Dry run: nothing was changed. Run it again without --dry-run to import.",
            ])
        let refused = try sandbox.kado(["import", saved, "--replace"], now: "2026-12-01T13:00:00Z")
        #expect(refused.status == 64)
        #expect(
            refused.error
                == "kado: an import with --replace reverts later changes on every synced device: add --yes to import "
                + "without a terminal to ask on (nothing was changed)\n")
        #expect(try notes() == ["second thoughts"])
        try sandbox.succeed(["import", saved, "--replace", "--yes"], now: "2026-12-01T13:00:00Z")
        #expect(try notes() == ["first"])
    }

    @Test("the words about later changes are French when the settings are")
    func french() throws {
        let sandbox = try Sandbox(now: "2026-12-01T08:00:00Z")
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["note", "Read", "first"])
        let saved = sandbox.file("saved.json").path
        try sandbox.succeed(["export", "-o", saved], now: "2026-12-01T10:00:00Z")
        try sandbox.succeed(["note", "Read", "second"], now: "2026-12-01T12:00:00Z")
        let merge = try sandbox.succeed(["import", saved, "--dry-run"], now: "2026-12-01T13:00:00Z")
        #expect(
            merge.lines.contains(
                "  gardés       changements d’ici postérieurs au fichier (2026-12-01 10:00 UTC)\u{00A0}: 1 note"))
        let replace = try sandbox.succeed(["import", saved, "--replace", "--dry-run"], now: "2026-12-01T13:00:00Z")
        #expect(
            replace.lines.contains(
                "Ce qui a été modifié ici après ce fichier sera défait sur cet appareil seulement (la "
                    + "synchronisation n’est pas configurée)\u{00A0}: 1 note."))
        let restore = try sandbox.succeed(["backup", "restore", saved, "--dry-run"], now: "2026-12-01T13:00:00Z")
        #expect(
            restore.lines.first
                == "Restaurer \(saved) ramène ce qui manque à la base et garde tout ce qui a changé après l’écriture "
                + "de la sauvegarde (2026-12-01 10:00 UTC)\u{00A0}:")
    }
}
