import Foundation
import KadoApp
import KadoCore

/// `kado delete HABIT [--yes]`: moves a habit and its history to the trash for 30 days, after
/// asking on a terminal.
struct DeleteCommand: Command {
    static let configuration = CommandConfiguration(
        name: "delete",
        summary: HelpText(
            "Move a habit and its whole history to the trash",
            french: "Mettre une habitude et tout son historique à la corbeille"),
        discussion: HelpText(
            "On a terminal, kado asks before deleting; elsewhere it needs --yes. The habit stays in the "
                + "trash with its history for 30 days (kado trash restore HABIT brings it back), then its history is "
                + "deleted for good.",
            french: "Dans un terminal, kado demande avant de supprimer ; ailleurs, il lui faut --yes. L’habitude reste "
                + "dans la corbeille avec son historique pendant 30 jours (kado trash restore HABITUDE la fait "
                + "revenir), puis son historique est supprimé pour de bon."),
        changesData: true)

    @Argument(.habit) var habit: String
    @Flag("yes", short: "y", help: HelpText("Delete without asking", french: "Supprimer sans demander"))
    var yes: Bool

    /// `kado delete --json`: which habit, and whether it was deleted (no when the answer was no).
    struct Deletion: Encodable {
        let id: UUID
        let name: String
        let deleted: Bool
    }

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.habits.resolve(self.habit)
        let words = Localizer(language: app.settings.language)
        if !yes {
            guard let confirm = context.confirm else {
                throw UsageError(.deleteNeedsConfirmation)
            }
            let records = try tracker.habits.recordCount(of: habit)
            guard confirm(words(.moveToTrashQuestion(HabitPresentation.name(habit), words.count(records, .record))))
            else {
                if context.usesJSON {
                    return try context.printJSON(Deletion(id: habit.id, name: habit.name, deleted: false))
                }
                context.print(words(.nothingDeleted))
                return
            }
        }
        try tracker.habits.delete(habit, in: app)
        if context.usesJSON { return try context.printJSON(Deletion(id: habit.id, name: habit.name, deleted: true)) }
        context.print(words(.movedToTrash(HabitPresentation.name(habit))))
    }
}
