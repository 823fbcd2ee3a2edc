import Foundation
import KadoApp
import KadoCore

/// `kado unarchive HABIT`: brings an archived habit back.
struct UnarchiveCommand: Command {
    static let configuration = CommandConfiguration(
        name: "unarchive",
        summary: HelpText("cli.help.unarchive.summary"),
        changesData: true)

    @Argument(.habit) var habit: String

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.habits.unarchive(try tracker.habits.resolve(self.habit), in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.backOnToday(HabitPresentation.name(habit))))
    }
}
