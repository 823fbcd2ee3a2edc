import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("Command line parser")
struct CommandLineParserTests {
    static let parser = CommandLineParser(
        commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand,
        timeZone: TestCalendars.zone("Europe/Paris"))

    struct Run: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let command: String
        let positionals: [String]
        let options: [String: [String]]
        var globals = GlobalOptions()
        var testDescription: String { "kado " + arguments.joined(separator: " ") }
    }

    static let runs: [Run] = [
        Run(arguments: [], command: "today", positionals: [], options: [:]),
        Run(arguments: ["--json"], command: "today", positionals: [], options: [:], globals: .init(usesJSON: true)),
        Run(
            arguments: ["today", "--no-color"], command: "today", positionals: [], options: [:],
            globals: .init(disablesColor: true)),
        Run(
            arguments: ["add", "Drink water", "--type", "counter:8", "--unit=glasses"], command: "add",
            positionals: ["Drink water"], options: ["type": ["counter:8"], "unit": ["glasses"]]),
        Run(
            arguments: ["--db", "/tmp/k.sqlite", "done", "Read", "-1"], command: "done", positionals: ["Read", "-1"],
            options: [:], globals: .init(databasePath: "/tmp/k.sqlite")),
        Run(
            arguments: ["done", "Read", "--json", "yesterday"], command: "done", positionals: ["Read", "yesterday"],
            options: [:], globals: .init(usesJSON: true)),
        Run(
            arguments: ["note", "Run", "--", "--json is not an option"], command: "note",
            positionals: ["Run", "--json is not an option"], options: [:]),
        Run(arguments: ["add", "--", "-weird"], command: "add", positionals: ["-weird"], options: [:]),
        Run(arguments: ["--", "today"], command: "today", positionals: [], options: [:]),
        Run(
            arguments: ["done", "Read", "--now", "2026-04-10T09:30:00Z"], command: "done", positionals: ["Read"],
            options: [:], globals: .init(now: instant("2026-04-10T09:30:00Z"))),
        Run(
            arguments: ["--now=2026-04-10", "today"], command: "today", positionals: [], options: [:],
            globals: .init(now: instant("2026-04-10T10:00:00Z"))),
        Run(
            arguments: ["--no-color", "list", "--archived", "--names"], command: "list", positionals: [],
            options: ["archived": [""], "names": [""]], globals: .init(disablesColor: true)),
        Run(arguments: ["delete", "Read", "-y"], command: "delete", positionals: ["Read"], options: ["yes": [""]]),
        Run(
            arguments: ["list", "--names", "--names"], command: "list", positionals: [], options: ["names": ["", ""]]),
        Run(arguments: ["log", "Water", "2", "-3"], command: "log", positionals: ["Water", "2", "-3"], options: [:]),
        Run(
            arguments: ["add", "Run", "--unit=-km"], command: "add", positionals: ["Run"],
            options: ["unit": ["-km"]]),
        Run(
            arguments: ["skip", "Run", "2026-08-01..2026-08-15"], command: "skip",
            positionals: ["Run", "2026-08-01..2026-08-15"], options: [:]),
        Run(arguments: ["settings"], command: "settings", positionals: [], options: [:]),
        Run(
            arguments: ["settings", "week-start", "sunday"], command: "settings",
            positionals: ["week-start", "sunday"], options: [:]),
        Run(arguments: ["overview", "--days", "30"], command: "overview", positionals: [], options: ["days": ["30"]]),
    ]

    @Test("a valid command line selects its command, arguments and options", arguments: runs)
    func run(_ expected: Run) throws {
        let parsed = try Self.parser.parse(expected.arguments)
        guard case .run(let arguments) = parsed.request else {
            Issue.record("expected a command to run, got \(parsed.request)")
            return
        }
        #expect(arguments.command.name == expected.command)
        #expect(arguments.positionals == expected.positionals)
        #expect(arguments.optionValues == expected.options)
        #expect(parsed.globalOptions == expected.globals)
    }

    @Test(
        "help is asked for with help, --help or -h, and wins over other mistakes",
        arguments: [
            ([], nil), (["help"], nil), (["-h"], nil), (["--help"], nil),
            (["help", "add"], "add"), (["add", "--help"], "add"), (["--help", "add"], "add"),
            (["add", "-h"], "add"), (["add", "--colour", "x", "-h"], "add"), (["done", "--help"], "done"),
            (["help", "help"], "help"), (["help", "--help"], "help"), (["tody", "--help"], nil),
        ] as [([String], String?)])
    func help(arguments: [String], command: String?) throws {
        let line = arguments.isEmpty ? ["help"] : arguments
        let parsed = try Self.parser.parse(line)
        #expect(parsed.request == .showHelp(command.flatMap(Self.parser.command(named:))))
    }

    @Test(
        "a wrong command line gives one line naming the offending token",
        arguments: [
            (
                ["add", "Read", "--colour", "red"],
                "kado: unknown option '--colour' for 'add' (did you mean '--color'?)"
            ),
            (["tody"], "kado: unknown command 'tody' (did you mean 'today'?)"),
            (["frobnicate"], "kado: unknown command 'frobnicate'"),
            (["add", "Read", "--every"], "kado: option '--every' for 'add' needs a value (SCHEDULE)"),
            (["add", "Read", "--every", "--json"], "kado: option '--every' for 'add' needs a value (SCHEDULE)"),
            (["add", "Read", "--every", "--", "x"], "kado: option '--every' for 'add' needs a value (SCHEDULE)"),
            (["add", "Run", "--unit", "-km"], "kado: option '--unit' for 'add' needs a value (UNIT)"),
            (["list", "--json=yes"], "kado: option '--json' for 'list' takes no value (found 'yes')"),
            (["list", "--archived="], "kado: option '--archived' for 'list' takes no value (found '')"),
            (
                ["add", "Read", "--color", "red", "--color", "blue"],
                "kado: option '--color' for 'add' is given more than once"
            ),
            (["done"], "kado: missing HABIT for 'done'"),
            (["log", "Water"], "kado: missing VALUE for 'log'"),
            (["move", "Read"], "kado: missing POSITION for 'move'"),
            (["done", "Read", "today", "extra"], "kado: unexpected argument 'extra' for 'done'"),
            (["today", "extra"], "kado: unexpected argument 'extra' for 'today'"),
            (["--every", "3/week", "add", "x"], "kado: unknown option '--every'"),
            (["--jsn"], "kado: unknown option '--jsn' (did you mean '--json'?)"),
            (["-x"], "kado: unknown option '-x'"),
            (["today", "-y"], "kado: unknown option '-y' for 'today'"),
            (
                ["--now", "tomorrow"],
                "kado: --now 'tomorrow': must be an ISO 8601 date and time such as 2026-04-10T09:30:00Z"
            ),
            (["--db", "a", "--db", "b"], "kado: option '--db' is given more than once"),
            (["--db="], "kado: --db '': must be a file path"),
            (["--db"], "kado: option '--db' needs a value (PATH)"),
            (["help", "tody"], "kado: unknown command 'tody' (did you mean 'today'?)"),
            (["help", "add", "done"], "kado: unexpected argument 'done' for 'help'"),
            (["completion"], "kado: missing SHELL for 'completion'"),
            (
                ["add", "--colour", "red", "done"],
                "kado: unknown option '--colour' for 'add' (did you mean '--color'?)"
            ),
        ] as [([String], String)])
    func usageError(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try Self.parser.parse(arguments) }
        do {
            _ = try Self.parser.parse(arguments)
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("without a default command, an empty line is a usage error")
    func missingCommand() {
        let parser = CommandLineParser(commands: [AddCommand.self], timeZone: TestCalendars.zone("UTC"))
        #expect(throws: UsageError(.missingCommand)) { try parser.parse([]) }
        #expect(UsageError(.missingCommand).description == "kado: missing command (run 'kado help' for the list)")
    }

    @Test("the built-in help command is added when missing, once")
    func helpIsBuiltIn() {
        let parser = CommandLineParser(commands: [AddCommand.self], timeZone: TestCalendars.zone("UTC"))
        #expect(parser.commands.map { $0.configuration.name } == ["add", "help"])
        #expect(Self.parser.commands.count(where: { $0.configuration.name == "help" }) == 1)
    }

    /// A command with a repeatable option, declared as the catalog's are.
    struct TagCommand: ParsableCommand {
        static let configuration = CommandConfiguration(name: "tag", summary: HelpText("cli.help.edit.summary"))

        @Option("tag", "TAG", help: HelpText("cli.help.edit.name.help")) var tags: [String]
    }

    @Test("a repeatable option keeps every value in order")
    func repeatable() throws {
        let parser = CommandLineParser(commands: [TagCommand.self], timeZone: TestCalendars.zone("UTC"))
        let parsed = try parser.parse(["tag", "--tag", "a", "--tag=b", "--tag", "c"])
        guard case .run(let arguments) = parsed.request else {
            Issue.record("expected a run")
            return
        }
        #expect(try TagCommand.decoded(from: arguments).tags == ["a", "b", "c"])
    }

    @Test("a command's properties hold its arguments and options, typed")
    func typedAccess() throws {
        let parsed = try Self.parser.parse(["log", "Water", "2", "--json"])
        guard case .run(let arguments) = parsed.request else {
            Issue.record("expected a run")
            return
        }
        let log = try LogCommand.decoded(from: arguments)
        #expect(log.habit == "Water")
        #expect(log.action == .set(2))
        #expect(log.day == nil)
        let edit = try Self.parser.parse(["edit", "Water", "--color", "teal"])
        guard case .run(let editArguments) = edit.request else {
            Issue.record("expected a run")
            return
        }
        let command = try EditCommand.decoded(from: editArguments)
        #expect(command.fields.color == .teal)
        #expect(command.fields.every == nil)
        #expect(command.fields.type == nil)
        #expect(command.changesAnyField)
    }

    @Test("every catalog command parses with its required arguments and shows its own help")
    func everyCommandParses() throws {
        for command in CommandCatalog.specifications where command.name != "help" {
            let required = command.arguments.filter { !$0.isOptional }.map { _ in "x" }
            let parsed = try Self.parser.parse([command.name] + required)
            guard case .run(let arguments) = parsed.request else {
                Issue.record("\(command.name) did not run")
                continue
            }
            #expect(arguments.command == command)
            #expect(try Self.parser.parse([command.name, "--help"]).request == .showHelp(command))
        }
    }
}
