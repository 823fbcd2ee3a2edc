import Foundation

/// Parses `kado [global options] COMMAND [arguments] [options]` against the commands'
/// specifications.
///
/// Options are written `--name value`, `--name=value` or, for those with a short name, `-x`. Global
/// options may come before or after the command's name. `--` ends the options: everything after
/// it is positional. A negative number (`-3`, three days ago) is positional, never an option. An
/// option that takes a value takes the next element unless it is an option itself (write
/// `--unit=-x` for a value that starts with a dash). `--help` or `-h` anywhere before `--`
/// asks for help and wins over any other mistake on the line.
public struct CommandLineParser: Sendable {
    /// Every command, including the built-in `help` (added when missing). Only the command a
    /// line names has its specification gathered (``ParsableCommand/specification``).
    public let commands: [any ParsableCommand.Type]
    /// The command run when the line names none (`today` for `kado`), if any.
    public let defaultCommand: String?
    /// The options every command accepts.
    public let globalOptions: [OptionSpecification]
    /// The time zone in which a `--now` without an offset is read.
    public let timeZone: TimeZone

    /// A parser for `commands`; `defaultCommand` must name one of them.
    public init(
        commands: [any ParsableCommand.Type], defaultCommand: String? = nil,
        globalOptions: [OptionSpecification] = GlobalOptions.specifications, timeZone: TimeZone
    ) {
        let help = HelpCommand.configuration.name
        self.commands = commands.contains { $0.configuration.name == help } ? commands : commands + [HelpCommand.self]
        self.defaultCommand = defaultCommand
        self.globalOptions = globalOptions
        self.timeZone = timeZone
    }

    /// The command named `name`, if there is one.
    public func command(named name: String) -> CommandSpecification? {
        commands.first { $0.configuration.name == name }?.specification
    }

    /// The names of the commands, for suggestions.
    private var names: [String] { commands.map { $0.configuration.name } }

