import KadoApp
import KadoCore

/// `kado toggle HABIT [DAY]`: Kadō's "Complete habit" quick action with its toggle semantics:
/// done when not done, undone when done. Counters, timers and at-most habits take a value.
struct ToggleCommand: Command {
    let specification = CommandCatalog.toggle

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let day = try Tracker.day(arguments.argument("DAY"), today: app.today)
        let result = try tracker.checkIn(.toggle, habit: arguments.argument("HABIT"), day: day, in: app)
        let (habit, summary) = (result.habit, result.summary)
        if context.usesJSON {
            try context.printJSON(HabitStatus(habit: habit, evaluation: summary.evaluation))
            return
        }
        let words = Localizer(language: app.settings.language)
        let date = "\(day)"
        let what: Phrase
        switch result.outcome {
        case .removed: what = habit.type == .negative ? .slipRemovedFor(date) : .undoneFor(date)
        default: what = habit.type == .negative ? .slipLoggedFor(date) : .doneFor(date)
        }
        context.print(
            checkInLine(habit, what: words(what), day: day, summary: summary, words: words, style: context.style))
    }
}
