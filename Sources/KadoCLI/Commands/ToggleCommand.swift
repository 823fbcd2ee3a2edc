import KadoApp
import KadoCore

/// `kado toggle HABIT [DAY]`: Kadō's "Complete habit" quick action with its toggle semantics:
/// done when not done, undone when done. Counters, timers and at-most habits take a value.
struct ToggleCommand: Command {
    static let configuration = CommandConfiguration(
        name: "toggle",
        summary: HelpText("cli.help.toggle.summary"),
        discussion: HelpText("cli.help.toggle.discussion"),
        examples: ["toggle Read", "toggle Read yesterday"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(.day) var day: DayText?

    func run(in context: CommandContext) throws {
        let (result, app) = try checkIn(.toggle, habit: habit, day: day, in: context)
        try report(result, in: app, context: context) { outcome, date in
            let isNegative = result.habit.type == .negative
            return switch outcome {
            case .removed: isNegative ? .slipRemovedFor(date) : .undoneFor(date)
            default: isNegative ? .slipLoggedFor(date) : .doneFor(date)
            }
        }
    }
}
