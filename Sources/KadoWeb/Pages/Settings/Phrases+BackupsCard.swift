import KadoApp
import KadoCore

/// The Settings page's automatic backups card.
extension Phrase {
    static let backupsTitle = Phrase("web.backupsCard.backupsTitle")
    static func lastBackup(_ day: String, _ size: String, _ file: String) -> Phrase {
        Phrase("web.backupsCard.lastBackup", ["day": day, "size": size, "file": file])
    }
    static let noBackupYet = Phrase("web.backupsCard.noBackupYet")
    static let backupsOff = Phrase("web.backupsCard.backupsOff")
    static func backupsPolicy(_ folder: String, _ retention: AutoBackupRetention) -> Phrase {
        let french = Language.french
        return Phrase(
            "In \(folder), keeping the \(retention.daily) newest, the newest of each of the last "
                + Language.english.counted(retention.weekly, "week", "weeks") + " and of the last "
                + Language.english.counted(retention.monthly, "month", "months") + ".",
            "Dans \(folder), en gardant les \(retention.daily) plus récentes, la plus récente de chacune des "
                + french.counted(retention.weekly, "dernière semaine", "dernières semaines") + " et des "
                + french.counted(retention.monthly, "dernier mois", "derniers mois") + ".")
    }
    static let backupsNoFolder = Phrase("web.backupsCard.backupsNoFolder")
    static func backupFailed(_ day: String, _ reason: String) -> Phrase {
        Phrase("web.backupsCard.backupFailed", ["day": day, "reason": reason])
    }
    static let backUpNowButton = Phrase("web.backupsCard.backUpNowButton")
    static let backupsFormTitle = Phrase("web.backupsCard.backupsFormTitle")
    static let backupsEnabledLabel = Phrase("web.backupsCard.backupsEnabledLabel")
    static let backupFolderLabel = Phrase("web.backupsCard.backupFolderLabel")
    static let keepDailyLabel = Phrase("web.backupsCard.keepDailyLabel")
    static let keepWeeklyLabel = Phrase("web.backupsCard.keepWeeklyLabel")
    static let keepMonthlyLabel = Phrase("web.backupsCard.keepMonthlyLabel")
    static let backupsSaveButton = Phrase("web.backupsCard.backupsSaveButton")
    static let noticeBackupsSaved = Phrase("web.backupsCard.noticeBackupsSaved")
    static let noticeBackedUp = Phrase("web.backupsCard.noticeBackedUp")
    static func backupSettingRefused(_ problem: AutoBackupSettingError) -> Phrase {
        switch problem {
        case .notARetention(let text):
            Phrase("web.backupsCard.text", ["text": text])
        case .countOutOfRange(_, let value, let range):
            Phrase(
                "web.backupsCard.range",
                ["value": value, "lowerBound": range.lowerBound, "upperBound": range.upperBound])
        case .folderNotAbsolute(let text):
            Phrase("web.backupsCard.text.2", ["text": text])
        case .notOnOrOff(let text):
            Phrase("web.backupsCard.text.3", ["text": text])
        }
    }
    /// The system's words of a failed write as French says them: Kadō's own for a full disk and a
    /// writer that was killed, else the system's (English) words as they are.
    private static func french(_ reason: String) -> String {
        switch reason {
        case BackupUseCases.diskFullReason: "le disque est plein"
        case BackupUseCases.cutShortReason: "le processus qui l’écrivait s’est arrêté avant la fin"
        default: reason
        }
    }

    static func backupProblem(_ error: AutoBackupError) -> Phrase {
        switch error {
        case .noFolder:
            Phrase("web.backupsCard.backupProblem.noFolder")
        case .notWritten(let path, let reason), .copyNotWritten(let path, let reason):
            Phrase("\(path) could not be written (\(reason)).", "\(path) n’a pas pu être écrit (\(french(reason))).")
        case .notLossless(let path, let format):
            Phrase("web.backupsCard.format", ["path": path, "format": format])
        }
    }
}
