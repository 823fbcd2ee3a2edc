import KadoApp
import KadoCore

/// `kado edit HABIT …`: changes a habit's name, schedule, type, looks, description or group;
/// without options, in a form opened in the editor (``EditForm``). A change of its terms
/// (schedule, target or limit, score) holds from a day (`--from`, today by default when the habit
/// has a past) or over its whole history (`--from start`); a version of its terms can be removed
/// or its start moved (`--remove-version`, `--move-version … --to …`).
struct EditCommand: Command {
    static let configuration = CommandConfiguration(
        name: "edit", summary: HelpText("cli.help.edit.summary"),
        discussion: HelpText("cli.help.edit.discussion"),
        examples: [
            "edit Read --every 5/week", "edit read --name \"Read a book\"", "edit Read --group Evening",
            "edit Read --group \"\"", "edit Read --snooze 15 --when-done ring", "edit Smoking --since 2026-11-01",
            "edit Run --every 3/week --from 2026-03-01", "edit Water --type counter:10 --from start",
            "edit Run --remove-version 2026-03-01", "edit Run --move-version 2026-03-01 --to 2026-03-08", "edit Read",
        ], changesData: true)

    @Argument(.habit) var habit: String
    @Option("name", "NAME", help: HelpText("cli.help.edit.name.help")) var name: String?
    /// The habit's schedule, type, looks, reminders, score, description, group and start.
    var fields = HabitFieldOptions()
    @Option(
        "from", "DAY",
        help: HelpText("cli.help.edit.from.help"),
        completion: .values(["today", "start"]), parse: RuleStartText.parse) var from: RuleStartText?
    @Option(
        "remove-version", "DAY",
        help: HelpText("cli.help.edit.removeVersion.help"),
        parse: DayText.parse) var removeVersion: DayText?
    @Option(
        "move-version", "DAY",
        help: HelpText("cli.help.edit.moveVersion.help"),
        parse: DayText.parse) var moveVersion: DayText?
    @Option(
        "to", "DAY",
        help: HelpText("cli.help.edit.moveTo.help"),
        parse: DayText.parse) var moveTo: DayText?

    /// Whether an option asks for a change: without one, the habit opens as a form instead.
    var changesAnyField: Bool {
        name != nil || fields.givesAnyField || from != nil || removeVersion != nil || moveVersion != nil
            || moveTo != nil
    }

    func run(in context: CommandContext) throws {
        guard changesAnyField else {
            try runForm(in: context)
            return
        }
        if removeVersion != nil || moveVersion != nil || moveTo != nil {
            try runVersionChange(in: context)
            return
        }
        let (tracker, app) = try openWithContext(context)
        let start = try from?.resolved(today: app.today)
        // `--since ""` takes the start set by hand away.
        let since = try fields.start(today: app.today)
        let habit = try tracker.habits.resolve(self.habit)
        // The reminders in the same transaction as the rest: one change, one undo step. A snooze
        // length or --when-done alone keeps the times and the other setting as they are.
        let choice =
            fields.givesReminderSettings
            ? fields.reminderChoice(keeping: try tracker.reminders.all(of: habit)) : nil
        let change: (inout Habit) -> Void = { [fields, name] habit in
            if let name { habit.name = name.trimmingCharacters(in: .whitespacesAndNewlines) }
            fields.apply(to: &habit)
            if let since { habit.startDay = since }
        }
        let edited: Habit
        if let choice {
            edited = try tracker.habits.editHabit(habit, rulesFrom: start, reminders: choice, in: app, change)
        } else {
            edited = try tracker.habits.editHabit(
                habit, rulesFrom: start, reminderTimes: fields.remind, in: app, change)
        }
        try report(edited, tracker: tracker, app: app, in: context)
    }

    /// `--remove-version DAY` or `--move-version DAY --to DAY`, alone: no other change goes with
    /// them, so that what a version starts on is never ambiguous.
    private func runVersionChange(in context: CommandContext) throws {
        guard name == nil, !fields.givesAnyField, from == nil,
            (removeVersion != nil) != (moveVersion != nil), (moveVersion != nil) == (moveTo != nil)
        else { throw UsageError.versionOptionsAlone }
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.habits.resolve(self.habit)
        let edited: Habit
        if let removeVersion {
            edited = try tracker.habits.removeRuleVersion(
                of: habit, startingOn: try removeVersion.resolved(today: app.today), in: app)
        } else if let moveVersion, let moveTo {
            edited = try tracker.habits.moveRuleVersion(
                of: habit, startingOn: try moveVersion.resolved(today: app.today),
                to: try moveTo.resolved(today: app.today), in: app)
        } else {
            throw UsageError.versionOptionsAlone
        }
        try report(edited, tracker: tracker, app: app, in: context)
    }

    /// Prints the habit as saved: its status as JSON, or `Saved NAME: schedule, type`.
    func report(_ edited: Habit, tracker: Tracker, app: AppContext, in context: CommandContext) throws {
        if context.usesJSON {
            let summary = try tracker.views.summary(of: edited, in: app)
            try context.printJSON(HabitStatus(habit: edited, evaluation: summary.evaluation))
            return
        }
        let words = Localizer(language: app.settings.language)
        let description =
            ValueFormatter.frequency(edited.frequency, weekStart: app.settings.weekStart, in: words) + ", "
            + ValueFormatter.type(edited.type, unit: edited.unit, in: words)
        context.print(
            words(.saved(context.style.colored(HabitPresentation.name(edited), edited.color), description)))
    }
}
