import Foundation
import KadoApp
import KadoCore

/// `kado calendar [--ics] [--days N]`: the habits due on the coming days — as an agenda in the
/// person's language, or, with `--ics`, as the iCalendar document `kado serve` publishes at
/// `/calendar.ics` (to import into a calendar, or to check what a subscription will show).
struct CalendarCommand: Command {
    static let configuration = CommandConfiguration(
        name: "calendar",
        summary: HelpText(
            "Show the habits due on the coming days, or print them as an iCalendar feed",
            french: "Montrer les habitudes dues les jours qui viennent, ou les écrire en flux iCalendar"),
        discussion: HelpText(
            "Lists, day by day from today, each habit its schedule asks for that day (skipped and paused days "
                + "left out, archived habits too), with the time of its first reminder. With --ics, prints the "
                + "same as an iCalendar (RFC 5545) document, with the 7 days before today (done days marked ✓): "
                + "all-day events, or events at the first reminder's time with an alarm for each reminder; no note "
                + "and no description goes in. kado serve publishes it at /calendar.ics for calendar apps to "
                + "subscribe to (kado serve feed-token makes its address).",
            french:
                "Liste, jour par jour à partir d’aujourd’hui, chaque habitude que son rythme demande ce jour-là (jours "
                + "sautés ou en pause exclus, habitudes archivées aussi), avec l’heure de son premier rappel. Avec "
                + "--ics, écrit la même chose en document iCalendar (RFC 5545), avec les 7 jours avant aujourd’hui "
                + "(jours faits marqués ✓)\(Phrase.space): des événements sur la journée, ou à l’heure du premier "
                + "rappel avec une alarme par rappel\(Phrase.space); ni note ni description n’y figure. kado serve le "
                + "publie à /calendar.ics pour que les agendas s’y abonnent (kado serve feed-token en crée "
                + "l’adresse)."),
        examples: ["calendar", "calendar --days 7", "calendar --ics > habits.ics", "calendar --ics --days 90"],
        printsJSON: false)

    @Flag(
        "ics",
        help: HelpText(
            "Print an iCalendar (.ics) document instead of the agenda",
            french: "Écrire un document iCalendar (.ics) au lieu de l’agenda"))
    var ics: Bool

    @Option(
        "days", "N",
        help: HelpText(
            "How many days to show, from today (1 to 366, default 30)",
            french: "Combien de jours montrer, à partir d’aujourd’hui (de 1 à 366, 30 par défaut)"),
        parse: { text, name throws(UsageError) in
            try ValueParser.integer(text, argument: name, in: CalendarFeedUseCases.dayRange)
        })
    var days: Int?

    func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let days = self.days ?? CalendarFeedUseCases.defaultDays
        if ics {
            return context.writeData(Data(try tracker.calendarFeed.document(days: days).text.utf8))
        }
        let (events, app) = try tracker.calendarFeed.events(days: days)
        let words = Localizer(language: app.settings.language)
        guard try !tracker.habits.all().isEmpty else { return context.print(words(.noHabitsYet)) }
        let coming = events.filter { $0.day >= app.today }
        guard !coming.isEmpty else { return context.print(words(.nothingDueInCalendar(words.count(days, .day)))) }
        var blocks: [String] = []
        var day: LogicalDay?
        var lines: [String] = []
        for event in coming {
            if event.day != day {
                if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
                day = event.day
                let heading = words.longDate(event.day)
                lines = [context.style.bold(event.day == app.today ? words(.todayHeading(heading)) : heading)]
            }
            lines.append("  " + line(for: event, timeZone: app.calendar.boundary.timeZone))
        }
        if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
        context.print(blocks.joined(separator: "\n\n"))
    }

    /// `08:00  Meditate`, `       Read`, `✓      Read` (a day done): the time of the first reminder
    /// (on the wall clock of `timeZone`), or room for one, then the name.
    private func line(for event: CalendarFeedEvent, timeZone: TimeZone) -> String {
        var time = "     "
        if let start = event.start {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: start)
            time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        return (event.isDone ? "✓ " : "  ") + time + "  " + TerminalText.safe(event.name)
    }
}
