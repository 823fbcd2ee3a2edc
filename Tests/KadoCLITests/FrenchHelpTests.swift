import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado help` in French: every text of every command, argument and option has its French beside
/// its English, with no English left in it; placeholders are French, commands and options stay as typed, and the help
/// still fits 40 and 80 columns.
@Suite("Help in French")
struct FrenchHelpTests {
    /// Every text the help shows from the specifications: each command's summary and discussion,
    /// each argument's and option's help, the global options'.
    static let texts: [HelpText] = {
        var texts: [HelpText] = []
        for command in CommandCatalog.specifications {
            texts.append(command.summary)
            if let discussion = command.discussion { texts.append(discussion) }
            texts += command.arguments.map(\.help) + command.options.map(\.help)
        }
        texts += GlobalOptions.specifications.map(\.help)
        return texts
    }()

    /// Placeholders whose French name differs from the English one.
    static let englishPlaceholders = Placeholder.translations(in: .french).filter { $0.key != $0.value }.map(\.key)

    @Test("every command, argument and option has a French text, with no English word left", arguments: texts)
    func everyText(help: HelpText) throws {
        let french = help.text(in: .french)
        #expect(french != help.english)
        #expect(help.text(in: .english) == help.english)
        let leftover = FrenchLanguageCheck.englishWords(in: french)
        #expect(leftover.isEmpty, "\(leftover) in \(french)")
    }

    /// Every placeholder a command or an option shows, the global options' included.
    static let placeholders: [String] = {
        var names: [String] = []
        for command in CommandCatalog.specifications {
            names += command.arguments.map(\.name) + command.options.compactMap(\.valueName)
        }
        names += GlobalOptions.specifications.compactMap(\.valueName)
        return Array(Set(names)).sorted()
    }()

    @Test("every placeholder a command or an option shows has its French name", arguments: placeholders)
    func everyPlaceholder(english: String) {
        #expect(Placeholder.isPlaceholder(english), "no catalog entry for the placeholder \(english)")
    }

    /// The help's own words, without its examples (command lines, as typed) and the commands'
    /// and options' names (tokens, first on their rows).
    static func prose(_ help: String) -> String {
        var kept: [String] = []
        var inExamples = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Exemples") { inExamples = true }
            if line.isEmpty { inExamples = false }
            guard !inExamples else { continue }
            kept.append(line)
        }
        // One line, so that a name wrapped over two lines (Loop Habit Tracker) is still seen whole.
        return kept.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test(
        "the overview and each command's help are French and fit 40 and 80 columns",
        arguments: [40, 80], [nil] + CommandCatalog.specifications.map(Optional.some))
    func wholeHelp(width: Int, command: CommandSpecification?) {
        let french = HelpFormatter(
            commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand, width: width,
            language: .french
        ).text(for: command)
        let english = HelpFormatter(
            commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand, width: width
        ).text(for: command)
        #expect(french != english)
        // The usage line and the examples are command lines, kept whole in both languages.
        let prose = french.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("Utilisation") && !$0.hasPrefix("  kado ")
        }
        // A path or an instant has no space to wrap at: alone on its line, it may be longer.
        for line in prose where line.trimmingCharacters(in: .whitespaces).contains(" ") {
            #expect(DisplayWidth.of(line) <= width, "\(command?.name ?? "overview") at \(width): \(line)")
            #expect(!line.hasPrefix(":") && !line.trimmingCharacters(in: .whitespaces).hasPrefix(":"), "\(line)")
        }
        let leftover = FrenchLanguageCheck.englishWords(in: Self.prose(french))
        #expect(leftover.isEmpty, "\(command?.name ?? "overview"): \(leftover)")
        let words = Set(
            Self.prose(french).split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).map(String.init))
        for placeholder in Self.englishPlaceholders {
            #expect(!words.contains(placeholder), "\(command?.name ?? "overview"): \(placeholder) in \(french)")
        }
        for name in command.map({ $0.options.map(\.name) }) ?? [] {
            #expect(french.contains("--\(name)"), "the option --\(name) stays as typed")
        }
    }

    @Test("kado help, kado help CMD and CMD --help are French when the settings say French")
    func throughTheProgram() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["settings", "language", "fr"]])
        for arguments in [["help"], ["help", "done"], ["done", "--help"], ["--help"]] {
            let result = harness.run(arguments)
            #expect(result.status == .success, "\(arguments): \(result)")
            #expect(result.output.hasPrefix("Utilisation") || result.output.hasPrefix("kado — un suivi"), "\(result)")
        }
        #expect(harness.run(["help", "done"]).output.hasPrefix("Utilisation\u{00A0}: kado done HABITUDE... [JOUR]"))
    }
}
