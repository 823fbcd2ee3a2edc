/// What `kado backup list` and the Settings page show: the settings, every automatic backup in
/// the folder with the rules that keep it, and the last failure if the last try failed.
public struct AutoBackupListing: Hashable, Sendable {
    /// One backup and why it is kept.
    public struct Entry: Hashable, Sendable {
        /// The file.
        public var file: AutoBackupFile
        /// The rules that keep it, in the order daily, weekly, monthly (empty for a file the next
        /// rotation removes, such as one dated in the future beyond the daily count).
        public var rules: [AutoBackupRetention.Rule]
    }

    /// The settings the backups follow.
    public var settings: AutoBackupSettings
    /// The backups, newest first.
    public var entries: [Entry]
    /// The last automatic backup that could not be written, when no backup was written since.
    public var lastFailure: AutoBackupFailure?

    /// The newest backup.
    public var latest: AutoBackupFile? { entries.first?.file }
}
