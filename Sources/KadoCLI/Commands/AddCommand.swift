import KadoApp
import KadoCore

/// `kado add NAME`: creates a habit.
struct AddCommand: Command {
    static let configuration = CommandConfiguration(
        name: "add", summary: HelpText("Create a habit", french: "Créer une habitude"),
        examples: [
            "add Read", "add \"Drink water\" --type counter:8 --unit glasses --color teal",
            "add Run --every mon,wed,fri --remind 07:00", "add Coffee --type atmost:2 --unit coffees",
            "add Stretch --group Health --details \"Ten minutes after waking up\"",
            "add Smoking --type negative --since 2026-11-01",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "NAME",
        help: HelpText(
            "The habit's name (quote it when it has spaces)",
            french: "Le nom de l’habitude (entre guillemets s’il a des espaces)"))
    var name: String
    @Option(.every) var every: Frequency?
    @Option(.type) var type: HabitType?
    @Option(.unit) var unit: String?
    @Option(.color) var color: HabitColor?
    @Option(.icon) var icon: String?
    @Option(.remind) var remind: [ReminderTime]?
    @Option(.snooze) var snooze: Int?
    @Option(.whenDone) var onlyIfNotDone: Bool?
    @Option(.score) var score: ScoreModel?
    @Option(.details) var details: String?
    @Option(.group) var group: String?
    @Option(.since) var since: DayText??

    func run(in context: CommandContext) throws {
        var draft = HabitDraft(name: name)
        if let every { draft.frequency = every }
        if let type { draft.type = type }
        if let unit { draft.unit = unit.isEmpty ? nil : unit }
        if let color { draft.color = color }
        if let icon { draft.icon = icon }
        if let score { draft.scoreModel = score }
        draft.details = details
        draft.group = group
        // `--since ""` leaves the start to the habit's creation and records, as no --since does.
        let since = self.since ?? nil
        let times = remind ?? []
        if let first = times.min() {
            (draft.remindersEnabled, draft.reminderHour, draft.reminderMinute) = (true, first.hour, first.minute)
        }
        let tracker = try context.openTracker()
        // The settings, the calendar and today, read once for the use case and the output.
        let app = try tracker.context()
        if let since { draft.startDay = try since.resolvedStart(today: app.today) }
        // The habit and all its reminders in one change, which one `kado undo` takes back.
        let habit: Habit
        if snooze != nil || onlyIfNotDone != nil {
            // The reminders' settings apply to every time given (and to the habit's later ones).
            habit = try tracker.habits.createHabit(
                draft,
                reminders: ReminderChoice(
                    times: times, onlyIfNotDone: onlyIfNotDone ?? true,
                    snoozeMinutes: snooze ?? Reminder.defaultSnoozeMinutes), in: app)
        } else if times.count > 1 {
            habit = try tracker.habits.createHabit(draft, reminderTimes: times, in: app)
        } else {
            habit = try tracker.habits.createHabit(draft, in: app)
        }
        if context.usesJSON {
            let summary = try tracker.views.summary(of: habit, in: app)
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
