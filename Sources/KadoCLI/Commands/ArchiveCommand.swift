import Foundation
import KadoApp
import KadoCore

/// `kado archive HABIT`: hides a habit from Today and freezes its score, keeping its history.
struct ArchiveCommand: Command {
    static let configuration = CommandConfiguration(
        name: "archive",
        summary: HelpText("cli.help.archive.summary"),
        changesData: true)

    @Argument(.habit) var habit: String

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.habits.archive(try tracker.habits.resolve(self.habit), in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.archivedHabit(HabitPresentation.name(habit))))
    }
}
