import Foundation
import KadoApp
import KadoCore

/// `kado undo`: takes back the last change made on this device (``HistoryUseCases/undoLastChange(in:)``)
/// and says what it undid; `kado undo HABIT [DAY]` removes a day's records (notes are kept).
struct UndoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "undo",
        summary: HelpText(
            "Undo the last change made on this device, or remove a day's records of a habit",
            french:
                "Annuler le dernier changement fait sur cet appareil, ou effacer les relevés d’une habitude pour un jour"
        ),
        discussion: HelpText(
            "Without HABIT, takes back the last change made on this device (a check-in, a value, a skip, "
                + "a note, kado done A B C as one change, a habit added, edited, archived, deleted or moved) and says "
                + "what it undid; run it again to go further back (the last 100 changes are kept). The journal stays "
                + "on this device: a habit that another device changed since, by sync, is left as it is and named. "
                + "With HABIT, removes the day's records of that habit (notes are kept).",
            french:
                "Sans HABITUDE, reprend le dernier changement fait sur cet appareil (une validation, une valeur, une "
                + "excuse, une note, kado done A B C comme un seul changement, une habitude ajoutée, modifiée, "
                + "archivée, supprimée ou déplacée) et dit ce qu’il a annulé ; relancez-le pour remonter plus loin "
                + "(les 100 derniers changements sont gardés). Le journal reste sur cet appareil : une habitude "
                + "qu’un autre appareil a changée depuis, par la synchronisation, est laissée telle quelle et nommée. "
                + "Avec HABITUDE, efface les relevés du jour de cette habitude (les notes sont gardées)."),
        examples: ["undo", "undo Read", "undo Read 2026-04-09"], changesData: true)

    @Argument(
        "HABIT",
        help: HelpText(
            "The habit whose day to clear: its id, its exact name, or a unique beginning of its name; without it, "
                + "the last change made on this device is undone",
            french: "L’habitude dont effacer le jour : son identifiant, son nom exact, ou un début de nom qu’elle "
                + "seule a ; sans elle, le dernier changement fait sur cet appareil est annulé"),
        completion: .habit)
    var habit: String?
    @Argument(.day) var day: DayText?

    func run(in context: CommandContext) throws {
        guard let habit else { return try undoLastChange(in: context) }
        let (result, app) = try checkIn(.undo, habit: habit, day: day, in: context)
        try report(result, in: app, context: context)
    }

    private func undoLastChange(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let words = Localizer(language: app.settings.language)
        let result = try tracker.history.undoLastChange(in: app)
        if context.usesJSON {
            try context.printJSON(UndoReport(result))
        } else if let result {
            if !result.undone.isEmpty {
                let what = result.change.map { Self.describe($0, habits: result.undone, today: app.today, words) }
                context.print(what.map { words(.undid($0)) } ?? words(.undidLastChange))
            }
            for kept in result.kept {
                context.print(words(.notUndone(TerminalText.safe(kept.habit.name), kept.reason)))
            }
        } else {
            context.print(words(.nothingToUndoHere))
        }
        if let result, result.undidNothing { throw UndoRefused() }
    }

    /// `checked in Read and Walk on Tue 1 Dec`: `change`, said of `habits` (those undone).
    static func describe(
        _ change: UndoableChange, habits: [UndoableChange.Subject], today: LogicalDay, _ words: Localizer
    ) -> String {
        let names = words.list(habits.map { TerminalText.safe($0.name) })
        let days = change.day.map { words.onDays(from: $0, through: change.lastDay, today: today) }
        return words(.change(change.kind, names, on: days))
    }
}

/// `kado undo --json`: what was undone (`change` is `null` when there was nothing to undo).
private struct UndoReport: Encodable {
    struct Change: Encodable {
        let kind: String
        let day: LogicalDay?
        let lastDay: LogicalDay?
    }

    struct Kept: Encodable {
        let habit: String
        let id: UUID
        let reason: String
    }

    let change: Change?
    let undone: [String]
    let kept: [Kept]

    init(_ result: UndoResult?) {
        change = result?.change.map { Change(kind: $0.kind.rawValue, day: $0.day, lastDay: $0.lastDay) }
        undone = result?.undone.map(\.name) ?? []
        kept = result?.kept.map { Kept(habit: $0.habit.name, id: $0.habit.id, reason: $0.reason.rawValue) } ?? []
    }
}
