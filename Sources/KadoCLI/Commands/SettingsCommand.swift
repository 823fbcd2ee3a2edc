import KadoApp
import KadoCore

/// `kado settings [NAME [VALUE]]`: shows or changes week start, day start and language. Text
/// output is in the settings' language (`week-start monday`, `Début de semaine : lundi`); `--json`
/// keeps the machine's keys and values.
struct SettingsCommand: Command {
    let specification = CommandCatalog.settings

    /// `kado settings --json`.
    struct Values: Encodable {
        let weekStart: String
        let dayStart: Int
        let language: String
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let name = arguments.argument("NAME")
        let value = arguments.argument("VALUE")
        if let name, !["week-start", "day-start", "language"].contains(name) {
            throw UsageError.invalidValue(name, for: "NAME", problem: .choice(["week-start", "day-start", "language"]))
        }
        // Values are checked before the database is opened.
        let weekStart = try value.flatMap { name == "week-start" ? try ValueParser.weekday($0) : nil }
        let dayStart = try value.flatMap { name == "day-start" ? try ValueParser.dayStartHour($0) : nil }
        let language = try value.flatMap { name == "language" ? try ValueParser.language($0) : nil }
        // Showing the settings only reads; changing one writes.
        let tracker = try value == nil ? context.openTrackerForReading() : context.openTracker()
        if let weekStart { try tracker.setWeekStart(weekStart) }
        if let dayStart { try tracker.setDayStart(dayStart) }
        if let language, let chosen = Language(rawValue: language.rawValue) { try tracker.setLanguage(chosen) }
        let settings = try tracker.settings()
        let words = Localizer(language: settings.language)
        let values = [
            ("week-start", words(.weekStartSetting(settings.weekStart))),
            ("day-start", words(.dayStartSetting(settings.dayStart))),
            ("language", words(.languageSetting(settings.language))),
        ]
        if context.usesJSON {
            try context.printJSON(
                Values(
                    weekStart: settings.weekStart.name, dayStart: settings.dayStart,
                    language: settings.language.rawValue))
            return
        }
        let shown = values.filter { name == nil || $0.0 == name }
        context.print(shown.map { $0.1 }.joined(separator: "\n"))
    }
}
