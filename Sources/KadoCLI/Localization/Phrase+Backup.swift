import KadoApp
import KadoCore

/// The words of `kado backup` and of the automatic backups' settings.
extension Phrase {
    /// The first line of `kado backup list`.
    static func autoBackupsHeader(_ settings: AutoBackupSettings) -> Phrase {
        let keep = settings.retention
        let folder = settings.folder.map(TerminalText.safe) ?? "(none)"
        guard settings.isEnabled else {
            return Phrase(
                "Automatic backups are off (kado settings backups on); folder \(folder)",
                "Sauvegardes automatiques désactivées (kado settings backups on)\(space); dossier \(folder)")
        }
        return Phrase(
            "Automatic backups in \(folder), keeping \(keep.daily) daily, \(keep.weekly) weekly, "
                + "\(keep.monthly) monthly",
            "Sauvegardes automatiques dans \(folder), en gardant \(keep.daily) quotidiennes, \(keep.weekly) "
                + "hebdomadaires, \(keep.monthly) mensuelles")
    }

    /// No backup in the folder yet.
    static let noAutoBackupYet = Phrase(
        "No automatic backup yet: one is written after the first change of each day (or now: kado backup now)",
        "Aucune sauvegarde automatique pour l’instant\(space): une est écrite après le premier changement de "
            + "chaque jour (ou maintenant\(space): kado backup now)")

    /// A rule that keeps a backup.
    static func retentionRule(_ rule: AutoBackupRetention.Rule) -> Phrase {
        switch rule {
        case .daily: Phrase("daily", "quotidienne")
        case .weekly: Phrase("weekly", "hebdomadaire")
        case .monthly: Phrase("monthly", "mensuelle")
        }
    }

    /// A backup no rule keeps any more (removed at the next backup).
    static let notKept = Phrase("removed at the next backup", "retirée à la prochaine sauvegarde")

    /// The last automatic backup failed.
    static func lastAutoBackupFailed(_ day: LogicalDay, _ reason: String) -> Phrase {
        Phrase(
            "The automatic backup of \(day) failed: \(reason)",
            "La sauvegarde automatique du \(day) a échoué\(space): \(reason)")
    }

    /// `kado backup now` wrote a file.
    static func backedUp(_ path: String, size: String) -> Phrase {
        Phrase("Backed up to \(path) (\(size))", "Sauvegardé dans \(path) (\(size))")
    }

    /// `kado upkeep` wrote the widget snapshot again.
    static func snapshotWrittenAgain(_ path: String) -> Phrase {
        Phrase("Widget snapshot written again: \(path)", "Instantané des widgets réécrit\(space): \(path)")
    }

    /// `kado upkeep` rebuilt the missing score checkpoints of `count` habits.
    static func checkpointsRebuilt(_ count: Int) -> Phrase {
        count == 1
            ? Phrase(
                "Score checkpoints rebuilt for 1 habit", "Points de reprise des scores reconstruits pour 1 habitude")
            : Phrase(
                "Score checkpoints rebuilt for \(count) habits",
                "Points de reprise des scores reconstruits pour \(count) habitudes")
    }

    /// `kado upkeep` found the widget snapshot up to date.
    static let snapshotUpToDate = Phrase(
        "Widget snapshot up to date", "Instantané des widgets à jour")

    /// `kado backup due` found nothing to write.
    static let noBackupDue = Phrase(
        "No backup due: today's is written, backups are off, or one waits after a failure (kado backup list)",
        "Aucune sauvegarde à faire\(space): celle du jour est écrite, les sauvegardes sont désactivées, ou "
            + "l’une attend après un échec (kado backup list)")

    /// The restore's title line, before the import summary.
    static func restoreTitle(_ file: String) -> Phrase {
        Phrase(
            "Restoring \(file) replaces your habits and records with the file's:",
            "Restaurer \(file) remplace vos habitudes et relevés par ceux du fichier\(space):")
    }

