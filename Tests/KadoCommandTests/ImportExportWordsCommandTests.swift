import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

/// `kado export` on a database an older version wrote with days outside the supported range,
/// `kado repair`, and import and export in French.
@Suite(
    "kado export and repair: days no backup carries; import and export in French", .tags(.endToEnd), .endToEndTierOnly)
struct ImportExportWordsCommandTests {
    /// A sandbox with Read and Run, a record of Read today, and rows an older version wrote:
    /// records of Read on 0001-01-01 and 2200-01-01, and a skip of Run from 1899-12-30 to
    /// 1899-12-31, inserted with SQL.
    static func olderDatabase() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Read"])
        let database = try Database(path: sandbox.databasePath)
        func id(_ name: String) throws -> String {
            try #require(try database.scalar("SELECT id FROM habits WHERE name = '\(name)'", as: String.self))
        }
        let read = try id("Read")
        let run = try id("Run")
        // Days after 1970-01-01: 0001-01-01 is -719162, 2200-01-01 is 84006, 1899-12-30 is -25569.
        try database.execute(
            sql: """
                INSERT INTO completions(id, habit_id, day, recorded_at, value, note, stamp, device_id) VALUES
                  ('00000000-0000-4000-8000-0000000000A1', '\(read)', -719162, -62135593200, 1, NULL, '0', 'old'),
                  ('00000000-0000-4000-8000-0000000000A2', '\(read)', 84006, 7258122000, 1, 'late', '0', 'old');
                INSERT INTO skips(id, habit_id, first_day, last_day, note, stamp, device_id) VALUES
                  ('00000000-0000-4000-8000-0000000000B1', '\(run)', -25569, -25568, NULL, '0', 'old');
                """)
        return sandbox
    }

    @Test("export works, writes what imports back, and names each record it leaves out", arguments: ["json", "csv"])
    func export(format: String) throws {
        let sandbox = try Self.olderDatabase()
        let file = sandbox.file("backup.\(format)").path
        let result = try sandbox.kado(["export", "--format", format, "-o", file])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("2 habits, 1 record"))
        #expect(
            result.error.contains(
                "the backup leaves out 3 records stored outside the supported days (1900-01-01 to 2199-12-31), "
                    + "which no backup can carry: Read on 0001-01-01, Read on 2200-01-01, "
                    + "a skip of Run from 1899-12-30 to 1899-12-31. `kado repair` removes them."))

        let fresh = try Sandbox()
        let imported = try fresh.succeed(["import", file])
        #expect(imported.lines.contains("  completions  1 in the file: 1 new, 0 updated, 0 unchanged"))

        let json = try sandbox.kado(["export", "--format", format, "-o", file, "--json"])
        #expect(json.status == 0)
        struct Output: Decodable {
            struct LeftOut: Decodable {
                let kind: String
                let habit: String
                let day: String
                let lastDay: String?
            }
            let leftOut: [LeftOut]
        }
        let decoded = try JSONDecoder().decode(Output.self, from: Data(json.output.utf8))
        #expect(
            decoded.leftOut.map { "\($0.kind) \($0.habit) \($0.day) \($0.lastDay ?? "-")" } == [
                "record Read 0001-01-01 -", "record Read 2200-01-01 -", "skip Run 1899-12-30 1899-12-31",
            ])
    }

    @Test("repair lists them with --dry-run, then removes them and nothing else")
    func repair() throws {
        let sandbox = try Self.olderDatabase()
        let before = try sandbox.snapshot()
        let dry = try sandbox.succeed(["repair", "--dry-run"])
        #expect(
            dry.lines == [
                "Dry run: repair would remove 3 records stored outside the supported days (1900-01-01 to 2199-12-31):",
                "  Read on 0001-01-01", "  Read on 2200-01-01", "  a skip of Run from 1899-12-30 to 1899-12-31",
            ])
        #expect(try sandbox.snapshot() == before, "a dry run writes nothing")
        let done = try sandbox.succeed(["repair"])
        #expect(done.lines.first == "Removed 3 records stored outside the supported days (1900-01-01 to 2199-12-31):")
        #expect(done.lines.count == 4)
        let again = try sandbox.succeed(["repair"])
        #expect(
            again.lines == [
                "Nothing to repair: every record and skip is on a supported day (1900-01-01 to 2199-12-31)."
            ])
        let export = try sandbox.succeed(["export", "-o", sandbox.file("after.json").path])
        #expect(export.output.contains("2 habits, 1 record"))
        #expect(try sandbox.succeed(["show", "Read"]).output.contains("Read"))
    }

    @Test("in French: the import summary, the dry run's diff, the export's warnings, repair")
    func french() throws {
        let sandbox = try Self.olderDatabase()
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:3", "--unit", "cups"])
        let file = sandbox.file("backup.csv")
        _ = try sandbox.kado(["export", "--format", "csv", "-o", file.path])
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: ",Coffee,daily,counter:3.0,", with: ",Coffee,daily,counter:2.0,")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try sandbox.succeed(["settings", "language", "fr"])
        let space = "\u{00A0}"

        let dry = try sandbox.succeed(["import", file.path, "--dry-run", "--replace"])
        #expect(
            dry.lines == [
                "Sauvegarde Kadō CSV \(file.path)",
                "  habitudes    3 dans le fichier\(space): nouvelles 0, modifiées 1, identiques 2",
                "  relevés      1 dans le fichier\(space): nouveaux 0, modifiés 0, identiques 1",
                "  changements\(space):",
                "    Coffee\(space): type atmost:3 → atmost:2",
                "  défaits      déjà ici, partout où ils diffèrent (le fichier ne dit pas d’heure)\(space): 1 habitude",
                "Les valeurs du fichier remplaceront ici 1 habitude sur cet appareil seulement (la synchronisation "
                    + "n’est pas configurée).",
                "Essai à blanc\(space): rien n’a été modifié. Relancez sans --dry-run pour importer.",
            ])
        #expect(try sandbox.succeed(["import", file.path, "--replace", "--yes"]).lines.last == "Importé.")
        #expect(
            try sandbox.succeed(["import", file.path, "--replace", "--yes"]).lines.last
                == "Rien à importer\(space): tout est déjà là.")

        let export = try sandbox.kado(["export", "--format", "csv", "-o", file.path])
        #expect(export.status == 0)
        #expect(export.error.contains("kado\(space): le CSV ne peut pas porter "))
        #expect(export.error.contains("l’unité de 1 habitude\(space); "))
        #expect(export.error.contains("la sauvegarde laisse de côté 3 enregistrements hors des jours acceptés"))
        #expect(!export.error.contains("cannot carry"))
        #expect(
            try sandbox.succeed(["repair", "--dry-run"]).lines.first?.hasPrefix(
                "Essai à blanc\(space): repair supprimerait 3 enregistrements") == true)

        let empty = sandbox.file("empty.json")
        try Data().write(to: empty)
        let refused = try sandbox.kado(["import", empty.path])
        #expect(refused.status == 65)
        // French typography after the file's name too: « fichier : est vide : … ».
        #expect(
            refused.error.contains("kado\(space): \(empty.path)\(space): est vide\(space): il n’y a rien à importer"),
            "\(refused.error)")
    }
}