    /// Parses the command line's elements, without the program name (`CommandLine.arguments.dropFirst()`).
    /// - Throws: ``UsageError`` naming the first offending element, unless help was asked for.
    /// - Complexity: O(n × o) for n elements and o options.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var state = State()
        let tokens = ArgumentTokenizer.tokens(from: arguments)
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .terminator:
                break
            case .positional(let text):
                accept(positional: text, into: &state)
            case .option(let spelling, let inlineValue):
                var value = inlineValue
                if inlineValue == nil, index + 1 < tokens.count, case .positional(let next) = tokens[index + 1],
                    takesValue(spelling, state: state)
                {
                    value = next
                    index += 1
                }
                accept(option: spelling, value: value, isInline: inlineValue != nil, into: &state)
            }
            index += 1
        }
        return try finish(state)
    }

    /// What has been read so far.
    private struct State {
        var globals = GlobalOptions()
        var command: CommandSpecification?
        var hasUnknownCommand = false
        var positionals: [String] = []
        var optionValues: [String: [String]] = [:]
        var givenGlobalOptions: Set<String> = []
        var isHelpRequested = false
        var isVersionRequested = false
        var firstError: UsageError?

        mutating func record(_ error: UsageError) {
            if firstError == nil { firstError = error }
        }
    }

    private func takesValue(_ spelling: String, state: State) -> Bool {
        (specification(spelled: spelling, state: state)?.option.isFlag).map { !$0 } ?? false
    }

    private func specification(spelled spelling: String, state: State) -> (
        option: OptionSpecification, isGlobal: Bool
    )? {
        if let option = state.command?.option(spelled: spelling) { return (option, false) }
        if let option = globalOptions.first(where: { $0.isSpelled(spelling) }) { return (option, true) }
        return nil
    }

    private func accept(positional text: String, into state: inout State) {
        if state.command != nil || state.hasUnknownCommand {
            state.positionals.append(text)
        } else if let command = command(named: text) {
            state.command = command
        } else {
            state.hasUnknownCommand = true
            state.record(
                .unknownCommand(text, suggestion: NameSuggestion.closest(to: text, among: names)))
        }
    }

    private func accept(option spelling: String, value: String?, isInline: Bool, into state: inout State) {
        guard let (option, isGlobal) = specification(spelled: spelling, state: state) else {
            let known = (state.command?.options ?? []) + globalOptions
            let suggestion = NameSuggestion.closest(to: spelling, among: known.map(\.spelling))
            state.record(.unknownOption(spelling, command: state.command?.name, suggestion: suggestion))
            return
        }
        let commandName = state.command?.name
        if option.isFlag, isInline, let value {
            state.record(.unexpectedValue(value, forFlag: spelling, command: commandName))
            return
        }
        if !option.isFlag && value == nil {
            state.record(.missingValue(option: spelling, valueName: option.valueName ?? "VALUE", command: commandName))
            return
        }
        if isGlobal {
            acceptGlobal(option, spelling: spelling, value: value ?? "", into: &state)
            return
        }
        if !option.isFlag, !option.isRepeatable, state.optionValues[option.name] != nil {
            state.record(.repeatedOption(spelling, command: commandName))
            return
        }
        state.optionValues[option.name, default: []].append(value ?? "")
    }

    private func acceptGlobal(_ option: OptionSpecification, spelling: String, value: String, into state: inout State) {
        if !option.isFlag, !option.isRepeatable, !state.givenGlobalOptions.insert(option.name).inserted {
            state.record(.repeatedOption(spelling, command: nil))
            return
        }
        switch option.name {
        case GlobalOptions.database.name:
            if value.isEmpty {
                state.record(.invalidValue(value, for: spelling, problem: .filePath))
            }
            state.globals.databasePath = value
        case GlobalOptions.nowOption.name:
            do {
                state.globals.now = try ValueParser.instant(value, argument: spelling, timeZone: timeZone)
            } catch {
                state.record(error)
            }
        case GlobalOptions.json.name:
            state.globals.usesJSON = true
        case GlobalOptions.noColor.name:
            state.globals.disablesColor = true
        case GlobalOptions.quiet.name:
            state.globals.isQuiet = true
        case GlobalOptions.help.name:
            state.isHelpRequested = true
        case GlobalOptions.version.name:
            state.isVersionRequested = true
        default:
            break
        }
    }

    private func finish(_ state: State) throws(UsageError) -> ParsedCommandLine {
        let globals = state.globals
        if state.isHelpRequested {
            if globals.usesJSON { throw .jsonRefused(by: "help") }
            return ParsedCommandLine(globalOptions: globals, request: .showHelp(state.command))
        }
        if let error = state.firstError { throw error }
        if state.isVersionRequested {
            return ParsedCommandLine(globalOptions: globals, request: .showVersion)
        }
        guard let command = state.command ?? defaultCommand.flatMap(command(named:)) else {
            throw UsageError(.missingCommand)
        }
        if let extra = command.assignment(of: state.positionals).extra {
            throw .unexpectedArgument(extra, command: command.name)
        }
        if state.positionals.count < command.arguments.count(where: { !$0.isOptional }) {
            throw .missingArgument(command.arguments[state.positionals.count].name, command: command.name)
        }
        if globals.usesJSON, !command.printsJSON { throw .jsonRefused(by: command.name) }
        if globals.isQuiet, !command.changesData { throw UsageError(.quietRefused(command: command.name)) }
        if globals.isQuiet, globals.usesJSON { throw UsageError(.quietWithJSON) }
        let arguments = ParsedArguments(
            command: command, positionals: state.positionals, optionValues: state.optionValues)
        if command.name == HelpCommand.configuration.name {
            return ParsedCommandLine(globalOptions: globals, request: try helpRequest(arguments))
        }
        return ParsedCommandLine(globalOptions: globals, request: .run(arguments))
    }

    /// What `kado help [COMMAND] [--man FOLDER]` asks for.
    private func helpRequest(_ arguments: ParsedArguments) throws(UsageError) -> CommandRequest {
        let help = try HelpCommand.decoded(from: arguments)
        var described: CommandSpecification?
        if let name = help.command {
            guard let command = command(named: name) else {
                throw .unknownCommand(name, suggestion: NameSuggestion.closest(to: name, among: names))
            }
            described = command
        }
        if let folder = help.manualFolder {
            return .writeManualPages(folder: folder, command: described)
        }
        return .showHelp(described)
    }
}
