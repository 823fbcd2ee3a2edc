import Foundation
import KadoTestSupport
import Testing

/// The real `kado` binary in a database whose settings say French: its errors are French.
@Suite("kado's errors in French, end to end", .tags(.endToEnd), .endToEndTierOnly)
struct FrenchErrorCommandTests {
    func french() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["add", "Lire"])
        return sandbox
    }

    @Test("a usage error is French, with the option as typed and a suggestion in « »")
    func usage() throws {
        let result = try french().kado(["add", "Courir", "--colour", "red"])
        #expect(result.status == 64)
        #expect(
            result.error
                == "kado\u{00A0}: option «\u{00A0}--colour\u{00A0}» inconnue pour «\u{00A0}add\u{00A0}» "
                + "(vouliez-vous dire «\u{00A0}--color\u{00A0}»\u{00A0}?)\n")
    }

    @Test("a bad day is French, with the day as typed")
    func badDay() throws {
        let sandbox = try french()
        let result = try sandbox.kado(["done", "Lire", "1850-01-01"])
        #expect(result.status == 64)
        #expect(
            result.error
                == "kado\u{00A0}: JOUR «\u{00A0}1850-01-01\u{00A0}»\u{00A0}: doit être un jour du 1900-01-01 au "
                + "2199-12-31\n")
        let json = try sandbox.kado(["done", "Lire", "demain", "--json"])
        #expect(json.status == 64)
        #expect(json.error.contains("\"message\":\"JOUR «\u{00A0}demain\u{00A0}»\u{00A0}: doit être"), "\(json.error)")
    }

    @Test("a backup that does not decode names the line, the column and the value in French")
    func undecodableBackup() throws {
        let sandbox = try french()
        let backup = sandbox.scratch.appendingPathComponent("sauvegarde.csv")
        // The CSV export warns on standard error of what it cannot carry.
        #expect(try sandbox.kado(["export", "--format", "csv", "-o", backup.path]).status == 0)
        var lines = try String(contentsOf: backup, encoding: .utf8).components(separatedBy: "\n")
        lines[1] = "x" + lines[1].drop { $0 != "," }
        try lines.joined(separator: "\n").write(to: backup, atomically: true, encoding: .utf8)
        let result = try sandbox.kado(["import", backup.path, "--dry-run"])
        #expect(result.status == 65)
        #expect(
            result.error.hasSuffix(
                "Kadō CSV, ligne 2, colonne «\u{00A0}format_version\u{00A0}»\u{00A0}: \"x\" n’est pas un nombre "
                    + "entier\n"), "\(result.error)")
        #expect(result.error.hasPrefix("kado\u{00A0}: "))
    }

    @Test(
        "a backup that is not JSON, or not a Kadō CSV, is refused in French, the file's characters as tokens",
        arguments: [
            (
                "cassée.json", "{\"formatVersion\": 1,}",
                "JSON invalide à la colonne 21\u{00A0}: caractère "
                    + "«\u{00A0}}\u{00A0}» inattendu là où une clé (une chaîne entre guillemets doubles) était attendue\n"
            ),
            (
                "étrangère.csv", "format_version,habit_name\n1,Lire\n",
                "l’en-tête a \"habit_name\" là où «\u{00A0}habit_id\u{00A0}» était attendu\u{00A0}: "
                    + "ce n’est pas une sauvegarde CSV de Kadō\n"
            ),
        ])
    func malformedBackup(name: String, content: String, suffix: String) throws {
        let sandbox = try french()
        let backup = sandbox.scratch.appendingPathComponent(name)
        try content.write(to: backup, atomically: true, encoding: .utf8)
        let result = try sandbox.kado(["import", backup.path, "--dry-run"])
        #expect(result.status == 65, "\(result)")
        // The file's name, then French typography's « : » (a no-break space before the colon).
        #expect(result.error.hasPrefix("kado\u{00A0}: \(backup.path)\u{00A0}: "), "\(result.error)")
        #expect(result.error.hasSuffix(suffix), "\(result.error)")
        for word in ["expected", "unexpected", "where", "the header", "not valid"] {
            #expect(!result.error.contains(word), "\(result.error)")
        }
    }

    @Test(
        "a database that cannot be written is said in French, in one line, exit 74",
        .enabled(if: ReadOnlyDatabaseCommandTests.canDropPrivileges))
    func readOnly() throws {
        let sandbox = try french()
        for url in [sandbox.folder, sandbox.scratch] {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
        }
        // Kadō makes its files its owner's only: this database is shared for reading on purpose.
        for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path) {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o644], ofItemAtPath: sandbox.dataFolder.appendingPathComponent(name).path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.dataFolder.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.dataFolder.path)
        }
        let result = try ProgramRunner.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", try KadoBinary.require(), "done", "Lire"],
            environment: sandbox.environment(), scratch: sandbox.scratch)
        #expect(result.status == 74)
        #expect(
            result.error
                == "kado\u{00A0}: impossible d’écrire dans \(sandbox.databasePath)\u{00A0}: le fichier est en "
                + "lecture seule\n")
    }
}
