import KadoCore

extension PreferenceUseCases {
    /// Sets the hour (0–23) at which days begin. Records already written keep their day.
    public func setDayStart(_ hour: Int) throws(AppError) {
        guard (0...23).contains(hour) else {
            throw .invalid(.init(field: "day-start", value: String(hour), rule: .notAnHour))
        }
        try write { try $0.setSetting(Settings.Key.dayStart, to: String(hour)) }
    }

    /// Sets the first day of the week.
    public func setWeekStart(_ weekday: Weekday) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.weekStart, to: String(weekday.rawValue)) }
    }

    /// Sets how the screens are coloured.
    public func setAppearance(_ appearance: Appearance) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.appearance, to: appearance.rawValue) }
    }

    /// Forgets the chosen week start: the defaults (or the person's locale) say it again. A
    /// value, not a deletion, so that it syncs like the other settings.
    public func followLocaleWeekStart() throws(AppError) {
        try write { try $0.setSetting(Settings.Key.weekStart, to: Settings.weekStartFromLocale) }
    }

    /// Sets the language: a fixed one, or `auto` (the environment's or the browser's), which is
    /// stored as such so that it syncs and replaces a fixed one on every device.
    public func setLanguage(_ setting: LanguageSetting) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.language, to: setting.code) }
    }

    /// Fixes the language to `language`, whatever the environment or the browser says.
    public func setLanguage(_ language: Language) throws(AppError) {
        try setLanguage(.fixed(language))
    }
}