    /// What the restore removes: `habits` counted (`2 habits`), their `names`, the other records
    /// and skips.
    static func restoreRemoves(habits: String, names: String?, records: Int, skips: Int) -> Phrase {
        let named = names.map { " (\($0))" } ?? ""
        return Phrase(
            "  Removed:     \(habits)\(named), \(records) other records, \(skips) other skips",
            "  Retirés\(space):   \(habits)\(named), \(records) autres relevés, \(skips) autres excuses")
    }

    /// The habits take the file's order.
    static let restoreReorders = Phrase("  Order:       the file's", "  Ordre\(space):     celui du fichier")

    /// The database already is the backup.
    static let nothingToRestore = Phrase(
        "The database already holds exactly this backup: nothing to restore.",
        "La base contient déjà exactement cette sauvegarde\(space): rien à restaurer.")

    /// The dry run's end.
    static let restoreDryRun = Phrase(
        "Dry run: nothing was changed. Run it again without --dry-run to restore.",
        "Essai à blanc\(space): rien n’a été modifié. Relancez sans --dry-run pour restaurer.")

    /// The question before restoring.
    static let restoreQuestion = Phrase(
        "Restore it? A copy of the database is kept first. [y/N] ",
        "La restaurer\(space)? Une copie de la base est gardée d’abord. [o/N] ")

    /// The person said no.
    static let restoreCancelled = Phrase("Nothing restored.", "Rien n’a été restauré.")

    /// Done.
    static func restored(_ file: String, copy: String) -> Phrase {
        Phrase(
            "Restored \(file). The database as it was is kept in \(copy)",
            "\(file) restaurée. La base telle qu’elle était est gardée dans \(copy)")
    }

    /// Without a terminal and without --yes.
    static let restoreNeedsConfirmation = Phrase(
        "a restore replaces your habits and records: add --yes to restore without a terminal to ask on "
            + "(nothing was changed)",
        "une restauration remplace vos habitudes et relevés\(space): ajoutez --yes pour restaurer sans terminal "
            + "où demander (rien n’a été modifié)")

    /// The system's words of a failed write as French says them: its own for a full disk, else
    /// the system's (English) words as they are.
    private static func french(_ reason: String) -> String {
        switch reason {
        case BackupUseCases.diskFullReason: "le disque est plein"
        case BackupUseCases.cutShortReason: "le processus qui l’écrivait s’est arrêté avant la fin"
        default: reason
        }
    }

    /// A backup error.
    static func autoBackupProblem(_ error: AutoBackupError) -> Phrase {
        switch error {
        case .noFolder:
            Phrase(
                "no backups folder: set one with kado settings backup-folder PATH (there is no home folder)",
                "aucun dossier de sauvegardes\(space): choisissez-en un avec kado settings backup-folder CHEMIN "
                    + "(il n’y a pas de dossier personnel)")
        case .notWritten(let path, let reason):
            Phrase(
                "the backup \(TerminalText.safe(path)) could not be written: \(reason); the earlier backups are "
                    + "intact, and it is tried again with the first change an hour later (kado backup now tries at once)",
                "la sauvegarde \(TerminalText.safe(path)) n’a pas pu être écrite\(space): \(french(reason))\(space); les "
                    + "sauvegardes précédentes sont intactes, et elle est retentée au premier changement une heure plus "
                    + "tard (kado backup now la retente tout de suite)")
        case .copyNotWritten(let path, let reason):
            Phrase(
                "the copy of the database \(TerminalText.safe(path)) could not be written: \(reason); nothing was "
                    + "restored",
                "la copie de la base \(TerminalText.safe(path)) n’a pas pu être écrite\(space): \(french(reason))\(space); "
                    + "rien n’a été restauré")
        case .notLossless(let path, let format):
            Phrase(
                "\(TerminalText.safe(path)) is a \(format) file, not a Kadō JSON backup: only those are restored "
                    + "(import it with kado import instead, which removes nothing)",
                "\(TerminalText.safe(path)) est un fichier \(format), pas une sauvegarde JSON de Kadō\(space): seules "
                    + "celles-ci se restaurent (importez-le plutôt avec kado import, qui ne retire rien)")
        }
    }

