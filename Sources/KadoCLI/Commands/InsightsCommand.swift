import Foundation
import KadoApp
import KadoCore

/// `kado insights [--days N]`: what the days say — which habits go together, each habit's weekdays
/// and hours, and its last 4 weeks against the 12 before — with only what survives a
/// false-discovery control called a finding.
struct InsightsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "insights",
        summary: HelpText(
            "Show what goes with what, each habit's best weekdays and hours, and its trend",
            french: "Montrer ce qui va avec quoi, les meilleurs jours et heures de chaque habitude, et sa tendance"),
        discussion: HelpText(
            "Looks at the days before today (a year unless --days says otherwise; the days each habit was due, "
                + "not skipped, not paused). Two habits go together when one is done more often on the days the "
                + "other is, the same day or the next, within the same weekdays of the same months, and the "
                + "difference survives a false-discovery control (Benjamini–Yekutieli, 5%) across every pair; a pair "
                + "needs 28 shared days. Weekdays and trends are tested the same way across habits; hours are "
                + "described from the check-ins made on their own day (20 at least). Associations are not causes.",
            french:
                "Regarde les jours avant aujourd’hui (un an sauf --days\(Phrase.space); les jours où chaque habitude "
                + "était due, ni sautée ni en pause). Deux habitudes vont ensemble quand l’une est faite plus souvent "
                + "les jours où l’autre l’est, le même jour ou le lendemain, à jours de la semaine et mois égaux, et que "
                + "l’écart résiste à un contrôle des fausses découvertes (Benjamini–Yekutieli, 5\(Phrase.space)%) sur "
                + "toutes les paires\(Phrase.space); une paire demande 28 jours en commun. Les jours de la semaine et "
                + "les tendances sont testés de même sur toutes les habitudes\(Phrase.space); les heures sont décrites "
                + "d’après les pointages faits le jour même (20 au moins). Une association n’est pas une cause."),
        examples: ["insights", "insights --days 180", "insights --json"])

    @Option(
        "days", "N",
        help: HelpText(
            "How many days to look back, ending yesterday (28 to 1095, default 365)",
            french: "Combien de jours regarder, jusqu’à hier (de 28 à 1095, 365 par défaut)"),
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
