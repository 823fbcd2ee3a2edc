import KadoApp
import KadoCore

/// `kado todo`: what is still to do today, one habit a line. On a terminal each line has the
/// habit's mark and, for a counter or timer, its progress; anywhere else (a pipe, `fzf`, a shell
/// prompt) only the names, so that `kado todo | fzf | xargs -d '\n' kado done` works.
struct TodoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "todo",
        summary: HelpText(
            "List what is still to do today, one habit a line",
            french: "Lister ce qui reste à faire aujourd’hui, une habitude par ligne"),
        discussion: HelpText(
            "Only the habits due today whose day is neither met nor excused, in the list's order: a "
                + "counter part-way (3/8) is listed, a habit to avoid or within its at-most limit is not. On a "
                + "terminal each line has its mark and progress; in a pipe only the names, for scripts, prompts and "
                + "fzf. --json prints the same habits as kado today --json does.",
            french:
                "Seulement les habitudes prévues aujourd’hui dont le jour n’est ni atteint ni excusé, dans l’ordre de "
                + "la liste : un compteur à mi-chemin (3/8) est listé, une habitude à éviter ou dans sa limite « au "
                + "plus » ne l’est pas. Dans un terminal, chaque ligne a sa marque et sa progression ; dans un tube, "
                + "seulement les noms, pour les scripts, les invites et fzf. --json écrit les mêmes habitudes que "
                + "kado today --json."),
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
            .init(""), .init("Habit", maximumWidth: 40, minimumWidth: 10), .init("Today", dropOrder: 1),
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
