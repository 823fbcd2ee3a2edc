import KadoApp
import KadoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado tui`: the full-screen grid of habits × recent days, driven with the keyboard.
///
/// The day's automatic backup is written in the background (``GridBackups``) so that no key waits
/// for it; on the way out it is finished or abandoned before the terminal is restored, and what
/// matters of it is said on the normal screen.
struct TuiCommand: Command {
    static let configuration = CommandConfiguration(
        name: "tui",
        summary: HelpText("cli.help.tui.summary"),
        discussion: HelpText("cli.help.tui.discussion"),
        examples: ["tui", "tui --db ~/habits.sqlite"], createsDatabase: true)

    func run(in context: CommandContext) throws {
        guard GridTerminal.isAvailable else { throw GridTerminalError.notATerminal }
        let tracker = try context.openTracker()
        guard let terminal = GridTerminal() else { throw GridTerminalError.notATerminal }
        var endingSignal: Int32?
        do {
            defer { terminal.restore() }
            let backups = context.openTrackerToHandOver.map {
                GridBackups(openTracker: $0, wakeUp: terminal.wakeUp)
            }
            let session = try GridSession(
                tracker: tracker, terminal: terminal, style: context.style, editor: context.editor, backups: backups)
            endingSignal = session.run()
            if let backups {
                let words = try context.words(tracker)
                // Said once the main screen is back.
                var said: [String] = []
                backups.finish(words: words) { said.append($0) }
                terminal.restore()
                for line in said { context.printError(line) }
            }
        }
        // SIGTERM, SIGHUP…: the process ends by the signal, as it would have without the grid.
        if let endingSignal {
            signal(endingSignal, SIG_DFL)
            raise(endingSignal)
        }
    }
}
