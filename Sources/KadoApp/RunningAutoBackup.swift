import KadoCore

/// The note an automatic backup keeps beside the database while it is written
/// (`kado.backup-running.json`), removed when it ends however it ends but by being killed: a note
/// found while no process holds the backup lock says its writer died on the way.
struct RunningAutoBackup: Codable, Hashable {
    /// The logical day whose backup it is.
    var day: LogicalDay
    /// The folder it is written into (whose lock its writer holds).
    var folder: String
    /// The tag of the database's backups there (``AutoBackupFile``), which names its lock.
    var tag: String?
    /// The backup's path.
    var path: String
}
