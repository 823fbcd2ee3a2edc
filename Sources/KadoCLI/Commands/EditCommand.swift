import KadoApp
import KadoCore

/// `kado edit HABIT …`: changes a habit's name, schedule, type, looks, description or group;
/// without options, in a form opened in the editor (``EditForm``).
struct EditCommand: Command {
    static let configuration = CommandConfiguration(
        name: "edit", summary: HelpText("Change a habit", french: "Modifier une habitude"),
        discussion: HelpText(
            "Without options, opens the habit in $VISUAL or $EDITOR as a small form, one key: value line "
                + "per field, written as the options take them; saving and closing applies it in one change. A line "
                + "that is not right changes nothing and is named with its number; a form left as it was changes "
                + "nothing.",
            french:
                "Sans option, ouvre l’habitude dans $VISUAL ou $EDITOR en un petit formulaire, une ligne clé: valeur "
                + "par champ, écrite comme les options la prennent ; enregistrer et fermer l’applique en un seul "
                + "changement. Une ligne qui ne va pas ne change rien et est nommée par son numéro ; un formulaire "
                + "laissé tel quel ne change rien."),
        examples: [
            "edit Read --every 5/week", "edit read --name \"Read a book\"", "edit Read --group Evening",
            "edit Read --group \"\"", "edit Read --snooze 15 --when-done ring", "edit Smoking --since 2026-11-01",
            "edit Read",
        ], changesData: true)

    @Argument(.habit) var habit: String
    @Option("name", "NAME", help: HelpText("A new name", french: "Un nouveau nom")) var name: String?
    /// The habit's schedule, type, looks, reminders, score, description, group and start.
    var fields = HabitFieldOptions()

    /// Whether an option asks for a change: without one, the habit opens as a form instead.
    var changesAnyField: Bool { name != nil || fields.givesAnyField }

    func run(in context: CommandContext) throws {
        guard changesAnyField else {
            try runForm(in: context)
            return
        }
        let (tracker, app) = try openWithContext(context)
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
            edited = try tracker.habits.editHabit(habit, reminders: choice, in: app, change)
        } else {
            edited = try tracker.habits.editHabit(habit, reminderTimes: fields.remind, in: app, change)
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
