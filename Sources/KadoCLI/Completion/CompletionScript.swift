import Foundation
import KadoApp

/// A shell completion script generated from the commands' specifications: it completes command
/// names, each command's options (and the global ones), the values of options that have a fixed
/// set, file paths for `--db`, day words, and habit names, which it gets by running
/// `kado list --names` (passing on a `--db` given on the line) and matches whatever the case, also
/// after an opening quote (`kado done "dr` completes `Drink water`).
public struct CompletionScript: Hashable, Sendable {
    /// The shell the script is written for.
    public let shell: Shell
    /// The commands it completes.
    public let commands: [CommandSpecification]
    /// The options every command accepts.
    public let globalOptions: [OptionSpecification]
    /// The program's name, as the user types it.
    public let programName: String
    /// The language of the descriptions of commands and options (zsh and fish show them).
    public let language: Language

    /// The script for `shell` completing `commands`. `--quiet`, which only the commands that
    /// change something take, is offered as theirs rather than everywhere.
    public init(
        shell: Shell, commands: [CommandSpecification],
        globalOptions: [OptionSpecification] = GlobalOptions.specifications, programName: String = "kado",
        language: Language = .fallback
    ) {
        let quiet = globalOptions.first { $0 == GlobalOptions.quiet }
        self.shell = shell
        self.commands = commands.map { command in
            guard let quiet, command.changesData else { return command }
            return CommandSpecification(
                command.configuration, arguments: command.arguments, options: command.options + [quiet])
        }
        self.globalOptions = globalOptions.filter { $0 != GlobalOptions.quiet }
        self.programName = programName
        self.language = language
    }

    /// The script's text, ending in a newline.
    public var text: String {
        switch shell {
        case .bash: bashScript()
        case .zsh: zshScript()
        case .fish: fishScript()
        }
    }

    /// The command that prints the habits' names, one a line.
    var namesCommand: String { "\(programName) list --names" }

    /// Every spelling (`--every`, `-x`) of an option that takes a value, in any command or global.
    var valuedSpellings: [String] {
        var seen: Set<String> = []
        return (globalOptions + commands.flatMap(\.options)).filter { !$0.isFlag }
            .flatMap { [$0.spelling] + ($0.shortSpelling.map { [$0] } ?? []) }
            .filter { seen.insert($0).inserted }
    }

    /// Each valued option's spellings with what its value completes to. A spelling that commands
    /// complete differently (`--format` is `json`, `csv` or `markdown` for `export`, a widget's
    /// formats for `widget`) gets one choice per command: ``ValueCompletion/byCommand``.
    var valueCompletions: [ValueCompletion] {
        var order: [String] = []
        var found: [String: ValueCompletion] = [:]
        func add(_ option: OptionSpecification, command: String?) {
            guard !option.isFlag else { return }
            let key = option.spelling
            guard var entry = found[key] else {
                order.append(key)
                found[key] = ValueCompletion(
                    spellings: [option.spelling] + (option.shortSpelling.map { [$0] } ?? []),
                    valueName: option.valueName ?? "VALUE", completion: option.completion,
                    byCommand: command.map { [($0, option.completion)] } ?? [])
                return
            }
            if let command { entry.byCommand.append((command, option.completion)) }
            found[key] = entry
        }
        for option in globalOptions { add(option, command: nil) }
        for command in commands { for option in command.options { add(option, command: command.name) } }
        return order.compactMap { found[$0] }.map { entry in
            var entry = entry
            // One completion for every command that has the option: no choice by command.
            if Set(entry.byCommand.map(\.completion)).count <= 1 {
                entry.byCommand = []
            }
            return entry
        }
    }

    /// Every spelling of `options`, long and short.
    func spellings(of options: [OptionSpecification]) -> [String] {
        options.flatMap { option in [option.shortSpelling, option.spelling].compactMap { $0 } }
    }

    /// The fixed words a completion offers, if it is a fixed set.
    func words(for completion: CompletionKind) -> [String]? {
        switch completion {
        case .values(let values): values
        case .day: ["today", "yesterday"]
        case .command: commands.map(\.name)
        case .none, .habit, .file, .valuesAfter: nil
        }
    }

    /// For a completion that depends on the previous argument, each of its values with the words
    /// offered after it, sorted by value (so that scripts are the same from run to run).
    func dependentWords(for completion: CompletionKind) -> [(after: String, words: [String])] {
        guard case .valuesAfter(let table) = completion else { return [] }
        return table.keys.sorted().map { ($0, table[$0] ?? []) }
    }

    /// `text` in single quotes for bash and zsh (`'` written as `'\''`).
    static func posixQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `text` in single quotes for fish (`\` and `'` escaped with a backslash).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#) + "'"
    }
}

/// The completion script for `shell` completing `commands` (and `globalOptions`).
public func completionScript(
    for shell: Shell, commands: [CommandSpecification],
    globalOptions: [OptionSpecification] = GlobalOptions.specifications, language: Language = .fallback
) -> String {
    CompletionScript(shell: shell, commands: commands, globalOptions: globalOptions, language: language).text
}
