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
        Phrase(
            "web.backupsCard.policy",
            [
                "folder": folder, "daily": retention.daily,
                "weeks": Phrase("web.backupsCard.policy.weeks", count: retention.weekly).argument,
                "months": Phrase("web.backupsCard.policy.months", count: retention.monthly).argument,
            ])
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
    /// Why a backup could not be written: Kadō's own words for a full disk and a writer that was
    /// killed, else the system's words as they are.
    private static func writeFailure(_ reason: String) -> Phrase {
        switch reason {
        case BackupUseCases.diskFullReason: Phrase("common.backup.reason.diskFull")
        case BackupUseCases.cutShortReason: Phrase("web.backupsCard.reason.cutShort")
        default: .verbatim(reason)
        }
    }

    static func backupProblem(_ error: AutoBackupError) -> Phrase {
        switch error {
        case .noFolder:
            Phrase("web.backupsCard.backupProblem.noFolder")
        case .notWritten(let path, let reason), .copyNotWritten(let path, let reason):
            Phrase("web.backupsCard.notWritten", ["path": path, "reason": writeFailure(reason).argument])
        case .notLossless(let path, let format):
            Phrase("web.backupsCard.format", ["path": path, "format": format])
        }
    }
}
