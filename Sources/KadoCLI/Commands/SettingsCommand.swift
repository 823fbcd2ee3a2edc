import Foundation
import KadoApp
import KadoCore

/// `kado settings [NAME [VALUE]]`: shows or changes week start, day start, language and where
/// reminders are pushed (push-url, push-format, push-token: the token never shown). Text
/// output is in the settings' language (`week-start monday`, `Début de semaine : lundi`); `--json`
/// keeps the machine's keys and values.
struct SettingsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "settings", summary: HelpText("Show or change the settings", french: "Afficher ou modifier les réglages"),
        discussion: HelpText(
            "Without arguments, shows every setting. week-start takes a weekday (monday, sunday…), "
                + "day-start an hour from 0 to 23 (4 puts a check-in at 01:30 on the day before), language en or fr. "
                + "push-url takes the http or https URL reminders are pushed to (an ntfy topic such as "
                + "https://ntfy.sh/my-topic, or a webhook), or off; push-format ntfy or webhook; push-token the token "
                + "sent as Authorization: Bearer (- reads it from standard input; off removes it; kept beside the "
                + "database, mode 0600, and never shown). backups on or off turns the automatic daily backups on (the "
                + "default) or off; backup-folder takes the folder they go to (default for "
                + "the database's own: backups beside kado.sqlite, NAME-backups beside NAME.sqlite; in a folder you "
                + "choose, names end in the database's tag, so databases can share it); backup-keep how many are kept, as DAILY,WEEKLY,MONTHLY (7,4,12 by "
                + "default).",
            french:
                "Sans argument, affiche chaque réglage. « week-start » prend un jour de la semaine (monday, sunday…), "
                + "« day-start » une heure de 0 à 23 (4 place un relevé de 01:30 la veille), « language » en ou fr. "
                + "« push-url » prend l’URL http ou https où les rappels sont poussés (un sujet ntfy comme "
                + "https://ntfy.sh/mon-sujet, ou un webhook), ou off ; « push-format » ntfy ou webhook ; « push-token » "
                + "le jeton envoyé en Authorization: Bearer (- le lit sur l’entrée standard ; off le retire ; gardé à "
                + "côté de la base, mode 0600, et jamais affiché). « backups » on ou off active (par défaut) ou "
                + "désactive les sauvegardes automatiques quotidiennes ; « backup-folder » prend le dossier où elles "
                + "vont (« default » pour celui de la base : backups à côté de kado.sqlite, NOM-backups à côté "
                + "de NOM.sqlite ; dans un dossier choisi, les noms finissent par l’étiquette de la "
                + "base, qui peut donc le partager) ; « backup-keep » combien en garder, en "
                + "QUOTIDIEN,HEBDO,MENSUEL (7,4,12 par défaut)."),
        examples: [
            "settings", "settings week-start sunday", "settings day-start 4",
            "settings push-url https://ntfy.sh/my-kado-topic",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "NAME",
        help: HelpText(
            "week-start, day-start, language, push-url, push-format, push-token, backups, backup-folder or "
                + "backup-keep",
            french: "« week-start », « day-start », « language », « push-url », « push-format », « push-token », "
                + "« backups », « backup-folder » ou « backup-keep »"),
        completion: .values(Self.names), parse: ValueParser.oneOf(Self.names))
    var name: String?
    @Argument(
        "VALUE",
        help: HelpText(
            "The new value; shows the setting when left out",
            french: "La nouvelle valeur ; affiche le réglage si elle est omise"),
        completion: .valuesAfter([
            "week-start": Weekday.week(startingOn: .monday).map(\.name),
            "day-start": (0...23).map(String.init), "language": ["en", "fr"],
            "push-format": ["ntfy", "webhook"], "push-url": ["off"], "push-token": ["-", "off"],
            "backups": ["on", "off"], "backup-folder": ["default"], "backup-keep": ["7,4,12"],
        ]))
    var value: String?

    /// `kado settings --json`.
    struct Values: Encodable {
        let weekStart: String
        let dayStart: Int
        let language: String
        let pushURL: String?
        let pushFormat: String
        /// Whether a push token is set; never the token.
        let pushToken: Bool
        /// Whether the automatic backups are on.
        let backups: Bool
        /// Where they go (`nil`: nowhere, without a home folder).
        let backupFolder: String?
        /// How many are kept: `DAILY,WEEKLY,MONTHLY`.
        let backupKeep: String
    }

    /// The names `kado settings` takes.
    static let names = [
        "week-start", "day-start", "language", "push-url", "push-format", "push-token", "backups", "backup-folder",
        "backup-keep",
    ]

    func run(in context: CommandContext) throws {
        let (name, value) = (self.name, self.value)
        // Values are checked before the database is opened.
        let weekStart = try value.flatMap { name == "week-start" ? try ValueParser.weekday($0) : nil }
        let dayStart = try value.flatMap { name == "day-start" ? try ValueParser.dayStartHour($0) : nil }
        let language = try value.flatMap { name == "language" ? try ValueParser.language($0) : nil }
        let pushFormat = try value.flatMap { text -> PushFormat? in
            guard name == "push-format" else { return nil }
            guard let format = PushFormat(rawValue: text.lowercased()) else {
                throw UsageError.invalidValue(text, for: "VALUE", problem: .choice(PushFormat.allCases.map(\.rawValue)))
            }
            return format
        }
        var pushToken = name == "push-token" ? value : nil
        if pushToken == "-" { pushToken = context.readSecret?("Token: ") ?? Swift.readLine() ?? "" }
        if name == "push-url", let value, value != "off" {
            _ = try PushTarget(validating: value, format: .ntfy)
        }
        let backups = try value.flatMap { text -> Bool? in
            guard name == "backups" else { return nil }
            switch text.lowercased() {
            case "on": return true
            case "off": return false
            default: throw AutoBackupSettingError.notOnOrOff(text)
            }
        }
        let backupKeep = try value.flatMap { name == "backup-keep" ? try AutoBackupRetention(parsing: $0) : nil }
        let backupFolder = value.flatMap { text -> String? in
            guard name == "backup-folder" else { return nil }
            if text == "default" { return "" }
            let expanded = (text as NSString).expandingTildeInPath
            return expanded.hasPrefix("/")
                ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        }
        // Showing the settings only reads; changing one writes.
        let tracker = try value == nil ? context.openTrackerForReading() : context.openTracker()
        if let weekStart { try tracker.preferences.setWeekStart(weekStart) }
        if let dayStart { try tracker.preferences.setDayStart(dayStart) }
        if let language, let chosen = Language(rawValue: language.rawValue) {
            try tracker.preferences.setLanguage(chosen)
        }
        if name == "push-url", let value { try tracker.reminders.setPushURL(value == "off" ? nil : value) }
        if let pushFormat { try tracker.reminders.setPushFormat(pushFormat) }
        if let pushToken { try tracker.reminders.setPushToken(pushToken == "off" ? nil : pushToken) }
        if let backups { try tracker.backups.setAutoBackups(enabled: backups) }
        if let backupKeep { try tracker.backups.setAutoBackupRetention(backupKeep) }
        if let backupFolder { try tracker.backups.setAutoBackupFolder(backupFolder.isEmpty ? nil : backupFolder) }
        let backup = try tracker.backups.autoBackupSettings()
        let settings = try tracker.settings()
        let push = try tracker.reminders.pushSettings()
        let pushURL = push.target.map { PushChannel.shown($0.url) }
        let words = Localizer(language: settings.language)
        let values = [
            ("week-start", words(.weekStartSetting(settings.weekStart))),
            ("day-start", words(.dayStartSetting(settings.dayStart))),
            ("language", words(.languageSetting(settings.language))),
            ("push-url", words(.pushURLSetting(pushURL))),
            ("push-format", words(.pushFormatSetting(push.format))),
            ("push-token", words(.pushTokenSetting(push.hasToken))),
            ("backups", words(.backupsSetting(backup.isEnabled))),
            ("backup-folder", words(.backupFolderSetting(backup.folder, isDefault: backup.chosenFolder == nil))),
            ("backup-keep", words(.backupKeepSetting(backup.retention))),
        ]
        if context.usesJSON {
            try context.printJSON(
                Values(
                    weekStart: settings.weekStart.name, dayStart: settings.dayStart,
                    language: settings.language.rawValue, pushURL: pushURL,
                    pushFormat: (push.format).rawValue, pushToken: push.hasToken, backups: backup.isEnabled,
                    backupFolder: backup.folder, backupKeep: backup.retention.description))
            return
        }
        let shown = values.filter { name == nil || $0.0 == name }
        context.print(shown.map { $0.1 }.joined(separator: "\n"))
    }
}
