import KadoApp
import KadoCore

/// `kado today` (and plain `kado`): the Today screen in the terminal.
struct TodayCommand: Command {
    let specification = CommandCatalog.today

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        // The settings read once, for the screen, its snapshot check and its words.
        let app = try tracker.context()
        let view = try tracker.todayView(in: app)
        if context.usesJSON {
            try context.printJSON(view.all.map { HabitStatus(habit: $0.habit, evaluation: $0.evaluation) })
            return
        }
        let style = context.style
        let words = Localizer(language: app.settings.language)
        let date = words.language == .english ? "\(Self.weekdayName(view.day)) \(view.day)" : words.longDate(view.day)
        var lines = [style.bold(words(.today)) + style.dim(" · \(date)")]
        if view.all.isEmpty {
            lines.append("")
            lines.append(words(.noHabitsYet))
        }
        for (title, summaries) in [
            (words(.scheduled), view.scheduled), (words(.notScheduledToday), view.notScheduled),
        ] where !summaries.isEmpty {
            lines.append("")
            lines.append(style.bold(title))
            var table = TextTable(columns: [
                .init(""), .init("Habit", maximumWidth: 32, minimumWidth: 10), .init("Today", minimumWidth: 14),
                .init("Streak", alignedRight: true, dropOrder: 2), .init("Score", alignedRight: true, dropOrder: 1),
            ])
            for summary in summaries {
                let evaluation = summary.evaluation
                table.append([
                    HabitPresentation.mark(of: summary, style: style),
                    style.colored(HabitPresentation.name(summary.habit), summary.habit.color),
                    HabitPresentation.progress(of: summary, in: words),
                    HabitPresentation.streak(evaluation.streakDisplay, in: words),
                    words.percent(evaluation.scorePercent),
                ])
            }
            lines.append(
                table.render(showsHeader: false, style: style, width: context.width.map { $0 - 2 })
                    .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        }
        let due = view.scheduled.count
        let done = view.scheduled.filter(\.isDoneToday).count
        if due > 0 {
            lines.append("")
            lines.append(style.dim(words(.doneOfDue(done, due))))
        }
        context.print(LineFitting.truncated(lines.joined(separator: "\n"), width: context.width))
    }

    static func weekdayName(_ day: LogicalDay) -> String {
        day.weekday.name.prefix(1).uppercased() + day.weekday.name.dropFirst()
    }
}
