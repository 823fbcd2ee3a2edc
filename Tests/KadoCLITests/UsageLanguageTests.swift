import Foundation
import KadoTestSupport
import Testing

@testable import KadoCLI

/// A command line that fails before the database is opened is reported in the language of the
/// database's settings, read without writing: the one `--db` names, else `KADO_DB`'s.
@Suite("Usage errors speak the settings' language")
struct UsageLanguageTests {
    static let mistakes: [[String]] = [
        ["add", "--colour", "red", "Lire"], ["tody"], ["done", "Lire", "2026-02-30"],
        ["add", "X", "--every", "8/week"],
        ["today", "--json=yes"], ["--now", "demain"], ["help", "--json"], ["list", "--names", "--json"],
        ["add", "X", "--type", "counter"], ["settings", "langue"], ["log", "Lire", "-2"], ["done", "Courir"],
    ]

    @Test("in a French database, every mistake is French, on one line, exit 64", arguments: mistakes)
    func french(arguments: [String]) throws {
        let harness = try ProgramHarness()
        try harness.prepare([["settings", "language", "fr"], ["add", "Lire"]])
        let result = harness.run(arguments)
        #expect(result.status == .usage, "\(result.error)")
        // A line with --json reports its error as JSON, without the prefix.
        #expect(
            result.error.hasPrefix(arguments.contains("--json") ? "{\"error\"" : "kado\u{00A0}: "), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
        let english = FrenchLanguageCheck.englishWords(in: result.error)
        #expect(english.isEmpty, "\(english) in \(result.error)")
        let json = harness.run(arguments + ["--json"])
        if json.error.hasPrefix("{") {
            #expect(!json.error.contains("\"message\":\"kado"), "\(json.error)")
            #expect(FrenchLanguageCheck.englishWords(in: json.error).isEmpty, "\(json.error)")
        }
    }

    @Test("the same mistakes keep their English text in an English database", arguments: mistakes)
    func english(arguments: [String]) throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Lire"]])
        let result = harness.run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix(arguments.contains("--json") ? "{\"error\"" : "kado: "), "\(result.error)")
        #expect(!result.error.contains("\u{00A0}"))
    }

    @Test("--db decides which settings are read, and a missing database is neither created nor French")
    func databaseOption() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["settings", "language", "fr"]])
        let other = harness.folder.appendingPathComponent("autre.sqlite").path
        let missing = harness.run(["--db", other, "tody"])
        #expect(missing.error == "kado: unknown command 'tody' (did you mean 'today'?)\n")
        #expect(!FileManager.default.fileExists(atPath: other))
        let named = harness.run(["tody", "--db=\(harness.databasePath)"])
        #expect(named.error.hasPrefix("kado\u{00A0}: commande"), "\(named.error)")
        harness.variables["KADO_DB"] = other
        #expect(harness.run(["tody", "--db", harness.databasePath]).error.hasPrefix("kado\u{00A0}: "))
        #expect(harness.run(["tody"]).error.hasPrefix("kado: "))
        #expect(!FileManager.default.fileExists(atPath: other))
    }

    @Test("reading the language writes nothing beside the database")
    func readsOnly() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["settings", "language", "fr"]])
        let before = try FileManager.default.contentsOfDirectory(atPath: harness.folder.path).sorted()
        let stamp = try FileManager.default.attributesOfItem(atPath: harness.databasePath)[.modificationDate] as? Date
        #expect(harness.run(["tody"]).status == .usage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.folder.path).sorted() == before)
        #expect(
            try FileManager.default.attributesOfItem(atPath: harness.databasePath)[.modificationDate] as? Date == stamp)
    }
}
