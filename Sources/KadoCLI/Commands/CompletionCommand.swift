/// `kado completion bash|zsh|fish`: prints a completion script.
struct CompletionCommand: Command {
    let specification = CommandCatalog.completion

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let shell = try ValueParser.shell(arguments.argument("SHELL") ?? "")
        var text = completionScript(for: shell, commands: CommandCatalog.all)
        if text.hasSuffix("\n") { text.removeLast() }
        context.print(text)
    }
}
