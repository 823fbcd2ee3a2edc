import KadoApp
import KadoCore

/// `kado edit HABIT …`: changes a habit's name, schedule, type, looks, description or group.
struct EditCommand: Command {
    let specification = CommandCatalog.edit

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let frequency = try arguments.value(of: "every").map { try ValueParser.frequency($0) }
        let type = try arguments.value(of: "type").map { try ValueParser.habitType($0) }
        let color = try arguments.value(of: "color").map { try ValueParser.color($0) }
        let score = try arguments.value(of: "score").map { try ValueParser.scoreModel($0) }
        let times = try arguments.value(of: "remind").map { try ValueParser.reminderTimes($0) }
        let name = arguments.value(of: "name")
        let unit = arguments.value(of: "unit")
        let icon = arguments.value(of: "icon")
        let details = arguments.value(of: "details")
        let group = arguments.value(of: "group")
        let tracker = try context.openTracker()
        // The settings, the calendar and today, read once for the use case and the output.
        let app = try tracker.context()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        var edited = try tracker.editHabit(habit, in: app) { habit in
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
        }
        if let times { edited = try tracker.setReminders(of: edited, to: times, in: app).habit }
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
