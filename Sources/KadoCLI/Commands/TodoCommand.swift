import KadoApp
import KadoCore

/// `kado todo`: what is still to do today, one habit a line. On a terminal each line has the
/// habit's mark and, for a counter or timer, its progress; anywhere else (a pipe, `fzf`, a shell
/// prompt) only the names, so that `kado todo | fzf | xargs -d '\n' kado done` works.
struct TodoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "todo",
        summary: HelpText("cli.help.todo.summary"),
        discussion: HelpText("cli.help.todo.discussion"),
        examples: ["todo", "todo | fzf | xargs -d '\\n' kado done", "todo --json"])

    func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let todo = try tracker.views.todo(in: app)
        if context.usesJSON {
            try context.printJSON(todo.map { HabitStatus(habit: $0.habit, evaluation: $0.evaluation) })
            return
        }
        guard context.isOutputTerminal else {
            for summary in todo { context.print(HabitPresentation.name(summary.habit)) }
            return
        }
        let words = Localizer(language: app.settings.language)
        guard !todo.isEmpty else { return context.print(context.style.dim(words(.nothingLeftToday))) }
        var table = TextTable(columns: [
            .init(""), .init(words(.habitColumn), maximumWidth: 40, minimumWidth: 10),
            .init(words(.today), dropOrder: 1),
        ])
        for summary in todo {
            table.append([
                HabitPresentation.mark(of: summary, style: context.style),
                context.style.colored(HabitPresentation.name(summary.habit), summary.habit.color),
                CheckInStyle(summary.habit.type).takesValue
                    ? context.style.dim(HabitPresentation.progress(of: summary, in: words)) : "",
            ])
        }
        context.print(table.render(showsHeader: false, style: context.style, width: context.width))
    }
}
