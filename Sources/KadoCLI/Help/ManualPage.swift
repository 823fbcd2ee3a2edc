import KadoApp

/// A manual page of `kado` in roff with the man(7) macros, written from the same specifications
/// as `kado help`: `kado(1)` lists the commands and the global options, `kado-COMMAND(1)`
/// describes one command as its help does, in any language Kadō speaks: `kado help --man FOLDER`
/// writes them in the help's language, and the package installs them in English under `man1` and
/// in every other language under `LANG/man1`, where `man` looks for the reader's language.
public struct ManualPage: Hashable, Sendable {
    /// The page's name, `kado` or `kado-done`.
    public let name: String
    /// The page in roff.
    public let text: String

    /// The file the page goes to in a `man1` folder: `kado-done.1`.
    public var fileName: String { name + ".1" }

    /// The page named `name` from its roff `text`.
    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// `kado(1)`, then one page for each of `commands`.
    public static func pages(
        for commands: [CommandSpecification], globalOptions: [OptionSpecification] = GlobalOptions.specifications,
        defaultCommand: String? = CommandCatalog.defaultCommand, language: Language = .fallback
    ) -> [ManualPage] {
        [overview(of: commands, globalOptions: globalOptions, defaultCommand: defaultCommand, language: language)]
            + commands.map { page(for: $0, globalOptions: globalOptions, language: language) }
    }

    /// `kado(1)`: what kado is, its commands with their summaries, and the global options.
    public static func overview(
        of commands: [CommandSpecification], globalOptions: [OptionSpecification] = GlobalOptions.specifications,
        defaultCommand: String? = CommandCatalog.defaultCommand, language: Language = .fallback
    ) -> ManualPage {
        let words = Localizer(language: language)
        var page = Writer(title: "kado", words: words)
        page.section(words(.manualName))
        page.line(roff("kado - " + words(.helpTitle).replacingOccurrences(of: "kado — ", with: "")))
        page.section(words(.manualSynopsis))
        page.line(
            bold("kado") + " [" + italic(words(.manualGlobalOptionsWord)) + "] "
                + italic(Placeholder.name("COMMAND", in: language)) + " [" + italic(words(.manualArgumentsWord))
                + "] [" + italic(words(.manualOptionsWord)) + "]")
        page.section(words(.manualDescription))
        page.line(roff(words(.helpRunHelp)))
        page.section(words(.manualCommands))
        for command in commands {
            let isDefault = command.name == defaultCommand ? words(.helpTheDefault) : ""
            page.item(bold("kado " + command.name), roff(command.summary.text(in: language) + isDefault))
        }
        page.section(words(.manualGlobalOptions))
        for option in globalOptions {
            page.item(synopsis(of: option, in: language), roff(option.help.text(in: language)))
        }
        page.section(words(.manualSeeAlso))
        page.line(commands.map { bold("kado-" + $0.name) + "(1)" }.joined(separator: ", "))
        return ManualPage(name: "kado", text: page.text)
    }

