import KadoApp
import KadoCore

/// `kado today` (and plain `kado`): the Today screen in the terminal.
struct TodayCommand: Command {
    let specification = CommandCatalog.today

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let view = try tracker.todayView()
        if context.usesJSON {
            try context.printJSON(view.all.map { HabitStatus(habit: $0.habit, evaluation: $0.evaluation) })
            return
        }
        let style = context.style
        var lines = [style.bold("Today") + style.dim(" · \(Self.weekdayName(view.day)) \(view.day)")]
        if view.all.isEmpty {
            lines.append("")
            lines.append("No habits yet. Add one: kado add \"Read 20 pages\"")
        }
        for (title, summaries) in [("Scheduled", view.scheduled), ("Not scheduled today", view.notScheduled)]
        where !summaries.isEmpty {
            lines.append("")
            lines.append(style.bold(title))
            var table = TextTable(columns: [
                .init(""), .init("Habit", maximumWidth: 32), .init("Today"), .init("Streak", alignedRight: true),
                .init("Score", alignedRight: true),
            ])
            for summary in summaries {
                let evaluation = summary.evaluation
                table.append([
                    HabitPresentation.mark(of: summary, style: style),
                    style.colored(HabitPresentation.name(summary.habit), summary.habit.color),
                    HabitPresentation.progress(of: summary),
                    HabitPresentation.streak(evaluation.streakDisplay),
                    "\(evaluation.scorePercent)%",
                ])
            }
            lines.append(
                table.render(showsHeader: false, style: style).split(separator: "\n").map { "  " + $0 }.joined(
                    separator: "\n"))
        }
        let due = view.scheduled.count
        let done = view.scheduled.filter(\.isDoneToday).count
        if due > 0 {
            lines.append("")
            lines.append(style.dim("\(done) of \(due) done"))
        }
        context.print(lines.joined(separator: "\n"))
    }

    static func weekdayName(_ day: LogicalDay) -> String {
        day.weekday.name.prefix(1).uppercased() + day.weekday.name.dropFirst()
    }
}
