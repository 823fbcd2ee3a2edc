import Foundation
import KadoApp
import KadoCore

/// `kado today` (and plain `kado`): the Today screen in the terminal.
struct TodayCommand: Command {
    static let configuration = CommandConfiguration(
        name: "today", summary: HelpText("cli.help.today.summary"),
        discussion: HelpText("cli.help.today.discussion"),
        examples: ["today", "today --json", "today --markdown >> ~/Notes/$(date +%F).md"])

    @Flag(
        "markdown",
        help: HelpText("cli.help.today.markdown.help"))
    var markdown: Bool

    func run(in context: CommandContext) throws {
        if markdown { return try printMarkdown(in: context) }
        let tracker = try context.openTrackerForReading()
        // The settings read once, for the screen, its snapshot check and its words.
        let app = try tracker.context()
        let view = try tracker.views.todayView(in: app)
        if context.usesJSON {
            try context.printJSON(
                view.all.map {
                    HabitStatus(habit: $0.habit, evaluation: $0.evaluation, isScorePending: $0.isScorePending)
                })
            return
        }
        let style = context.style
        let words = Localizer(language: app.settings.language)
        let date =
            words.language == .english ? "\(words.weekdayName(view.day.weekday)) \(view.day)" : words.longDate(view.day)
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
                .init(""), .init(words(.habitColumn), maximumWidth: 32, minimumWidth: 10),
                .init(words(.today), minimumWidth: 14), .init(words(.streak), alignedRight: true, dropOrder: 2),
                .init(words(.score), alignedRight: true, dropOrder: 1),
            ])
            for summary in summaries {
                let evaluation = summary.evaluation
                // A score being recomputed shows the pending mark, never a number it is not.
                let pending = summary.isScorePending ? words(.pendingValue) : nil
                table.append([
                    HabitPresentation.mark(of: summary, style: style),
                    style.colored(HabitPresentation.name(summary.habit), summary.habit.color),
                    HabitPresentation.progress(of: summary, in: words),
                    pending ?? HabitPresentation.streak(evaluation.streakDisplay, in: words),
                    pending ?? words.percent(evaluation.scorePercent),
                ])
            }
            // Indented as it is rendered: splitting 900 rows' text into lines again costs as much
            // as reading their summaries (a String splits by Characters).
            lines.append(
                table.render(showsHeader: false, style: style, width: context.width.map { $0 - 2 }, indent: "  "))
        }
        let due = view.scheduled.count
        let done = view.scheduled.filter(\.isDoneToday).count
        if due > 0 {
            lines.append("")
            lines.append(style.dim(words(.doneOfDue(done, due))))
        }
        let pending = view.all.count { $0.isScorePending }
        if pending > 0 {
            lines.append("")
            lines.append(style.dim(words(.scoresPending(pending))))
        }
        context.print(LineFitting.truncated(lines.joined(separator: "\n"), width: context.width))
    }

    /// `--markdown`: today's section of the daily notes (``DailyNoteMarkdown``), so far.
    private func printMarkdown(in context: CommandContext) throws {
        if context.usesJSON { throw UsageError.jsonRefused(by: "today --markdown") }
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let notes = try tracker.views.dayNotes(from: app.today, through: app.today, in: app)
        let markdown = DailyNoteMarkdown(words: Localizer(language: app.settings.language))
        context.writeData(Data(markdown.section(day: app.today, entries: notes.days.first?.entries ?? []).utf8))
    }
}
