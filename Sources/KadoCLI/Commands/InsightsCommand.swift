import Foundation
import KadoApp
import KadoCore

/// `kado insights [--days N]`: what the days say — which habits go together, each habit's weekdays
/// and hours, and its last 4 weeks against the 12 before — with only what survives a
/// false-discovery control called a finding.
struct InsightsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "insights",
        summary: HelpText("cli.help.insights.summary"),
        discussion: HelpText("cli.help.insights.discussion"),
        examples: ["insights", "insights --days 180", "insights --json"])

    @Option(
        "days", "N",
        help: HelpText("cli.help.insights.help"),
        parse: { text, name throws(UsageError) in
            try ValueParser.integer(text, argument: name, in: ViewUseCases.insightDays)
        })
    var days: Int?

    func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let insights = try tracker.views.insights(days: days ?? ViewUseCases.defaultInsightDays, in: app)
        if context.usesJSON { return try context.printJSON(InsightsDocument(insights)) }
        let words = Localizer(language: app.settings.language)
        guard !insights.habits.isEmpty else { return context.print(words(.noHabitsYet)) }
        context.print(InsightsText(insights: insights, words: words, style: context.style).render())
    }
}