    /// `kado-COMMAND(1)`: the command's usage, summary, discussion, arguments, options, the global
    /// options it takes, and its examples.
    public static func page(
        for command: CommandSpecification, globalOptions: [OptionSpecification] = GlobalOptions.specifications,
        language: Language = .fallback
    ) -> ManualPage {
        let words = Localizer(language: language)
        let name = "kado-" + command.name
        var page = Writer(title: name, words: words)
        page.section(words(.manualName))
        page.line(roff(name + " - " + command.summary.text(in: language)))
        page.section(words(.manualSynopsis))
        let arguments = command.arguments.map { italic(Placeholder.translating($0.synopsis, in: language)) }
        let options = command.options.isEmpty ? [] : ["[" + words(.manualOptionsWord) + "]"]
        page.line(([bold("kado " + command.name)] + arguments + options).joined(separator: " "))
        page.section(words(.manualDescription))
        page.line(roff(command.summary.text(in: language) + "."))
        if let discussion = command.discussion {
            page.paragraph()
            page.line(roff(discussion.text(in: language)))
        }
        if !command.arguments.isEmpty {
            page.section(words(.manualArguments))
            for argument in command.arguments {
                page.item(italic(Placeholder.name(argument.name, in: language)), roff(argument.help.text(in: language)))
            }
        }
        if !command.options.isEmpty {
            page.section(words(.manualOptions))
            for option in command.options {
                page.item(synopsis(of: option, in: language), roff(help(of: option, words: words)))
            }
        }
        // --quiet is listed only where it is taken: by the commands that change something.
        let globals = globalOptions.filter { command.changesData || $0 != GlobalOptions.quiet }
        page.section(words(.manualGlobalOptions))
        for option in globals { page.item(synopsis(of: option, in: language), roff(help(of: option, words: words))) }
        if !command.examples.isEmpty {
            page.section(words(.manualExamples))
            page.macro(".nf")
            page.macro(".RS 4")
            for example in command.examples { page.line(roff("kado " + example)) }
            page.macro(".RE")
            page.macro(".fi")
        }
        page.section(words(.manualSeeAlso))
        page.line(bold("kado") + "(1)")
        return ManualPage(name: name, text: page.text)
    }

    /// An option's help, with the note that it may be given more than once.
    private static func help(of option: OptionSpecification, words: Localizer) -> String {
        option.help.text(in: words.language) + (option.isRepeatable ? words(.helpMayBeRepeated) : "")
    }

    /// `-o, --output FILE` with the option's spellings in bold and its value, in `language`, in
    /// italics.
    private static func synopsis(of option: OptionSpecification, in language: Language) -> String {
        let names = [option.shortSpelling, option.spelling].compactMap { $0 }.map(bold).joined(separator: ", ")
        return option.valueName.map { names + " " + italic(Placeholder.translating($0, in: language)) } ?? names
    }

    private static func bold(_ text: String) -> String { "\\fB" + roff(text) + "\\fR" }

    private static func italic(_ text: String) -> String { "\\fI" + roff(text) + "\\fR" }

    /// `text` as roff prints it as it is: a backslash written `\e`, a dash `\-` (a minus sign, so
    /// that an option copied from the page works), and every character beyond ASCII by its code
    /// point (`\[u014D]`), so that any `groff` reads the page whatever the locale.
    static func roff(_ text: String) -> String {
        var written = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": written += "\\e"
            case "-": written += "\\-"
            case "\n": written += " "
            case _ where scalar.isASCII: written.unicodeScalars.append(scalar)
            default: written += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return written
    }

    /// `value` in at least four upper-case hexadecimal digits, as groff names a character.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The lines of a page, each text line made safe from being read as a request.
    private struct Writer {
        private var lines: [String]

        /// A page titled `title` (`kado-done`) in section 1, its footer and headings in `words`.
        init(title: String, words: Localizer) {
            lines = [
                ".TH " + ManualPage.roff(title.uppercased()) + " 1 \"\" \"" + ManualPage.roff(AppVersion.current)
                    + "\" \"" + ManualPage.roff(words(.manualTitle)) + "\""
            ]
        }

        var text: String { lines.joined(separator: "\n") + "\n" }

        mutating func section(_ title: String) {
            lines.append(".SH \"" + ManualPage.roff(title) + "\"")
        }

        mutating func paragraph() {
            lines.append(".PP")
        }

        mutating func macro(_ request: String) {
            lines.append(request)
        }

        /// A text line; one that would start with `.` or `'` gets `\&` before it, so that it is
        /// printed rather than run.
        mutating func line(_ text: String) {
            lines.append(text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text)
        }

        /// A tagged paragraph: `tag` on its line, `description` indented under it.
        mutating func item(_ tag: String, _ description: String) {
            lines.append(".TP")
            line(tag)
            line(description)
        }
    }
}
