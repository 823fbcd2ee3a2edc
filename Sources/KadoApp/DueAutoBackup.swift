import KadoCore

/// Today's automatic backup, when a change finds it due: what is written, where, and in which
/// language a failure is told.
struct DueAutoBackup: Hashable {
    /// The logical day whose backup it is.
    var day: LogicalDay
    /// The settings it follows (its folder is set).
    var settings: AutoBackupSettings
    /// The first day of the week, for the rotation's weekly rule.
    var weekStart: Weekday
    /// The settings' language.
    var language: Language
}
