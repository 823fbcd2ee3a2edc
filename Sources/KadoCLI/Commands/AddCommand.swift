import KadoApp
import KadoCore

/// `kado add NAME`: creates a habit.
struct AddCommand: Command {
    static let configuration = CommandConfiguration(
        name: "add", summary: HelpText("cli.help.add.summary"),
        examples: [
            "add Read", "add \"Drink water\" --type counter:8 --unit glasses --color teal",
            "add Run --every mon,wed,fri --remind 07:00", "add Coffee --type atmost:2 --unit coffees",
            "add Stretch --group Health --details \"Ten minutes after waking up\"",
            "add Smoking --type negative --since 2026-11-01",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "NAME",
        help: HelpText("cli.help.add.name.help"))
    var name: String
    /// The habit's schedule, type, looks, reminders, score, description, group and start.
    var fields = HabitFieldOptions()

    func run(in context: CommandContext) throws {
        var draft = HabitDraft(name: name)
        fields.apply(to: &draft)
        let times = fields.remind ?? []
        if let first = times.min() {
            (draft.remindersEnabled, draft.reminderHour, draft.reminderMinute) = (true, first.hour, first.minute)
        }
        let tracker = try context.openTracker()
        // The settings, the calendar and today, read once for the use case and the output.
        let app = try tracker.context()
        // `--since ""` leaves the start to the habit's creation and records, as no --since does.
        if let since = try fields.start(today: app.today) { draft.startDay = since }
        // The habit and all its reminders in one change, which one `kado undo` takes back.
        let habit: Habit
        if fields.givesReminderSettings {
            // The reminders' settings apply to every time given (and to the habit's later ones).
            habit = try tracker.habits.createHabit(draft, reminders: fields.reminderChoice(), in: app)
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
