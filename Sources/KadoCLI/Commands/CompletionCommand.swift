import KadoApp

/// `kado completion bash|zsh|fish`: prints a completion script.
struct CompletionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "completion",
        summary: HelpText("cli.help.completion.summary"),
        discussion: HelpText("cli.help.completion.discussion"),
        printsJSON: false)

    @Argument(
        "SHELL", help: HelpText("cli.help.completion.shell.help"),
        completion: .values(Shell.allCases.map(\.rawValue)), parse: ValueParser.shell)
    var shell: Shell

    /// The script describes commands and options in the help's language: the settings' (read
    /// read-only, nothing is created), else the environment's.
    func run(in context: CommandContext) throws {
        let language = Tracker.storedLanguage(databasePath: context.databasePath) ?? context.language
        var text = completionScript(for: shell, commands: CommandCatalog.specifications, language: language)
        if text.hasSuffix("\n") { text.removeLast() }
        context.print(text)
    }
}
