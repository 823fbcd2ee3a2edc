import Foundation
import KadoApp
import KadoCore

/// `kado delete HABIT [--yes]`: moves a habit and its history to the trash for 30 days, after
/// asking on a terminal.
struct DeleteCommand: Command {
    static let configuration = CommandConfiguration(
        name: "delete",
        summary: HelpText("cli.help.delete.summary"),
        discussion: HelpText("cli.help.delete.discussion"),
        changesData: true)

    @Argument(.habit) var habit: String
    @Flag("yes", short: "y", help: HelpText("cli.help.delete.yes.help"))
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
