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
        summary: HelpText(
            "Open the full-screen grid of habits and recent days",
            french: "Ouvrir la grille plein écran des habitudes et des derniers jours"),
        discussion: HelpText(
            "One row a habit (its score and streak beside it), the last days as columns, today on the "
                + "right. Arrows or h j k l move; Space toggles (a counter: one more); Enter or a digit types a value; "
                + "s skips the day; n writes a note (N in $EDITOR); u undoes the last change made on this device "
                + "(as kado undo does); a adds a habit; / filters by name; w and m show the rates week by week and month by month; H and L (or "
                + "PgUp and PgDn) move the days shown; ? shows every key; q or Ctrl-C quits. Each change is saved "
                + "at once, as kado done or kado log would save it. It needs a terminal.",
            french:
                "Une ligne par habitude (son score et sa série à côté), les derniers jours en colonnes, aujourd’hui à "
                + "droite. Les flèches ou h j k l déplacent ; Espace coche ou décoche (un compteur : un de plus) ; "
                + "Entrée ou un chiffre saisit une valeur ; s saute le jour ; n écrit une note (N dans $EDITOR) ; u "
                + "annule le dernier changement fait sur cet appareil (comme kado undo) ; a ajoute une habitude ; / filtre par nom ; w et m "
                + "montrent les taux semaine par semaine et mois par mois ; H et L (ou PgPréc et PgSuiv) déplacent les "
                + "jours montrés ; ? montre toutes les touches ; q ou Ctrl-C quitte. Chaque changement est enregistré "
                + "aussitôt, comme kado done ou kado log l’enregistrerait. Il faut un terminal."),
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
