import KadoCore
import KadoLocalization

/// The person's settings: where days begin, where weeks begin, and the language of the app.
public struct Settings: Hashable, Sendable {
    /// The hour (0–23) at which a logical day begins.
    public var dayStart: Int
    /// The first day of the week.
    public var weekStart: Weekday
    /// The language of the app's words: the fixed one of ``languageSetting``, else the one the
    /// front end speaks when the setting is `auto` (the defaults' — the environment's for the
    /// command line —, which the web app replaces with the browser's for each request).
    public var language: Language
    /// The language the person chose, or `auto` (the default: nothing stored, or `auto` stored).
    public var languageSetting = LanguageSetting.automatic
    /// Whether the week start was chosen (stored) rather than taken from the defaults: a front
    /// end may then follow what the person's locale says instead (the web app, its browser's).
    public var isWeekStartChosen = false
    /// Light, dark, or as the system says.
    public var appearance = Appearance.system
    /// Whether automatic backups are on (they are unless turned off).
    public var backupsEnabled = true
    /// The automatic backups' folder chosen in the settings; `nil` for the front end's default.
    public var backupFolder: String?
    /// How many automatic backups are kept.
    public var backupRetention = AutoBackupRetention.standard

    /// Settings with the given values.
    public init(dayStart: Int = 0, weekStart: Weekday = .monday, language: Language = .english) {
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.language = language
    }

    /// These settings speaking `language` when their language setting is `auto`; a fixed
    /// language stays.
    public func speaking(automatic language: Language) -> Settings {
        var settings = self
        settings.language = languageSetting.resolved(automatic: language)
        return settings
    }

    /// The stored week start that means "as the locale says" (``PreferenceUseCases/followLocaleWeekStart()``).
    static let weekStartFromLocale = "locale"

    /// The keys the settings are stored under.
    enum Key {
        static let dayStart = "dayStart"
        static let weekStart = "weekStart"
        static let language = "language"
        static let appearance = "appearance"
        static let webTokenDigest = "web.tokenSHA256"
        static let lastExport = "lastExportAt"
    }
}
