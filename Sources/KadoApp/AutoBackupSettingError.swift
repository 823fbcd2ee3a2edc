/// Why an automatic-backup setting was refused; nothing was saved then.
public enum AutoBackupSettingError: Error, Hashable, Sendable {
    /// `backup-keep` not three whole numbers `DAILY,WEEKLY,MONTHLY` (`7,4,12`).
    case notARetention(String)
    /// A count of `backup-keep` out of its range (daily 1 or more; weekly and monthly 0 or more).
    case countOutOfRange(rule: AutoBackupRetention.Rule, value: String, range: ClosedRange<Int>)
    /// `backup-folder` not an absolute path (after `~` is expanded by the front end).
    case folderNotAbsolute(String)
    /// `backups` neither on nor off.
    case notOnOrOff(String)
}
