import KadoApp
import KadoCore

/// `kado edit HABIT …`: changes a habit's name, schedule, type, looks, description or group;
/// without options, in a form opened in the editor (``EditForm``).
struct EditCommand: Command {
    let specification = CommandCatalog.edit

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard specification.options.contains(where: { arguments.flag($0.name) }) else {
            try runForm(arguments, in: context)
            return
        }
        let frequency = try arguments.value(of: "every").map { try ValueParser.frequency($0) }
        let type = try arguments.value(of: "type").map { try ValueParser.habitType($0) }
        let color = try arguments.value(of: "color").map { try ValueParser.color($0) }
        let score = try arguments.value(of: "score").map { try ValueParser.scoreModel($0) }
        let times = try arguments.value(of: "remind").map { try ValueParser.reminderTimes($0) }
        let snooze = try arguments.value(of: "snooze").map { try ValueParser.snoozeMinutes($0, argument: "--snooze") }
        let onlyIfNotDone = try arguments.value(of: "when-done").map {
            try ValueParser.onlyIfNotDone($0, argument: "--when-done")
        }
        let name = arguments.value(of: "name")
        let unit = arguments.value(of: "unit")
        let icon = arguments.value(of: "icon")
        let details = arguments.value(of: "details")
        let group = arguments.value(of: "group")
        let sinceText = arguments.value(of: "since")
        if let sinceText, !sinceText.isEmpty {
            _ = try ValueParser.day(sinceText, today: .lastSupported, argument: "--since")
        }
        let tracker = try context.openTracker()
        // The settings, the calendar and today, read once for the use case and the output.
        let app = try tracker.context()
        // `--since ""` takes the start set by hand away.
        let since: LogicalDay?? = try sinceText.map { text throws(UsageError) in
            text.isEmpty ? nil : try ValueParser.startDay(text, today: app.today)
        }
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        // The reminders in the same transaction as the rest: one change, one undo step. A snooze
        // length or --when-done alone keeps the times and the other setting as they are.
        var choice: ReminderChoice?
        if snooze != nil || onlyIfNotDone != nil {
            let existing = try tracker.reminders(of: habit)
            choice = ReminderChoice(
                times: times ?? existing.map(\.time),
                onlyIfNotDone: onlyIfNotDone ?? existing.first?.onlyIfNotDone ?? true,
                snoozeMinutes: snooze ?? existing.first?.snoozeMinutes ?? Reminder.defaultSnoozeMinutes)
        }
        let change: (inout Habit) -> Void = { habit in
            if let name { habit.name = name.trimmingCharacters(in: .whitespacesAndNewlines) }
            if let frequency { habit.frequency = frequency }
            if let type { habit.type = type }
            if let color { habit.color = color }
            if let score { habit.scoreModel = score }
            if let unit { habit.unit = unit.isEmpty ? nil : unit }
            if let icon { habit.icon = icon }
            // Empty clears (the tracker makes blank text into none).
            if let details { habit.details = details }
            if let group { habit.group = group }
            if let since { habit.startDay = since }
        }
        let edited: Habit
        if let choice {
            edited = try tracker.editHabit(habit, reminders: choice, in: app, change)
        } else {
            edited = try tracker.editHabit(habit, reminderTimes: times, in: app, change)
        }
        try report(edited, tracker: tracker, app: app, in: context)
    }

    /// Prints the habit as saved: its status as JSON, or `Saved NAME: schedule, type`.
    func report(_ edited: Habit, tracker: Tracker, app: AppContext, in context: CommandContext) throws {
        if context.usesJSON {
            let summary = try tracker.summary(of: edited, in: app)
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
