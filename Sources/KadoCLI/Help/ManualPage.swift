import KadoApp

/// A manual page of `kado` in roff with the man(7) macros, written from the same specifications
/// as `kado help`: `kado(1)` lists the commands and the global options, `kado-COMMAND(1)`
/// describes one command as its help does. In English, the language of manual pages on most
/// systems; `kado help --man FOLDER` writes them.
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
        defaultCommand: String? = CommandCatalog.defaultCommand
    ) -> [ManualPage] {
        [overview(of: commands, globalOptions: globalOptions, defaultCommand: defaultCommand)]
            + commands.map { page(for: $0, globalOptions: globalOptions) }
    }

    /// `kado(1)`: what kado is, its commands with their summaries, and the global options.
    public static func overview(
        of commands: [CommandSpecification], globalOptions: [OptionSpecification] = GlobalOptions.specifications,
        defaultCommand: String? = CommandCatalog.defaultCommand
    ) -> ManualPage {
        let words = Localizer.english
        var page = Writer(title: "kado")
        page.section("NAME")
        page.line(roff("kado - " + words(.helpTitle).replacingOccurrences(of: "kado — ", with: "")))
        page.section("SYNOPSIS")
        page.line(
            bold("kado") + " [" + italic("global options") + "] " + italic("COMMAND") + " ["
                + italic("arguments") + "] [" + italic("options") + "]")
        page.section("DESCRIPTION")
        page.line(roff(words(.helpRunHelp)))
        page.section("COMMANDS")
        for command in commands {
            let isDefault = command.name == defaultCommand ? words(.helpTheDefault) : ""
            page.item(bold("kado " + command.name), roff(command.summary.english + isDefault))
        }
        page.section("GLOBAL OPTIONS")
        for option in globalOptions { page.item(synopsis(of: option), roff(option.help.english)) }
        page.section("SEE ALSO")
        page.line(commands.map { bold("kado-" + $0.name) + "(1)" }.joined(separator: ", "))
        return ManualPage(name: "kado", text: page.text)
    }

    /// `kado-COMMAND(1)`: the command's usage, summary, discussion, arguments, options, the global
    /// options it takes, and its examples.
    public static func page(
        for command: CommandSpecification, globalOptions: [OptionSpecification] = GlobalOptions.specifications
    ) -> ManualPage {
        let name = "kado-" + command.name
        var page = Writer(title: name)
        page.section("NAME")
        page.line(roff(name + " - " + command.summary.english))
        page.section("SYNOPSIS")
        let arguments = command.arguments.map { italic($0.synopsis) }
        page.line(
            ([bold("kado " + command.name)] + arguments + (command.options.isEmpty ? [] : ["[options]"]))
                .joined(separator: " "))
        page.section("DESCRIPTION")
        page.line(roff(command.summary.english + "."))
        if let discussion = command.discussion {
            page.paragraph()
            page.line(roff(discussion.english))
        }
        if !command.arguments.isEmpty {
            page.section("ARGUMENTS")
            for argument in command.arguments { page.item(italic(argument.name), roff(argument.help.english)) }
        }
        if !command.options.isEmpty {
            page.section("OPTIONS")
            for option in command.options { page.item(synopsis(of: option), roff(help(of: option))) }
        }
        // --quiet is listed only where it is taken: by the commands that change something.
        let globals = globalOptions.filter { command.changesData || $0 != GlobalOptions.quiet }
        page.section("GLOBAL OPTIONS")
        for option in globals { page.item(synopsis(of: option), roff(help(of: option))) }
        if !command.examples.isEmpty {
            page.section("EXAMPLES")
            page.macro(".nf")
            page.macro(".RS 4")
            for example in command.examples { page.line(roff("kado " + example)) }
            page.macro(".RE")
            page.macro(".fi")
        }
        page.section("SEE ALSO")
        page.line(bold("kado") + "(1)")
        return ManualPage(name: name, text: page.text)
    }

    /// An option's help, with the note that it may be given more than once.
    private static func help(of option: OptionSpecification) -> String {
        option.help.english + (option.isRepeatable ? Localizer.english(.helpMayBeRepeated) : "")
    }

    /// `-o, --output FILE` with the option's spellings in bold and its value in italics.
    private static func synopsis(of option: OptionSpecification) -> String {
        let names = [option.shortSpelling, option.spelling].compactMap { $0 }.map(bold).joined(separator: ", ")
        return option.valueName.map { names + " " + italic($0) } ?? names
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

        /// A page titled `title` (`kado-done`) in section 1.
        init(title: String) {
            lines = [
                ".TH " + ManualPage.roff(title.uppercased()) + " 1 \"\" \"" + ManualPage.roff(AppVersion.current)
                    + "\" \"Kado Manual\""
            ]
        }

        var text: String { lines.joined(separator: "\n") + "\n" }

        mutating func section(_ title: String) {
            lines.append(".SH \"" + title + "\"")
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
