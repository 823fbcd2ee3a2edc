import KadoApp
import KadoCore

/// `kado tui`: the full-screen grid of habits × recent days, driven with the keyboard.
struct TuiCommand: Command {
    let specification = CommandCatalog.tui

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard GridTerminal.isAvailable else { throw GridTerminalError.notATerminal }
        let tracker = try context.openTracker()
        guard let terminal = GridTerminal() else { throw GridTerminalError.notATerminal }
        defer { terminal.restore() }
        let session = try GridSession(
            tracker: tracker, terminal: terminal, style: context.style, editor: context.editor)
        session.run()
    }
}
