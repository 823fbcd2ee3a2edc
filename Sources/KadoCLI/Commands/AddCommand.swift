import KadoApp
import KadoCore

/// `kado add NAME`: creates a habit.
struct AddCommand: Command {
    let specification = CommandCatalog.add

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var draft = HabitDraft(name: arguments.argument("NAME") ?? "")
        // Every option is read (and may fail) before the database is opened.
        if let every = arguments.value(of: "every") { draft.frequency = try ValueParser.frequency(every) }
        if let type = arguments.value(of: "type") { draft.type = try ValueParser.habitType(type) }
        if let unit = arguments.value(of: "unit") { draft.unit = unit.isEmpty ? nil : unit }
        if let color = arguments.value(of: "color") { draft.color = try ValueParser.color(color) }
        if let icon = arguments.value(of: "icon") { draft.icon = icon }
        if let score = arguments.value(of: "score") { draft.scoreModel = try ValueParser.scoreModel(score) }
        draft.details = arguments.value(of: "details")
        draft.group = arguments.value(of: "group")
        // The day's form is checked now; what it names is read once today is known.
        let since = arguments.value(of: "since").flatMap { $0.isEmpty ? nil : $0 }
        if let since { _ = try ValueParser.day(since, today: .lastSupported, argument: "--since") }
        let times = try arguments.value(of: "remind").map { try ValueParser.reminderTimes($0) } ?? []
        let snooze = try arguments.value(of: "snooze").map { try ValueParser.snoozeMinutes($0, argument: "--snooze") }
        let onlyIfNotDone = try arguments.value(of: "when-done").map {
            try ValueParser.onlyIfNotDone($0, argument: "--when-done")
        }
        if let first = times.min() {
            (draft.remindersEnabled, draft.reminderHour, draft.reminderMinute) = (true, first.hour, first.minute)
        }
        let tracker = try context.openTracker()
        // The settings, the calendar and today, read once for the use case and the output.
        let app = try tracker.context()
        if let since { draft.startDay = try ValueParser.startDay(since, today: app.today) }
        // The habit and all its reminders in one change, which one `kado undo` takes back.
        let habit: Habit
        if snooze != nil || onlyIfNotDone != nil {
            // The reminders' settings apply to every time given (and to the habit's later ones).
            habit = try tracker.createHabit(
                draft,
                reminders: ReminderChoice(
                    times: times, onlyIfNotDone: onlyIfNotDone ?? true,
                    snoozeMinutes: snooze ?? Reminder.defaultSnoozeMinutes), in: app)
        } else if times.count > 1 {
            habit = try tracker.createHabit(draft, reminderTimes: times, in: app)
        } else {
            habit = try tracker.createHabit(draft, in: app)
        }
        if context.usesJSON {
            let summary = try tracker.summary(of: habit, in: app)
            try context.printJSON(HabitStatus(habit: habit, evaluation: summary.evaluation))
            return
        }
        let words = Localizer(language: app.settings.language)
        let description =
            ValueFormatter.frequency(habit.frequency, weekStart: app.settings.weekStart, in: words) + ", "
            + ValueFormatter.type(habit.type, unit: habit.unit, in: words)
        context.print(
            words(.added(context.style.colored(HabitPresentation.name(habit), habit.color), description)))
    }
}
