import KadoApp
import KadoCore

/// `kado toggle HABIT [DAY]`: Kadō's "Complete habit" quick action with its toggle semantics:
/// done when not done, undone when done. Counters, timers and at-most habits take a value.
struct ToggleCommand: Command {
    static let configuration = CommandConfiguration(
        name: "toggle",
        summary: HelpText(
            "Mark a yes/no habit done, or undo it when it is done",
            french: "Marquer une habitude oui/non comme faite, ou l’annuler si elle l’est"),
        discussion: HelpText(
            "Kadō's Complete habit shortcut: done when not done, undone when done (a negative habit's "
                + "slip is logged or removed). Counters and timers take a value: use kado log.",
            french:
                "Le raccourci « Terminer l’habitude » de Kadō : faite si elle ne l’est pas, annulée si elle l’est (l’écart "
                + "d’une habitude à éviter est noté ou retiré). Compteurs et minuteurs prennent une valeur : utilisez "
                + "kado log."),
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
