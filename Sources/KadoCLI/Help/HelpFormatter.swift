import KadoApp

/// Writes the help text from the commands' specifications: `kado help`, `kado help COMMAND` and
/// `COMMAND --help` all print what this makes, so help never disagrees with the parser.
public struct HelpFormatter: Sendable {
    /// The commands listed by the overview (their configurations only: a command's arguments and
    /// options are gathered when its own help is asked for).
    public let commands: [any ParsableCommand.Type]
    /// The options every command accepts.
    public let globalOptions: [OptionSpecification]
    /// The command run when none is named, marked in the overview.
    public let defaultCommand: String?
    /// The width text is wrapped to, in columns.
    public let width: Int
    /// The language of the help: French translates every text and placeholder, and keeps
    /// commands, options and examples as they are typed.
    public let language: Language

    /// A formatter for `commands`.
    public init(
        commands: [any ParsableCommand.Type], globalOptions: [OptionSpecification] = GlobalOptions.specifications,
        defaultCommand: String? = nil, width: Int = 80, language: Language = .fallback
    ) {
        self.language = language
        self.commands = commands
        self.globalOptions = globalOptions
        self.defaultCommand = defaultCommand
        self.width = max(40, width)
    }

    /// A formatter for what `parser` accepts.
    public init(parser: CommandLineParser, width: Int = 80, language: Language = .fallback) {
        self.init(
            commands: parser.commands, globalOptions: parser.globalOptions, defaultCommand: parser.defaultCommand,
            width: width, language: language)
    }

    /// The help a ``CommandRequest/showHelp(_:)`` asks for: one command's, or the overview.
    public func text(for command: CommandSpecification?) -> String {
        command.map(help(for:)) ?? overview()
    }

    /// The overview: usage, every command with its summary, the global options.
    public func overview() -> String {
        let words = Localizer(language: language)
        var lines = [
            words(.helpTitle), "", words(.helpUsage) + words(.helpOverviewUsage), "", words(.helpCommands),
        ]
        let commandRows = commands.map { $0.configuration }.map { command in
            (command.name, text(command.summary) + (command.name == defaultCommand ? words(.helpTheDefault) : ""))
        }
        let optionRows = globalOptions.map(row)
        let termWidth = self.termWidth(commandRows + optionRows)
        lines += table(commandRows, termWidth: termWidth)
        lines += ["", words(.helpGlobalOptions)] + table(optionRows, termWidth: termWidth)
        lines += [""] + wrap(words(.helpRunHelp), indent: 0)
        return lines.joined(separator: "\n")
    }

    /// The usage line in the help's language: `kado done HABITUDE [JOUR]`, `kado add NAME [Optionen]`.
    func usage(of command: CommandSpecification, words: Localizer) -> String {
        var parts =
            ["kado", command.name] + command.arguments.map { Placeholder.translating($0.synopsis, in: language) }
        if !command.options.isEmpty { parts.append(words(Phrase("cli.help.optionsMarker"))) }
        return parts.joined(separator: " ")
    }

    /// One command's help: usage, summary, discussion, arguments, options, global options, examples.
    public func help(for command: CommandSpecification) -> String {
        let words = Localizer(language: language)
        var lines =
            [words(.helpUsage) + usage(of: command, words: words), ""]
            + wrap(text(command.summary) + ".", indent: 0)
        if let discussion = command.discussion {
            lines += [""] + wrap(text(discussion), indent: 0)
        }
        let argumentRows = command.arguments.map { (Placeholder.name($0.name, in: language), text($0.help)) }
        let optionRows = command.options.map(row)
        // --quiet is listed only where it is taken: by the commands that change something.
        let globalRows = globalOptions.filter { command.changesData || $0 != GlobalOptions.quiet }.map(row)
        let termWidth = self.termWidth(argumentRows + optionRows + globalRows)
        if !argumentRows.isEmpty {
            lines += ["", words(.helpArguments)] + table(argumentRows, termWidth: termWidth)
        }
        if !optionRows.isEmpty {
            lines += ["", words(.helpOptions)] + table(optionRows, termWidth: termWidth)
        }
        if !globalRows.isEmpty {
            lines += ["", words(.helpGlobalOptions)] + table(globalRows, termWidth: termWidth)
        }
        if !command.examples.isEmpty {
            lines += ["", words(.helpExamples)] + command.examples.map { "  kado " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ option: OptionSpecification) -> (String, String) {
        let repeatable = option.isRepeatable ? Localizer(language: language)(.helpMayBeRepeated) : ""
        return (Placeholder.translating(option.synopsis, in: language), text(option.help) + repeatable)
    }

    /// A text of the specifications in the help's language.
    private func text(_ help: HelpText) -> String {
        help.text(in: language)
    }

    /// The width of the term column for `rows`: the longest term, up to 24.
    private func termWidth(_ rows: [(term: String, description: String)]) -> Int {
        min(24, rows.map(\.term.count).max() ?? 0)
    }

    /// Two columns: terms indented by 2, descriptions aligned and wrapped; a term too long for
    /// the column puts its description on the next line.
    private func table(_ rows: [(term: String, description: String)], termWidth: Int) -> [String] {
        let indent = 2 + termWidth + 3
        var lines: [String] = []
        for (term, description) in rows {
            var wrapped = wrap(description, indent: indent)
            let head = "  " + term
            if term.count <= termWidth, let first = wrapped.first {
                wrapped[0] = head + String(repeating: " ", count: indent - head.count) + first.dropFirst(indent)
                lines += wrapped
            } else {
                lines += [head] + wrapped
            }
        }
        return lines
    }

    /// `text` wrapped at spaces to ``width``, every line indented by `indent` spaces.
    private func wrap(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(margin + line)
        return lines.map { $0.trimmingTrailingSpaces() }
    }
}
