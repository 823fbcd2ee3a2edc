import KadoCore

/// The automatic backups' settings, device-local (sync carries only day start, week start and
/// language, and backups only those): whether they are on (they are unless turned off), their
/// folder (the front end's default, `$XDG_DATA_HOME/kado/backups`, unless set) and how many are
/// kept.
public struct AutoBackupSettings: Hashable, Sendable {
    /// Whether a backup is written after the first change of each day.
    public var isEnabled: Bool
    /// The folder set in the settings, or `nil` for the default.
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

extension AutoBackupRetention {
    /// `DAILY,WEEKLY,MONTHLY` (`7,4,12`; spaces around the commas allowed).
    /// - Throws: ``AutoBackupSettingError`` naming what is wrong.
    public init(parsing text: String) throws(AutoBackupSettingError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { throw .notARetention(text) }
        var counts: [Int] = []
        let ranges = [1...Self.limits.daily, 0...Self.limits.weekly, 0...Self.limits.monthly]
        for (index, part) in parts.enumerated() {
            let rule = Rule.allCases[index]
            guard part.count <= 6, let value = Int(part), ranges[index].contains(value) else {
                throw .countOutOfRange(rule: rule, value: part, range: ranges[index])
            }
            counts.append(value)
        }
        self.init(daily: counts[0], weekly: counts[1], monthly: counts[2])
    }
}
