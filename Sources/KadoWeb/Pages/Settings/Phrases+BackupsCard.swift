import KadoApp
import KadoCore

/// The Settings page's automatic backups card.
extension Phrase {
    static let backupsTitle = Phrase("Automatic backups", "Sauvegardes automatiques")
    static func lastBackup(_ day: String, _ size: String, _ file: String) -> Phrase {
        Phrase("Last backup: \(day), \(size) (\(file))", "Dernière sauvegarde : \(day), \(size) (\(file))")
    }
    static let noBackupYet = Phrase(
        "No backup yet: one is written after the first change of each day.",
        "Aucune sauvegarde pour l’instant : une est écrite après le premier changement de chaque jour.")
    static let backupsOff = Phrase(
        "Automatic backups are off.", "Les sauvegardes automatiques sont désactivées.")
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
    static let backupsNoFolder = Phrase(
        "No folder: choose one below.", "Aucun dossier : choisissez-en un ci-dessous.")
    static func backupFailed(_ day: String, _ reason: String) -> Phrase {
        Phrase("The backup of \(day) failed: \(reason)", "La sauvegarde du \(day) a échoué : \(reason)")
    }
    static let backUpNowButton = Phrase("Back up now", "Sauvegarder maintenant")
    static let backupsFormTitle = Phrase("Folder and how many to keep", "Dossier et nombre à garder")
    static let backupsEnabledLabel = Phrase(
        "Back up after the first change of each day", "Sauvegarder après le premier changement de chaque jour")
    static let backupFolderLabel = Phrase("Folder (empty for the default)", "Dossier (vide pour celui par défaut)")
    static let keepDailyLabel = Phrase("Newest kept", "Plus récentes gardées")
    static let keepWeeklyLabel = Phrase("Weeks", "Semaines")
    static let keepMonthlyLabel = Phrase("Months", "Mois")
    static let backupsSaveButton = Phrase("Save", "Enregistrer")
    static let noticeBackupsSaved = Phrase("Backup settings saved.", "Réglages des sauvegardes enregistrés.")
    static let noticeBackedUp = Phrase("Backed up.", "Sauvegarde écrite.")
    static func backupSettingRefused(_ problem: AutoBackupSettingError) -> Phrase {
        switch problem {
        case .notARetention(let text):
            Phrase("“\(text)” is not a whole number.", "« \(text) » n’est pas un nombre entier.")
        case .countOutOfRange(_, let value, let range):
            Phrase(
                "“\(value)” must be from \(range.lowerBound) to \(range.upperBound).",
                "« \(value) » doit aller de \(range.lowerBound) à \(range.upperBound).")
        case .folderNotAbsolute(let text):
            Phrase(
                "“\(text)” is not a folder’s full path (it starts with /).",
                "« \(text) » n’est pas le chemin complet d’un dossier (il commence par /).")
        case .notOnOrOff(let text):
            Phrase("“\(text)” is neither on nor off.", "« \(text) » n’est ni on ni off.")
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
            Phrase(
                "there is no backups folder: choose one.", "il n’y a pas de dossier de sauvegardes : choisissez-en un.")
        case .notWritten(let path, let reason), .copyNotWritten(let path, let reason):
            Phrase("\(path) could not be written (\(reason)).", "\(path) n’a pas pu être écrit (\(french(reason))).")
        case .notLossless(let path, let format):
            Phrase("\(path) is a \(format) file.", "\(path) est un fichier \(format).")
        }
    }
}
