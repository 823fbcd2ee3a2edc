import KadoApp
import KadoCore

/// `kado edit HABIT …`: changes a habit's name, schedule, type, looks, description or group;
/// without options, in a form opened in the editor (``EditForm``). A change of its terms
/// (schedule, target or limit, score) holds from a day (`--from`, today by default when the habit
/// has a past) or over its whole history (`--from start`); a version of its terms can be removed
/// or its start moved (`--remove-version`, `--move-version … --to …`).
struct EditCommand: Command {
    static let configuration = CommandConfiguration(
        name: "edit", summary: HelpText("Change a habit", french: "Modifier une habitude"),
        discussion: HelpText(
            "Without options, opens the habit in $VISUAL or $EDITOR as a small form, one key: value line "
                + "per field, written as the options take them; saving and closing applies it in one change. A line "
                + "that is not right changes nothing and is named with its number; a form left as it was changes "
                + "nothing.\n\n"
                + "A change of the schedule, the target or limit, or the score holds from a day: --from DAY, today "
                + "by default when the habit has a past; the days before keep the terms they were judged by. "
                + "--from start rewrites the whole history (as a change of type does). kado show lists the "
                + "versions; --remove-version DAY removes one (the one before extends over its days), "
                + "--move-version DAY --to DAY moves its start.",
            french:
                "Sans option, ouvre l’habitude dans $VISUAL ou $EDITOR en un petit formulaire, une ligne clé: valeur "
                + "par champ, écrite comme les options la prennent ; enregistrer et fermer l’applique en un seul "
                + "changement. Une ligne qui ne va pas ne change rien et est nommée par son numéro ; un formulaire "
                + "laissé tel quel ne change rien.\n\n"
                + "Un changement du rythme, de l’objectif ou de la limite, ou du score vaut à partir d’un jour : "
                + "--from JOUR, aujourd’hui par défaut quand l’habitude a un passé ; les jours d’avant gardent "
                + "les règles qui les ont jugés. --from start réécrit tout l’historique (ce que fait un changement "
                + "de type). kado show liste les versions ; --remove-version JOUR en retire une (celle d’avant "
                + "s’étend sur ses jours), --move-version JOUR --to JOUR déplace son début."),
        examples: [
            "edit Read --every 5/week", "edit read --name \"Read a book\"", "edit Read --group Evening",
            "edit Read --group \"\"", "edit Read --snooze 15 --when-done ring", "edit Smoking --since 2026-11-01",
            "edit Run --every 3/week --from 2026-03-01", "edit Water --type counter:10 --from start",
            "edit Run --remove-version 2026-03-01", "edit Run --move-version 2026-03-01 --to 2026-03-08", "edit Read",
        ], changesData: true)

    @Argument(.habit) var habit: String
    @Option("name", "NAME", help: HelpText("A new name", french: "Un nouveau nom")) var name: String?
    /// The habit's schedule, type, looks, reminders, score, description, group and start.
    var fields = HabitFieldOptions()
    @Option(
        "from", "DAY",
        help: HelpText(
            "From when a change of schedule, target, limit or score holds: a DAY (YYYY-MM-DD, today, yesterday, "
                + "-N; today by default when the habit has a past) or start (the whole history)",
            french: "À partir de quand un changement de rythme, d’objectif, de limite ou de score vaut : un JOUR "
                + "(AAAA-MM-JJ, today, yesterday, -N ; aujourd’hui par défaut quand l’habitude a un passé) ou start "
                + "(tout l’historique)"),
        completion: .values(["today", "start"]), parse: RuleStartText.parse) var from: RuleStartText?
    @Option(
        "remove-version", "DAY",
        help: HelpText(
            "Remove the version of the habit's terms that starts on DAY (the one before extends over its days)",
            french: "Retirer la version des règles de l’habitude qui commence le JOUR (celle d’avant s’étend sur "
                + "ses jours)"),
        parse: DayText.parse) var removeVersion: DayText?
    @Option(
        "move-version", "DAY",
        help: HelpText(
            "Move the start of the version of the habit's terms that starts on DAY (to the day --to gives)",
            french: "Déplacer le début de la version des règles de l’habitude qui commence le JOUR (au jour que "
                + "donne --to)"),
        parse: DayText.parse) var moveVersion: DayText?
    @Option(
        "to", "DAY",
        help: HelpText(
            "With --move-version: the version's new first day",
            french: "Avec --move-version : le nouveau premier jour de la version"),
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
