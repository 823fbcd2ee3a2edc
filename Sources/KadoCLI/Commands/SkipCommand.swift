import Foundation
import KadoApp
import KadoCore

/// `kado skip HABIT [DAY | FROM..TO]`: excuses a day or a range.
struct SkipCommand: Command {
    static let configuration = CommandConfiguration(
        name: "skip",
        summary: HelpText("cli.help.skip.summary"),
        examples: ["skip Run", "skip Run 2026-08-01..2026-08-15"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "DAYS",
        help: HelpText("cli.help.skip.days.help"),
        completion: .day, parse: DayRangeText.parse)
    var days: DayRangeText?

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let days = try self.days?.resolved(today: app.today) ?? DayRange(day: app.today)
        let result = try tracker.checkIns.checkIn(
            .skip(through: days.last, note: nil), habit: habit, day: days.first, in: app)
        let (habit, outcome) = (result.habit, result.outcome)
        if context.usesJSON { return try report(result, in: app, context: context) }
        let words = Localizer(language: app.settings.language)
        let span =
            days.count == 1
            ? words(.onDay("\(days.first)"))
            : words(.dayRange("\(days.first)", "\(days.last)", words.count(days.count, .day)))
        let what: Phrase = outcome == .unchanged ? .alreadyExcusedOn(span) : .excusedOn(span)
        context.print(context.style.colored(HabitPresentation.name(habit), habit.color) + words.colon + words(what))
    }
}
