import Testing

@testable import KadoCLI

@Suite("Help text")
struct HelpFormatterTests {
    static let formatter = HelpFormatter(
        commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand)

    /// The catalog texts the test command below borrows (short ones, so that no row wraps).
    enum Borrowed {
        static let summary = HelpText("cli.help.add.summary")
        static let glasses = HelpText("cli.help.import.file.help")
        static let cold = HelpText("cli.help.delete.yes.help")
        static let tag = HelpText("cli.help.edit.name.help")
    }

    /// A command declared as the catalog's are, for help written from its properties.
    struct WaterCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "water", summary: Borrowed.summary, examples: ["water 2 --cold"])

        @Argument(
            "GLASSES", help: Borrowed.glasses,
            parse: { text, name throws(UsageError) in
                try ValueParser.integer(text, argument: name, in: 1...20)
            })
        var glasses: Int?
        @Flag("cold", help: Borrowed.cold) var cold: Bool
        @Option("tag", "TAG", help: Borrowed.tag) var tags: [String]
    }

    @Test("a command's help is generated from its declared properties")
    func exactCommandHelp() {
        let water = WaterCommand.specification
        let formatter = HelpFormatter(commands: [WaterCommand.self], globalOptions: [GlobalOptions.json])
        #expect(
            formatter.help(for: water) == """
                Usage: kado water [GLASSES] [options]

                \(Borrowed.summary.english).

                Arguments:
                  GLASSES     \(Borrowed.glasses.english)

                Options:
                  --cold      \(Borrowed.cold.english)
                  --tag TAG   \(Borrowed.tag.english) (may be repeated)

                Global options:
                  --json      Print JSON instead of text, errors included

                Examples:
                  kado water 2 --cold
                """)
        #expect(formatter.text(for: water) == formatter.help(for: water))
    }

    @Test("the overview lists every command and global option")
    func overview() {
        let text = Self.formatter.overview()
        #expect(
            text.hasPrefix("kado — a habit tracker\n\nUsage: kado [global options] COMMAND [arguments] [options]\n"))
        #expect(text.contains("\n  today            Show today's habits (the default)\n"))
        for command in CommandCatalog.specifications {
            #expect(text.contains("  \(command.name) "))
        }
        for option in GlobalOptions.specifications {
            #expect(text.contains("  \(option.synopsis) "))
        }
        #expect(text.hasSuffix("Run 'kado help COMMAND' for a command's arguments and options."))
        #expect(Self.formatter.text(for: nil) == text)
    }

    @Test(
        "every command's help shows its usage, arguments and options (--quiet where it is taken)",
        arguments: CommandCatalog.specifications)
    func commandHelp(command: CommandSpecification) {
        let text = Self.formatter.help(for: command)
        #expect(text.hasPrefix("Usage: \(command.usage)\n\n\(command.summary.english)."))
        for argument in command.arguments {
            #expect(text.contains("  \(argument.name) "))
        }
        for option in command.options + GlobalOptions.specifications {
            let isTaken = option != GlobalOptions.quiet || command.changesData
            #expect(text.contains("  \(option.synopsis) ") == isTaken, "\(option.name)")
        }
    }

    @Test(
        "help fits in 80 columns and has no trailing spaces",
        arguments: [nil] + CommandCatalog.specifications.map(Optional.some))
    func fits(command: CommandSpecification?) {
        for line in Self.formatter.text(for: command).split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= 80, "\(line)")
            #expect(line.last != " ")
        }
    }

    @Test("long descriptions wrap under their column; long terms put them on the next line")
    func wrapping() throws {
        let short = HelpText("cli.help.edit.name.help")
        let long = HelpText("cli.help.calendar.summary")
        let spec = CommandSpecification(
            CommandConfiguration(name: "x", summary: HelpText("cli.help.list.summary")),
            options: [
                .value("a-very-long-option-name-indeed", "VALUE", help: short),
                .flag("b", help: long),
            ])
        let lines = HelpFormatter(commands: [], globalOptions: [], width: 40).help(for: spec)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let column = String(repeating: " ", count: 29)
        #expect(
            Array(lines.prefix(7)) == [
                "Usage: kado x [options]", "", HelpText("cli.help.list.summary").english + ".", "", "Options:",
                "  --a-very-long-option-name-indeed VALUE", column + short.english,
            ])
        // The long description: on the term's line, then under its column, its words in order.
        let rows = Array(lines.dropFirst(7))
        let first = try #require(rows.first)
        #expect(first.hasPrefix("  --b" + String(repeating: " ", count: 24)))
        #expect(rows.count > 3)
        for row in rows {
            #expect(DisplayWidth.of(row) <= 40, "\(row)")
            #expect(row == first || (row.hasPrefix(column) && row.dropFirst(29).first != " "), "\(row)")
        }
        let words = rows.map { $0.dropFirst(29) }.joined(separator: " ").split(separator: " ")
        #expect(words == long.english.split(separator: " "))
    }

    @Test("usage lines mark optional arguments")
    func usage() {
        #expect(DoneCommand.specification.usage == "kado done HABIT... [DAY]")
        #expect(AddCommand.specification.usage == "kado add NAME [options]")
        #expect(VersionCommand.specification.usage == "kado version")
        #expect(TodayCommand.specification.usage == "kado today [options]")
        #expect(SettingsCommand.specification.usage == "kado settings [NAME] [VALUE]")
    }
}
