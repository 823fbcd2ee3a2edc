/// `kado help [COMMAND] [--man FOLDER]`: the help of kado or of one command, or its manual pages
/// written to a folder. The parser answers it itself (``CommandRequest/showHelp(_:)``,
/// ``CommandRequest/writeManualPages(folder:command:)``): help needs no database and no context.
struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "help",
        summary: HelpText("Show help for kado or for one command", french: "Afficher l’aide de kado ou d’une commande"),
        examples: ["help", "help add", "help --man ~/.local/share/man/man1"], printsJSON: false)

    @Argument(
        "COMMAND", help: HelpText("The command to describe", french: "La commande à décrire"), completion: .command)
    var command: String?
    @Option(
        "man", "FOLDER",
        help: HelpText(
            "Write the manual pages (kado.1, and kado-COMMAND.1 for each command, or only COMMAND's) to this folder, "
                + "for man",
            french: "Écrire les pages de manuel (kado.1, et kado-COMMANDE.1 pour chaque commande, ou seulement "
                + "celle de COMMANDE) dans ce dossier, pour man"),
        completion: .file)
    var manualFolder: String?

    func validate() throws(UsageError) {
        if manualFolder == "" { throw .invalidValue("", for: _manualFolder.specification.spelling, problem: .filePath) }
    }
}
