import Foundation
import KadoApp
import Testing

@testable import KadoCLI

/// The manual pages and the completion scripts speak every language Kadō speaks: the headings,
/// the footer, every summary and every option's help, in the language asked for; English stays
/// what the package installs under `man1`.
@Suite("Manual pages and completions in every language")
struct ManualPageLanguageTests {
    /// Each language's headings of a command's page, as manual pages in that language write them.
    static let headings: [(Language, [String])] = [
        (.english, ["NAME", "SYNOPSIS", "DESCRIPTION", "ARGUMENTS", "GLOBAL OPTIONS", "EXAMPLES", "SEE ALSO"]),
        (.french, ["NOM", "SYNOPSIS", "DESCRIPTION", "ARGUMENTS", "OPTIONS GLOBALES", "EXEMPLES", "VOIR AUSSI"]),
        (
            .german,
            ["BEZEICHNUNG", "ÜBERSICHT", "BESCHREIBUNG", "ARGUMENTE", "GLOBALE OPTIONEN", "BEISPIELE", "SIEHE AUCH"]
        ),
        (
            .spanish,
            ["NOMBRE", "SINOPSIS", "DESCRIPCIÓN", "ARGUMENTOS", "OPCIONES GLOBALES", "EJEMPLOS", "VÉASE TAMBIÉN"]
        ),
    ]

    @Test("a command's page has its language's headings and footer", arguments: headings)
    func headingsAndFooter(language: Language, headings: [String]) {
        let page = ManualPage.page(for: DoneCommand.specification, language: language)
        let sections = page.text.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(sections == headings.map { ".SH \"\(ManualPage.roff($0))\"" })
        let footer = Localizer(language: language)(.manualTitle)
        #expect(page.text.hasPrefix(".TH KADO\\-DONE 1 \"\" \""))
        #expect(page.text.split(separator: "\n").first?.hasSuffix("\"\(ManualPage.roff(footer))\"") == true)
    }

    @Test("every summary, argument and option of every page is in the page's language", arguments: Language.spoken)
    func everyTextInItsLanguage(language: Language) {
        let pages = Dictionary(
            uniqueKeysWithValues: ManualPage.pages(for: CommandCatalog.specifications, language: language).map {
                ($0.name, $0.text)
            })
        for command in CommandCatalog.specifications {
            let page = pages["kado-" + command.name] ?? ""
            #expect(page.contains(ManualPage.roff(command.summary.text(in: language))), "\(command.name)")
            #expect(pages["kado"]?.contains(ManualPage.roff(command.summary.text(in: language))) == true)
            for argument in command.arguments {
                #expect(page.contains(ManualPage.roff(argument.help.text(in: language))), "\(command.name)")
            }
            for option in command.options {
                #expect(page.contains(ManualPage.roff(option.help.text(in: language))), "\(command.name)")
            }
        }
    }

    @Test("English pages are the ones written without a language")
    func englishIsTheDefault() {
        #expect(
            ManualPage.pages(for: CommandCatalog.specifications)
                == ManualPage.pages(for: CommandCatalog.specifications, language: .english))
    }

    @Test(
        "zsh and fish describe commands and options in the script's language; bash shows none",
        arguments: Language.spoken)
    func completionDescriptions(language: Language) {
        let commands = CommandCatalog.specifications
        let zsh = completionScript(for: .zsh, commands: commands, language: language)
        let fish = completionScript(for: .fish, commands: commands, language: language)
        for command in commands {
            let summary = command.summary.text(in: language)
            #expect(zsh.contains(summary.replacingOccurrences(of: "'", with: #"'\''"#)), "zsh \(command.name)")
            #expect(fish.contains(summary.replacingOccurrences(of: "'", with: #"\'"#)), "fish \(command.name)")
        }
        #expect(
            completionScript(for: .bash, commands: commands, language: language)
                == completionScript(for: .bash, commands: commands))
    }

    @Test("kado help --man and kado completion follow the environment's language, and the setting over it")
    func commandsFollowTheLanguage() throws {
        let german = try ProgramHarness(variables: ["LANG": "de_DE.UTF-8"])
        let folder = german.folder.appendingPathComponent("man1").path
        #expect(german.run(["help", "done", "--man", folder]).status == .success)
        let page = try String(contentsOfFile: folder + "/kado-done.1", encoding: .utf8)
        #expect(page == ManualPage.page(for: DoneCommand.specification, language: .german).text)
        let fish = german.run(["completion", "fish"])
        #expect(fish.output == completionScript(for: .fish, commands: CommandCatalog.specifications, language: .german))

        #expect(german.run(["settings", "language", "es"]).status == .success)
        let spanish = german.run(["completion", "zsh"])
        #expect(
            spanish.output == completionScript(for: .zsh, commands: CommandCatalog.specifications, language: .spanish))
        #expect(german.run(["help", "--man", folder + "/es"]).status == .success)
        let overview = try String(contentsOfFile: folder + "/es/kado.1", encoding: .utf8)
        #expect(overview.contains(".SH \"NOMBRE\""))
    }
}
