import Foundation
import KadoApp
import KadoCore

/// `kado log HABIT VALUE [DAY]`: Kadō's "Log habit value" quick action. `VALUE` sets the day's
/// total (minutes for a timer); `+VALUE` adds to it.
struct LogCommand: Command {
    static let configuration = CommandConfiguration(
        name: "log",
        summary: HelpText(
            "Set a day's total of a counter, timer or at-most habit (+N adds to it)",
            french: "Fixer le total d’un jour d’un compteur, d’un minuteur ou d’une habitude « au plus » (+N y ajoute)"),
        discussion: HelpText(
            "VALUE replaces what the day holds: kado log Water 3 leaves 3 glasses, however many were "
                + "logged before; 0 clears the day. +VALUE adds to the day's total instead. A timer holds at most "
                + "24 hours (1440 minutes) a day.",
            french:
                "VALEUR remplace ce que le jour contient : kado log Eau 3 laisse 3 verres, quel que soit le nombre noté "
                + "avant ; 0 vide le jour. +VALEUR ajoute plutôt au total du jour. Un minuteur compte au plus 24 heures "
                + "(1440 minutes) par jour."),
        examples: ["log Water 2", "log Water +1", "log Meditate 15 yesterday"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "VALUE",
        help: HelpText(
            "The day's new total, a number of 0 or more (minutes for a timer); +N adds N to it",
            french: "Le nouveau total du jour, un nombre de 0 ou plus (des minutes pour un minuteur) ; +N y ajoute N"),
        parse: Self.action)
    var action: CheckIn
    @Argument(.day) var day: DayText?

    func run(in context: CommandContext) throws {
        let (result, app) = try checkIn(action, habit: habit, day: day, in: context)
        try report(result, in: app, context: context)
    }

    /// What VALUE asks for: `N` sets the day's total, `+N` adds N to it.
    static func action(_ text: String, argument: String) throws(UsageError) -> CheckIn {
        let adding = text.hasPrefix("+")
        let value: Double
        do {
            value = try ValueParser.nonNegativeNumber(adding ? String(text.dropFirst()) : text, argument: argument)
        } catch {
            throw .invalidValue(text, for: argument, problem: .loggedValue)
        }
        return adding ? .add(value) : .set(value)
    }
}
