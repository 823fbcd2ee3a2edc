import Foundation
import KadoApp
import KadoCore

/// `kado calendar [--ics] [--days N]`: the habits due on the coming days — as an agenda in the
/// person's language, or, with `--ics`, as the iCalendar document `kado serve` publishes at
/// `/calendar.ics` (to import into a calendar, or to check what a subscription will show).
struct CalendarCommand: Command {
    static let configuration = CommandConfiguration(
        name: "calendar",
        summary: HelpText("cli.help.calendar.summary"),
        discussion: HelpText("cli.help.calendar.discussion"),
        examples: ["calendar", "calendar --days 7", "calendar --ics > habits.ics", "calendar --ics --days 90"],
        printsJSON: false)

    @Flag(
        "ics",
        help: HelpText("cli.help.calendar.ics.help"))
    var ics: Bool

    @Option(
        "days", "N",
        help: HelpText("cli.help.calendar.help"),
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
