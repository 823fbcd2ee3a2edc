import Foundation
import KadoTestSupport
import Testing

/// The real `kado` binary walked in German, Spanish and the pseudo-language (issue 39), reached
/// through `LANG` as a person's terminal sets it, on a database whose habits have German and
/// Spanish names: what each screen and each change prints, on standard output and standard
/// error. English that escaped the catalogs fails unless `Tests/LanguageWalk/EscapesAllowed.txt`
/// lists it (``LanguageWalk``); the in-process walks (LanguageWalkCLITests) cover help and errors.
@Suite("kado's screens in German, Spanish and the pseudo-language, end to end", .tags(.endToEnd), .endToEndTierOnly)
struct LanguageWalkCommandTests {
    /// Each language, as the environment names it.
    static let locales: [(tag: String, environment: [String: String])] = [
        ("de", ["LC_ALL": "", "LANG": "de_DE.UTF-8"]), ("es", ["LC_ALL": "", "LANG": "es_ES.UTF-8"]),
        ("en-XA", ["LC_ALL": "", "LANGUAGE": "en-XA", "LANG": "en_US.UTF-8"]),
    ]

    /// The commands walked, in order: the screens, then changes and what they print.
    static let commands: [[String]] = [
        ["today"], ["todo"], ["list"], ["show", "Wasser"], ["stats", "Lectura"], ["overview"], ["report"],
        ["insights"], ["review"], ["calendar"], ["settings"], ["remind", "next"], ["sync", "status"],
        ["backup", "list"], ["trash"], ["done", "Lectura"], ["log", "Wasser", "2"], ["note", "Lectura", "Gut"],
        ["skip", "Wasser"], ["undo", "Lectura"], ["archive", "Wasser"], ["unarchive", "Wasser"],
    ]

    @Test("every screen and change prints no English", arguments: [0, 1, 2])
    func walk(locale: Int) throws {
        let (tag, environment) = Self.locales[locale]
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Wasser", "--type", "counter:8", "--unit", "Gläser"])
        try sandbox.succeed(["add", "Lectura"])
        try sandbox.succeed(["done", "Lectura", "yesterday"])
        try sandbox.succeed(["log", "Wasser", "3", "yesterday"])
        var found: [LanguageWalk.Escape] = []
        for arguments in Self.commands {
            let result = try sandbox.kado(arguments, environment: environment)
            #expect(result.exited && result.status == 0, "kado \(arguments): \(result)")
            found += LanguageWalk.escapes(
                in: result.output + "\n" + result.error, language: tag, surface: "cli-run",
                source: "kado " + arguments.joined(separator: " "), allowed: ["Wasser", "Gläser", "Lectura", "Gut"])
        }
        LanguageWalk.expectOnlyListed(found, walked: Self.commands.count, surface: "cli-run", language: tag)
    }
}
