import KadoCore

/// The automatic backups' settings, device-local (sync carries only day start, week start and
/// language, and backups only those): whether they are on (they are unless turned off), their
/// folder (the database's own, `backups` beside `kado.sqlite` or `NAME-backups` beside
/// `NAME.sqlite`, unless set; see ``AutoBackupConfiguration/defaultFolder(besideDatabase:)``) and
/// how many are kept.
public struct AutoBackupSettings: Hashable, Sendable {
    /// Whether a backup is written after the first change of each day.
    public var isEnabled: Bool
    /// The folder set in the settings, or `nil` for the default. Backups in a chosen folder are
    /// named with the database's tag (``AutoBackupFile``), since other databases may share it.
    public var chosenFolder: String?
    /// The folder backups go to: the chosen one, else the default; `nil` when there is neither
    /// (no home folder), and then nothing is written automatically.
    public var folder: String?
    /// How many are kept.
    public var retention: AutoBackupRetention

    /// Settings with these values.
    public init(isEnabled: Bool, chosenFolder: String?, folder: String?, retention: AutoBackupRetention) {
        self.isEnabled = isEnabled
        self.chosenFolder = chosenFolder
        self.folder = folder
        self.retention = retention
    }
}

extension Settings.Key {
    static let backupsEnabled = "backup.enabled"
    static let backupFolder = "backup.folder"
    static let backupKeep = "backup.keep"
}
