import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoCLI

/// The language the command line speaks (issue 39): the settings' `auto` follows the environment
/// as gettext does, a fixed language wins over it, and a yes/no question takes its language's yes.
@Suite("The command line speaks the environment's language unless one is chosen")
struct LanguageOfTheEnvironmentTests {
    /// A harness whose environment has only `variables` for its locale (no `LANG=C.UTF-8`).
    private static func harness(_ variables: [String: String]) throws -> ProgramHarness {
        let harness = try ProgramHarness()
        harness.variables["LANG"] = nil
        harness.variables.merge(variables) { $1 }
        return harness
    }

    @Test(
        "Today's heading is the catalog's in the environment's language",
        arguments: [
            (["LANG": "de_DE.UTF-8"], "Heute"), (["LC_ALL": "es_ES.UTF-8"], "Hoy"),
            (["LC_MESSAGES": "fr_FR.UTF-8"], "Aujourd’hui"),
            (["LANGUAGE": "fr:de", "LANG": "de_DE.UTF-8"], "Aujourd’hui"),
            (["LANGUAGE": "it:es", "LANG": "de_DE.UTF-8"], "Hoy"), (["LANG": "C"], "Today"),
            (["LANGUAGE": "de", "LANG": "C.UTF-8"], "Today"), (["LANG": "it_IT.UTF-8"], "Today"), ([:], "Today"),
        ])
    func today(variables: [String: String], heading: String) throws {
        let harness = try Self.harness(variables)
        try harness.prepare([["add", "Lesen"]])
        let result = harness.run(["today"])
        #expect(result.status == .success, "\(result.error)")
        #expect(result.lines.first?.hasPrefix(heading + " · ") == true, "\(result.output)")
        #expect(harness.run(["settings", "language", "--json"]).output.contains("\"language\" : \"auto\""))
    }

    @Test("a chosen language wins over the environment, and auto returns to it")
    func chosenWins() throws {
        let harness = try Self.harness(["LANG": "de_DE.UTF-8"])
        #expect(harness.run(["settings", "language"]).output == "Sprache: automatisch\n")
        #expect(harness.run(["settings", "language", "fr"]).output == "Langue\u{00A0}: français\n")
        #expect(harness.run(["today"]).lines.first?.hasPrefix("Aujourd’hui") == true)
        #expect(harness.run(["settings", "language", "AUTO"]).output == "Sprache: automatisch\n")
        #expect(harness.run(["today"]).lines.first?.hasPrefix("Heute") == true)
        #expect(harness.run(["settings", "language", "es"]).output == "Idioma: español\n")
        harness.variables["LANG"] = "C"
        #expect(harness.run(["settings", "language"]).output == "Idioma: español\n")
    }

    @Test(
        "kado settings language takes auto and each language, and names the bad value and the choices",
        arguments: [
            ("auto", "language auto"), ("en", "language en"), ("fr", "language fr"), ("de", "language de"),
            ("es", "language es"),
        ])
    func setting(code: String, english: String) throws {
        let harness = try Self.harness(["LANG": "C"])
        #expect(harness.run(["settings", "language", code]).status == .success)
        // Each line is the language's own; the English one reads back as the command takes it.
        harness.variables["LANG"] = "C"
        let json = harness.run(["settings", "--json"]).output
        #expect(json.contains("\"language\" : \"\(code)\""), "\(json)")
        if code == "auto" || code == "en" { #expect(harness.run(["settings", "language"]).output == english + "\n") }
    }

    @Test("a language Kadō does not speak is refused, naming it and the choices, and nothing changes")
    func badSetting() throws {
        let harness = try Self.harness(["LANG": "C"])
        let bad = harness.run(["settings", "language", "it"])
        #expect(bad.status == .usage)
        #expect(bad.error == "kado: language 'it': must be auto, en, fr, de or es\n")
        #expect(harness.run(["settings", "language"]).output == "language auto\n")
    }

    @Test(
        "a yes/no question shows its language's letter and takes its words (and y, yes always)",
        arguments: [
            ("de", "[j/N]", "j", true), ("de", "[j/N]", "Ja", true), ("de", "[j/N]", "y", true),
            ("de", "[j/N]", "s", false), ("de", "[j/N]", "", false), ("de", "[j/N]", "nein", false),
            ("es", "[s/N]", "s", true), ("es", "[s/N]", "sí", true), ("es", "[s/N]", "SI", true),
            ("es", "[s/N]", "yes", true), ("es", "[s/N]", "j", false), ("es", "[s/N]", "n", false),
            ("fr", "[o/N]", "oui", true), ("fr", "[o/N]", "j", false), ("en", "[y/N]", "y", true),
            ("en", "[y/N]", "o", false),
        ])
    func confirmation(code: String, letters: String, answer: String, deletes: Bool) throws {
        let harness = try Self.harness(["LANG": "C"])
        try harness.prepare([["add", "Lesen"], ["settings", "language", code]])
        let output = Locked("")
        let program = KadoProgram(
            environment: KadoProgram.Environment(
                system: .testing, variables: harness.variables, now: { Date() },
                timeZone: TimeZone(identifier: "UTC") ?? .current,
                terminal: Terminal(isOutputTerminal: false, isInputTerminal: true),
                writeOutput: { text in output.withValue { $0 += text } }, writeError: { _ in },
                writeOutputData: { _ in }, workingDirectory: harness.folder.path, readLine: { answer }))
        #expect(program.run(["delete", "Lesen"]) == .success)
        #expect(output.value.contains(letters), "\(output.value)")
        let listed = harness.run(["list", "--json"]).output
        #expect(listed.contains("Lesen") != deletes, "\(code) \(answer): \(output.value)")
    }

    @Test("the words for yes come from the catalogs, one list a language")
    func yesWords() {
        #expect(ConfirmationAnswer.yesWords(in: .german) == ["j", "ja"])
        #expect(ConfirmationAnswer.yesWords(in: .spanish) == ["s", "sí", "si"])
        #expect(ConfirmationAnswer.yesWords(in: .french) == ["o", "oui"])
        #expect(ConfirmationAnswer.yesWords(in: .english) == ["y", "yes"])
    }
}
