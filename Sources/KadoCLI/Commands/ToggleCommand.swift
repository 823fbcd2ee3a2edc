import KadoApp
import KadoCore

/// `kado toggle HABIT [DAY]`: Kadō's "Complete habit" quick action with its toggle semantics:
/// done when not done, undone when done. Counters, timers and at-most habits take a value.
struct ToggleCommand: Command {
    let specification = CommandCatalog.toggle

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let day = try tracker.day(arguments.argument("DAY"))
        switch habit.type {
        case .binary, .negative: break
        case .counter, .timer, .atMost:
            throw AppError.wrongType(
                habit: habit.name, action: "toggled", hint: "it takes a value: kado log \"\(habit.name)\" VALUE")
        }
        let outcome = try tracker.toggle(habit, on: day)
        let summary = try tracker.summary(of: habit)
        let evaluation = summary.evaluation
        if context.usesJSON {
            try context.printJSON(HabitStatus(habit: habit, evaluation: evaluation))
            return
        }
        let words = try context.words(tracker)
        let date = "\(day)"
        let what: Phrase
        switch outcome {
        case .removed: what = habit.type == .negative ? .slipRemovedFor(date) : .undoneFor(date)
        default: what = habit.type == .negative ? .slipLoggedFor(date) : .doneFor(date)
        }
        context.print(
            checkInLine(habit, what: words(what), day: day, summary: summary, words: words, style: context.style))
    }
}
