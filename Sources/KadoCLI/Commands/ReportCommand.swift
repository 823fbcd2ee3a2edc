import Foundation
import KadoApp
import KadoCore

/// `kado report [--week | --month]`: every habit week by week (the last 8) or month by month (the
/// last 6): each period's completion rate, the current streak, and today's score with a sparkline
/// of the score at each period's end.
struct ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report",
        summary: HelpText("cli.help.report.summary"),
        discussion: HelpText("cli.help.report.discussion"),
        examples: ["report", "report --month", "report --json"])

    @Flag(
        "week",
        help: HelpText("cli.help.report.week.help")
    )
    var week: Bool
    @Flag("month", help: HelpText("cli.help.report.month.help"))
    var month: Bool

    func validate() throws(UsageError) {
        if week, month { throw .unexpectedArgument(_month.specification.spelling, command: Self.configuration.name) }
    }

    func run(in context: CommandContext) throws {
        let period: StatisticsPeriod = month ? .month : .week
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let report = try tracker.views.report(by: period, count: period == .month ? 6 : 8, in: app)
        if context.usesJSON { return try context.printJSON(ReportJSON(report)) }
        let words = Localizer(language: app.settings.language)
        guard !report.rows.isEmpty else { return context.print(words(.noHabitsYet)) }
        let style = context.style
        let labels = report.starts.map { start in
            period == .month ? String("\(start)".prefix(7)) : String("\(start)".suffix(5))
        }
        let first = labels.first ?? ""
        let last = period == .month ? labels.last ?? "" : "\(app.today)"
        let title = period == .month ? words(.monthsFrom(first, last)) : words(.weeksFrom("\(report.starts[0])", last))
        var columns: [TextTable.Column] = [.init(words(.habitColumn), maximumWidth: 24, minimumWidth: 8)]
        columns += labels.enumerated().map { .init($1, alignedRight: true, dropOrder: $0 + 1) }
        columns += [
            .init(words(.streak), alignedRight: true, dropOrder: labels.count + 1), .init(words(.score)),
        ]
        var table = TextTable(columns: columns)
        for row in report.rows {
            let summary = row.summary
            let rates = row.periods.map { period -> String in
                guard let period, period.countedDays > 0 else { return style.dim("·") }
                return words.percent(Int((period.completionRate * 100).rounded()))
            }
            let trend = style.colored(Sparkline.render(row.scores.map { $0 ?? .nan }), summary.habit.color)
            table.append(
                [style.colored(HabitPresentation.name(summary.habit), summary.habit.color)] + rates + [
                    HabitPresentation.streak(summary.evaluation.streakDisplay, in: words),
                    words.percent(summary.evaluation.scorePercent) + " " + trend,
                ])
        }
        context.print(style.bold(title) + "\n\n" + table.render(style: style, width: context.width))
    }
}
