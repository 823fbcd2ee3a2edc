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

    func run(in context: CommandContext) throws {
        var text = completionScript(for: shell, commands: CommandCatalog.specifications)
        if text.hasSuffix("\n") { text.removeLast() }
        context.print(text)
    }
}
