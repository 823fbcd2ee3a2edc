import Foundation
import KadoApp
import KadoCore

/// `kado remind [next|run|test|install] [--hours N]`: `next` lists the reminders of the coming hours, when each rings on
/// the wall clock, and why each will or will not ring. The schedule is the application layer's
/// (``ReminderUseCases/upcomingReminders(from:hours:includingDone:in:)``); this only prints it. `run`,
/// `test` and `install` are ``RemindRunAction``, ``RemindTestAction`` and ``RemindInstallAction``.
struct RemindCommand: Command {
    static let configuration = CommandConfiguration(
        name: "remind",
        summary: HelpText("cli.help.remind.summary"),
        discussion: HelpText("cli.help.remind.discussion"),
        examples: [
            "remind", "remind next --hours 48", "remind next --json", "remind run", "remind test", "remind install",
        ], createsDatabase: true)

    @Argument(
        "ACTION",
        help: HelpText("cli.help.remind.action.help"),
        completion: .values(Self.actions), parse: ValueParser.oneOf(Self.actions))
    var action: String?
    @Option(
        "hours", "N",
        help: HelpText("cli.help.remind.help"),
        parse: { text, name throws(UsageError) in try ValueParser.integer(text, argument: name, in: 1...168) })
    var hours: Int?

    /// The actions after `kado remind`.
    static let actions = ["next", "run", "test", "install"]

    /// One line of `kado remind next --json`.
    struct Entry: Encodable {
        let habit: String
        let habitID: UUID
        let reminderID: UUID
        let day: LogicalDay
        let time: String
        let at: String
        let fires: Bool
        let verdict: String
        /// Whether *Snooze* put it off (`at` is when it rings again).
        let snoozed: Bool
    }

    func run(in context: CommandContext) throws {
        switch action {
        case "run": return try RemindRunAction.run(in: context)
        case "test": return try RemindTestAction.run(in: context)
        case "install": return try RemindInstallAction.run(in: context)
        default: break
        }
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let ahead = hours ?? 24
        let coming = try tracker.reminders.upcomingReminders(from: context.now(), hours: ahead, in: app)
        let calendar = app.calendar.boundary.calendar
        if context.usesJSON {
            try context.printJSON(
                coming.map { entry in
                    let occurrence = entry.occurrence
                    return Entry(
                        habit: entry.habit.name, habitID: entry.habit.id, reminderID: occurrence.reminder.id,
                        day: occurrence.day, time: occurrence.reminder.time.description,
                        at: occurrence.instant.formatted(.iso8601), fires: occurrence.verdict == .fires,
                        verdict: occurrence.verdict.rawValue, snoozed: entry.isSnoozed)
                })
            return
        }
        let words = Localizer(language: app.settings.language)
        guard !coming.isEmpty else {
            context.print(words(.noRemindersAhead(ahead)))
            return
        }
        context.print(words(.remindersAhead(ahead)))
        let width = coming.map { HabitPresentation.name($0.habit).count }.max() ?? 0
        for entry in coming {
            let occurrence = entry.occurrence
            let parts = calendar.dateComponents([.hour, .minute], from: occurrence.instant)
            // A calendar's hour and minute are always a valid time; empty text would show it if not.
            let clock = (try? ReminderTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0))?.description ?? ""
            let name = HabitPresentation.name(entry.habit)
            let padding = String(repeating: " ", count: max(0, width - name.count))
            context.print(
                "  \(words.weekdayAbbreviation(occurrence.day.weekday)) \(occurrence.day) \(clock)  "
                    + context.style.colored(name, entry.habit.color) + padding + "  "
                    + words(
                        entry.isSnoozed && occurrence.verdict == .fires
                            ? .ringsAgainSnoozed : .reminderVerdict(occurrence.verdict)))
        }
    }
}
