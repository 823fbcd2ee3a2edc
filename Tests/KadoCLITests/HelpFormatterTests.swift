import Testing

@testable import KadoCLI

@Suite("Help text")
struct HelpFormatterTests {
    static let formatter = HelpFormatter(
        commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand)

    /// A command declared as the catalog's are, for help written from its properties.
    struct WaterCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "water", summary: HelpText("Drink water", french: "Boire de l’eau"), examples: ["water 2 --cold"])

        @Argument(
            "GLASSES", help: HelpText("How many", french: "Combien"),
            parse: { text, name throws(UsageError) in
                try ValueParser.integer(text, argument: name, in: 1...20)
            })
        var glasses: Int?
        @Flag("cold", help: HelpText("Chilled", french: "Fraîche")) var cold: Bool
        @Option("tag", "TAG", help: HelpText("A tag", french: "Une étiquette")) var tags: [String]
    }

    @Test("a command's help is generated from its declared properties")
    func exactCommandHelp() {
        let water = WaterCommand.specification
        let formatter = HelpFormatter(commands: [WaterCommand.self], globalOptions: [GlobalOptions.json])
        #expect(
            formatter.help(for: water) == """
                Usage: kado water [GLASSES] [options]

                Drink water.

                Arguments:
                  GLASSES     How many

                Options:
                  --cold      Chilled
                  --tag TAG   A tag (may be repeated)

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
    func wrapping() {
        let spec = CommandSpecification(
            CommandConfiguration(name: "x", summary: HelpText("X", french: "X")),
            options: [
                .value("a-very-long-option-name-indeed", "VALUE", help: HelpText("Short", french: "Court")),
                .flag(
                    "b",
                    help: HelpText(
                        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
                        french: "un")),
            ])
        let text = HelpFormatter(commands: [], globalOptions: [], width: 40).help(for: spec)
        #expect(
            text == """
                Usage: kado x [options]

                X.

                Options:
                  --a-very-long-option-name-indeed VALUE
                                             Short
                  --b                        one two
                                             three four
                                             five six
                                             seven eight
                                             nine ten
                                             eleven
                                             twelve
                                             thirteen
                                             fourteen
                                             fifteen
                """)
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
