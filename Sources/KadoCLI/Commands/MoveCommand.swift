import Foundation
import KadoApp
import KadoCore

/// `kado move HABIT POSITION`: reorders the habits.
struct MoveCommand: Command {
    static let configuration = CommandConfiguration(
        name: "move",
        summary: HelpText("cli.help.move.summary"),
        examples: ["move Read 1"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "POSITION", help: HelpText("cli.help.move.help"),
        parse: { text, name throws(UsageError) in try ValueParser.integer(text, argument: name, in: 1...100_000) })
    var position: Int

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.habits.resolve(self.habit)
        if habit.isArchived { throw AppError.archived(habit: habit.name) }
        let count = try tracker.habits.all().count
        guard position <= count else {
            throw UsageError.invalidValue(
                String(position), for: "POSITION", problem: .rule(.outOfRange(minimum: 1, maximum: count, unit: .none)))
        }
        try tracker.habits.move(habit, to: position, in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.moved(HabitPresentation.name(habit), position)))
    }
}
