import Foundation
import KadoApp
import KadoCore

/// `kado skip HABIT [DAY | FROM..TO]`: excuses a day or a range.
struct SkipCommand: Command {
    static let configuration = CommandConfiguration(
        name: "skip",
        summary: HelpText(
            "Excuse a habit on a day or a range of days (holidays, illness)",
            french: "Excuser une habitude un jour ou plusieurs jours de suite (vacances, maladie)"),
        examples: ["skip Run", "skip Run 2026-08-01..2026-08-15"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "DAYS",
        help: HelpText(
            "A DAY, or FROM..TO (both included, each a DAY); today when left out",
            french: "Un JOUR, ou DÉBUT..FIN (tous deux compris, chacun un JOUR) ; aujourd’hui s’il est omis"),
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
