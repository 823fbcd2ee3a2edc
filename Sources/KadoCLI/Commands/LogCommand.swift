import Foundation
import KadoApp
import KadoCore

/// `kado log HABIT VALUE [DAY]`: Kadō's "Log habit value" quick action. `VALUE` sets the day's
/// total (minutes for a timer); `+VALUE` adds to it.
struct LogCommand: Command {
    static let configuration = CommandConfiguration(
        name: "log",
        summary: HelpText("cli.help.log.summary"),
        discussion: HelpText("cli.help.log.discussion"),
        examples: ["log Water 2", "log Water +1", "log Meditate 15 yesterday"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "VALUE",
        help: HelpText("cli.help.log.action.help"),
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
