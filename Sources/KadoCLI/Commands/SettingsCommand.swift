import Foundation
import KadoApp
import KadoCore

/// `kado settings [NAME [VALUE]]`: shows or changes week start, day start, language (`auto`, the
/// default, follows `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`) and where
/// reminders are pushed (push-url, push-format, push-token: the token never shown). Text
/// output is in the settings' language (`week-start monday`, `Début de semaine : lundi`); `--json`
/// keeps the machine's keys and values.
struct SettingsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "settings", summary: HelpText("cli.help.settings.summary"),
        discussion: HelpText("cli.help.settings.discussion"),
        examples: [
            "settings", "settings week-start sunday", "settings day-start 4",
            "settings push-url https://ntfy.sh/my-kado-topic",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "NAME",
        help: HelpText("cli.help.settings.name.help"),
        completion: .values(Self.names), parse: ValueParser.oneOf(Self.names))
    var name: String?
    @Argument(
        "VALUE",
        help: HelpText("cli.help.settings.value.help"),
        completion: .valuesAfter([
            "week-start": Weekday.week(startingOn: .monday).map(\.name),
            "day-start": (0...23).map(String.init), "language": LanguageSetting.codes,
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
        if let language { try tracker.preferences.setLanguage(language) }
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
            ("language", words(.languageSetting(settings.languageSetting))),
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
                    language: settings.languageSetting.code, pushURL: pushURL,
                    pushFormat: (push.format).rawValue, pushToken: push.hasToken, backups: backup.isEnabled,
                    backupFolder: backup.folder, backupKeep: backup.retention.description))
            return
        }
        let shown = values.filter { name == nil || $0.0 == name }
        context.print(shown.map { $0.1 }.joined(separator: "\n"))
    }
}
