/// `kado completion bash|zsh|fish`: prints a completion script.
struct CompletionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "completion",
        summary: HelpText("Print a shell completion script", french: "Écrire un script de complétion pour le shell"),
        discussion: HelpText(
            "bash: source <(kado completion bash). zsh: kado completion zsh > \"${fpath[1]}/_kado\". "
                + "fish: kado completion fish > ~/.config/fish/completions/kado.fish.",
            french:
                "bash : source <(kado completion bash). zsh : kado completion zsh > \"${fpath[1]}/_kado\". fish : kado "
                + "completion fish > ~/.config/fish/completions/kado.fish."),
        printsJSON: false)

    @Argument(
        "SHELL", help: HelpText("bash, zsh or fish", french: "bash, zsh ou fish"),
        completion: .values(Shell.allCases.map(\.rawValue)), parse: ValueParser.shell)
    var shell: Shell

    func run(in context: CommandContext) throws {
        var text = completionScript(for: shell, commands: CommandCatalog.specifications)
        if text.hasSuffix("\n") { text.removeLast() }
        context.print(text)
    }
}
