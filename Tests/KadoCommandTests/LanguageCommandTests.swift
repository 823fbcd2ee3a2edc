import Foundation
import KadoTestSupport
import Testing

/// The real `kado` binary speaks the language of its environment until one is chosen (issue 39):
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as gettext reads them; `C` is English.
@Suite("kado speaks the environment's language, end to end", .tags(.endToEnd), .endToEndTierOnly)
struct LanguageCommandTests {
    /// The sandbox's `LC_ALL=C.UTF-8` taken away, and `variables` given.
    static func locale(_ variables: [String: String]) -> [String: String] {
        ["LC_ALL": ""].merging(variables) { $1 }
    }

    @Test(
        "with no setting made, the environment chooses the language of Today and of help",
        arguments: [
            (["LANG": "de_DE.UTF-8"], ["today"], "Heute · ", "Today"),
            (["LANG": "es_ES.UTF-8"], ["today"], "Hoy · ", "Today"),
            (["LC_ALL": "es_ES.UTF-8"], ["help", "add"], "Uso: kado add ", "Usage:"),
            (["LANG": "es_ES.UTF-8"], ["help", "add"], "Crear un hábito.", "Create a habit"),
            (["LANGUAGE": "fr:de", "LANG": "de_DE.UTF-8"], ["today"], "Aujourd’hui · ", "Heute"),
            (["LANGUAGE": "fr:de", "LANG": "C"], ["today"], "Today · ", "Aujourd’hui"),
            (["LANG": "C"], ["today"], "Today · ", "Heute"),
            (["LANG": "pt_BR.UTF-8"], ["today"], "Today · ", "Hoje"),
        ])
    func environment(variables: [String: String], arguments: [String], expected: String, absent: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Lesen"])
        let result = try sandbox.succeed(arguments, environment: Self.locale(variables))
        #expect(result.output.contains(expected), "\(result.output)")
        #expect(!result.output.contains(absent), "\(result.output)")
    }

    @Test("kado settings language fr wins over LANG=de_DE.UTF-8; auto returns to the environment")
    func explicitWins() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Lesen"])
        let german = Self.locale(["LANG": "de_DE.UTF-8"])
        #expect(try sandbox.succeed(["settings", "language"], environment: german).output == "Sprache: automatisch\n")
        try sandbox.succeed(["settings", "language", "fr"], environment: german)
        #expect(try sandbox.succeed(["today"], environment: german).output.hasPrefix("Aujourd’hui · "))
        // Help and errors read the setting too, before any database is opened.
        #expect(try sandbox.succeed(["help", "add"], environment: german).output.hasPrefix("Utilisation"))
        let error = try sandbox.kado(["settings", "language", "it"], environment: german)
        #expect(error.status == 64)
        #expect(
            error.error.contains("«\u{00A0}auto\u{00A0}», «\u{00A0}en\u{00A0}»")
                && error.error.hasPrefix("kado\u{00A0}:"), "\(error.error)")
        try sandbox.succeed(["settings", "language", "auto"], environment: german)
        #expect(try sandbox.succeed(["today"], environment: german).output.hasPrefix("Heute · "))
        #expect(try sandbox.succeed(["today"], environment: Self.locale(["LANG": "C"])).output.hasPrefix("Today · "))
    }

    @Test("kado stats reads the snapshot in the reader's language while the setting is auto, the setting's once fixed")
    func statsFollowTheReader() throws {
        let sandbox = try Sandbox()
        // Written by an English process: the snapshot keeps the setting, auto, not English.
        try sandbox.succeed(["add", "Lesen"], environment: Self.locale(["LANG": "C"]))
        let german = try sandbox.succeed(["stats", "Lesen"], environment: Self.locale(["LANG": "de_DE.UTF-8"]))
        #expect(german.output.hasPrefix("Lesen: ") && german.output.contains("Stärke"), "\(german.output)")
        let spanish = try sandbox.succeed(["stats", "Lesen"], environment: Self.locale(["LANG": "es_ES.UTF-8"]))
        #expect(spanish.output.contains("puntuación"), "\(spanish.output)")
        try sandbox.succeed(["settings", "language", "fr"], environment: Self.locale(["LANG": "C"]))
        let french = try sandbox.succeed(["stats", "Lesen"], environment: Self.locale(["LANG": "de_DE.UTF-8"]))
        #expect(french.output.contains("score"), "\(french.output)")
        #expect(!french.output.contains("Stärke"), "\(french.output)")
    }

    @Test("the pseudo-language is reached through the environment, for screenshots and tests")
    func pseudo() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Lesen"])
        let today = try sandbox.succeed(
            ["today"], environment: Self.locale(["LANGUAGE": "en-XA", "LANG": "en_US.UTF-8"]))
        #expect(today.output.hasPrefix("⟦"), "\(today.output)")
    }
}

/// The README's short sections in German and Spanish show what `kado` prints in those languages:
/// each command of their examples is run in a new sandbox at the README's day, and prints exactly
/// the lines shown under it.
@Suite("The README's German and Spanish examples", .tags(.endToEnd), .endToEndTierOnly)
struct ReadmeLanguageExampleTests {
    /// One `$ kado …` line of an example and the lines shown under it.
    struct Step {
        let arguments: [String]
        let output: String
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// The steps of the first `console` block under the heading `heading`.
    static func steps(under heading: String) throws -> [Step] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.components(separatedBy: "\n" + heading + "\n").dropFirst().first,
            let block = section.components(separatedBy: "```console\n").dropFirst().first?
                .components(separatedBy: "\n```").first
        else { return [] }
        var steps: [Step] = []
        var arguments: [String]?
        var output: [String] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("$ kado ") {
                if let arguments { steps.append(Step(arguments: arguments, output: output.joined(separator: "\n"))) }
                arguments = shellWords(String(line.dropFirst("$ kado ".count)))
                output = []
            } else {
                output.append(line)
            }
        }
        if let arguments { steps.append(Step(arguments: arguments, output: output.joined(separator: "\n"))) }
        return steps
    }

    /// `line` split into words as a shell splits it, with double quotes.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in line {
            switch character {
            case "\"":
                quoted.toggle()
                started = true
            case " " where !quoted:
                if started { words.append(word) }
                word = ""
                started = false
            default:
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    @Test(
        "every command of the section prints what the README shows",
        arguments: [("## Auf Deutsch", "de_DE.UTF-8"), ("## En español", "es_ES.UTF-8")])
    func examples(heading: String, locale: String) throws {
        let steps = try Self.steps(under: heading)
        #expect(steps.count >= 3, "\(heading): no example found")
        let sandbox = try Sandbox(now: "2026-12-06T09:00:00Z", timeZone: "Europe/Berlin")
        for step in steps {
            let result = try sandbox.succeed(step.arguments, environment: ["LC_ALL": "", "LANG": locale])
            // The README writes no-break spaces (“3 %”) as plain ones.
            let printed = result.output.replacingOccurrences(of: "\u{00A0}", with: " ")
                .replacingOccurrences(of: "\u{202F}", with: " ")
            #expect(printed == step.output + "\n", "kado \(step.arguments.joined(separator: " "))")
        }
    }
}
