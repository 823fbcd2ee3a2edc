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

    @Test("the pseudo-language is reached through the environment, for screenshots and tests")
    func pseudo() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Lesen"])
        let today = try sandbox.succeed(
            ["today"], environment: Self.locale(["LANGUAGE": "en-XA", "LANG": "en_US.UTF-8"]))
        #expect(today.output.hasPrefix("⟦"), "\(today.output)")
    }
}
