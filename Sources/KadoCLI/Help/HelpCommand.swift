/// `kado help [COMMAND] [--man FOLDER]`: the help of kado or of one command, or its manual pages
/// written to a folder. The parser answers it itself (``CommandRequest/showHelp(_:)``,
/// ``CommandRequest/writeManualPages(folder:command:)``): help needs no database and no context.
struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "help",
        summary: HelpText("cli.help.help.summary"),
        examples: ["help", "help add", "help --man ~/.local/share/man/man1"], printsJSON: false)

    @Argument(
        "COMMAND", help: HelpText("cli.help.help.command.help"), completion: .command)
    var command: String?
    @Option(
        "man", "FOLDER",
        help: HelpText("cli.help.help.manualFolder.help"),
        completion: .file)
    var manualFolder: String?

    func validate() throws(UsageError) {
        if manualFolder == "" { throw .invalidValue("", for: _manualFolder.specification.spelling, problem: .filePath) }
    }
}