    /// A refused setting.
    static func autoBackupSettingRefused(_ problem: AutoBackupSettingError) -> Phrase {
        switch problem {
        case .notARetention(let text):
            Phrase(
                "backup-keep “\(TerminalText.safe(text))” is not DAILY,WEEKLY,MONTHLY: write three whole numbers such "
                    + "as 7,4,12 (nothing was saved)",
                "backup-keep «\(space)\(TerminalText.safe(text))\(space)» n’est pas QUOTIDIEN,HEBDO,MENSUEL\(space): "
                    + "écrivez trois nombres entiers comme 7,4,12 (rien n’a été enregistré)")
        case .countOutOfRange(let rule, let value, let range):
            Phrase(
                "backup-keep: \(rule.rawValue) “\(TerminalText.safe(value))” must be from \(range.lowerBound) to "
                    + "\(range.upperBound) (nothing was saved)",
                "backup-keep\(space): \(rule.rawValue) «\(space)\(TerminalText.safe(value))\(space)» doit aller de "
                    + "\(range.lowerBound) à \(range.upperBound) (rien n’a été enregistré)")
        case .folderNotAbsolute(let text):
            Phrase(
                "backup-folder “\(TerminalText.safe(text))” must be a folder's full path (nothing was saved)",
                "backup-folder «\(space)\(TerminalText.safe(text))\(space)» doit être le chemin complet d’un dossier "
                    + "(rien n’a été enregistré)")
        case .notOnOrOff(let text):
            Phrase(
                "backups “\(TerminalText.safe(text))” must be on or off (nothing was saved)",
                "backups «\(space)\(TerminalText.safe(text))\(space)» doit valoir on ou off (rien n’a été enregistré)")
        }
    }

    /// The settings shown by `kado settings`.
    static func backupsSetting(_ isEnabled: Bool) -> Phrase {
        isEnabled
            ? Phrase("backups on", "Sauvegardes automatiques\(space): activées")
            : Phrase("backups off", "Sauvegardes automatiques\(space): désactivées")
    }

    /// The folder shown by `kado settings`.
    static func backupFolderSetting(_ folder: String?, isDefault: Bool) -> Phrase {
        let shown = folder.map(TerminalText.safe) ?? "(none)"
        let note = isDefault ? " (default)" : ""
        return Phrase(
            "backup-folder \(shown)\(note)",
            "Dossier des sauvegardes\(space): \(shown)\(isDefault ? " (par défaut)" : "")")
    }

    /// The retention shown by `kado settings`.
    static func backupKeepSetting(_ retention: AutoBackupRetention) -> Phrase {
        Phrase("backup-keep \(retention)", "Sauvegardes gardées\(space): \(retention)")
    }
}

extension Localizer {
    /// A file's size: `812 B`, `12.4 kB`, `3.1 MB` (`12,4 ko` in French).
    func fileSize(_ bytes: Int) -> String {
        let french = language == .french
        if bytes < 1000 { return "\(bytes) \(french ? "o" : "B")" }
        let (value, unit) =
            bytes < 1_000_000
            ? (Double(bytes) / 1000, french ? "ko" : "kB") : (Double(bytes) / 1_000_000, french ? "Mo" : "MB")
        let text = String(format: "%.1f", value)
        return "\(french ? text.replacingOccurrences(of: ".", with: ",") : text)\u{00A0}\(unit)"
    }
}

/// A backup that could not be written, or a file that cannot be restored: exit 74 for a file the
/// system refused, 65 for a file that is not a Kadō JSON backup.
extension AutoBackupError: ReportableError {
    /// The status to exit with.
    public var exitCode: ExitCode {
        switch self {
        case .notLossless: .dataError
        case .noFolder: .usage
        case .notWritten, .copyNotWritten: .ioError
        }
    }

    /// The message in English.
    public var reportMessage: String { reportMessage(in: .english) }

    /// The message in `language`.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.autoBackupProblem(self))
    }
}

/// A refused backup setting, reported as a usage error.
extension AutoBackupSettingError: ReportableError {
    /// The status to exit with.
    public var exitCode: ExitCode { .usage }

    /// The message in English.
    public var reportMessage: String { reportMessage(in: .english) }

    /// The message in `language`.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.autoBackupSettingRefused(self))
    }
}
