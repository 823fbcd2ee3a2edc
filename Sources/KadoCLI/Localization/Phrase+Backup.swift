import KadoApp
import KadoCore

/// The words of `kado backup` and of the automatic backups' settings.
extension Phrase {
    /// The first line of `kado backup list`.
    static func autoBackupsHeader(_ settings: AutoBackupSettings) -> Phrase {
        let keep = settings.retention
        let folder = settings.folder.map(TerminalText.safe) ?? "(none)"
        guard settings.isEnabled else {
            return Phrase("cli.backup.folder", ["folder": folder])
        }
        return Phrase(
            "cli.backup.folder.2",
            ["folder": folder, "daily": keep.daily, "weekly": keep.weekly, "monthly": keep.monthly])
    }

    /// No backup in the folder yet.
    static let noAutoBackupYet = Phrase("cli.backup.noAutoBackupYet")

    /// A rule that keeps a backup.
    static func retentionRule(_ rule: AutoBackupRetention.Rule) -> Phrase {
        switch rule {
        case .daily: Phrase("cli.backup.retentionRule.daily")
        case .weekly: Phrase("cli.backup.retentionRule.weekly")
        case .monthly: Phrase("cli.backup.retentionRule.monthly")
        }
    }

    /// A backup no rule keeps any more (removed at the next backup).
    static let notKept = Phrase("cli.backup.notKept")

    /// The last automatic backup failed.
    static func lastAutoBackupFailed(_ day: LogicalDay, _ reason: String) -> Phrase {
        Phrase("cli.backup.lastAutoBackupFailed", ["day": day, "reason": reason])
    }

    /// `kado backup now` wrote a file.
    static func backedUp(_ path: String, size: String) -> Phrase {
        Phrase("cli.backup.backedUp", ["path": path, "size": size])
    }

    /// `kado upkeep` wrote the widget snapshot again.
    static func snapshotWrittenAgain(_ path: String) -> Phrase {
        Phrase("cli.backup.snapshotWrittenAgain", ["path": path])
    }

    /// `kado upkeep` rebuilt the missing score checkpoints of `count` habits.
    static func checkpointsRebuilt(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("cli.backup.checkpointsRebuilt")
            : Phrase("cli.backup.checkpointsRebuilt.2", ["count": count])
    }

    /// `kado upkeep` found the widget snapshot up to date.
    static let snapshotUpToDate = Phrase("cli.backup.snapshotUpToDate")

    /// `kado backup due` found nothing to write.
    static let noBackupDue = Phrase("cli.backup.noBackupDue")

    /// The restore's title line, before the import summary.
    static func restoreTitle(_ file: String) -> Phrase {
        Phrase("cli.backup.restoreTitle", ["file": file])
    }

    /// What the restore removes: `habits` counted (`2 habits`), their `names`, the other records
    /// and skips.
    static func restoreRemoves(habits: String, names: String?, records: Int, skips: Int) -> Phrase {
        let named = names.map { " (\($0))" } ?? ""
        return Phrase("cli.backup.named", ["habits": habits, "named": named, "records": records, "skips": skips])
    }

    /// The habits take the file's order.
    static let restoreReorders = Phrase("cli.backup.restoreReorders")

    /// The database already is the backup.
    static let nothingToRestore = Phrase("cli.backup.nothingToRestore")

    /// The dry run's end.
    static let restoreDryRun = Phrase("cli.backup.restoreDryRun")

    /// The question before restoring.
    static let restoreQuestion = Phrase("cli.backup.restoreQuestion")

    /// The person said no.
    static let restoreCancelled = Phrase("cli.backup.restoreCancelled")

    /// Done.
    static func restored(_ file: String, copy: String) -> Phrase {
        Phrase("cli.backup.restored", ["file": file, "copy": copy])
    }

    /// Without a terminal and without --yes.
    static let restoreNeedsConfirmation = Phrase("cli.backup.restoreNeedsConfirmation")

    /// The reason of a failed write in the language: Kadō's own words for a full disk or a write
    /// cut short, else the system's (English) words as they are.
    private static func writeFailure(_ reason: String) -> PhraseArgument {
        switch reason {
        case BackupUseCases.diskFullReason: Phrase("common.backup.reason.diskFull").argument
        case BackupUseCases.cutShortReason: Phrase("cli.backup.reason.cutShort").argument
        default: .text(reason)
        }
    }

    /// A backup error.
    static func autoBackupProblem(_ error: AutoBackupError) -> Phrase {
        switch error {
        case .noFolder:
            Phrase("cli.backup.autoBackupProblem.noFolder")
        case .notWritten(let path, let reason):
            Phrase("cli.backup.notWritten", ["path": TerminalText.safe(path), "reason": writeFailure(reason)])
        case .copyNotWritten(let path, let reason):
            Phrase("cli.backup.copyNotWritten", ["path": TerminalText.safe(path), "reason": writeFailure(reason)])
        case .notLossless(let path, let format):
            Phrase("cli.backup.format", ["safe": TerminalText.safe(path), "format": format])
        }
    }

    /// A refused setting.
    static func autoBackupSettingRefused(_ problem: AutoBackupSettingError) -> Phrase {
        switch problem {
        case .notARetention(let text):
            Phrase("cli.backup.text", ["safe": TerminalText.safe(text)])
        case .countOutOfRange(let rule, let value, let range):
            Phrase(
                "cli.backup.range",
                [
                    "ruleRawValue": rule.rawValue, "safe": TerminalText.safe(value), "lowerBound": range.lowerBound,
                    "upperBound": range.upperBound,
                ])
        case .folderNotAbsolute(let text):
            Phrase("cli.backup.text.2", ["safe": TerminalText.safe(text)])
        case .notOnOrOff(let text):
            Phrase("cli.backup.text.3", ["safe": TerminalText.safe(text)])
        }
    }

    /// The settings shown by `kado settings`.
    static func backupsSetting(_ isEnabled: Bool) -> Phrase {
        isEnabled
            ? Phrase("cli.backup.backupsSetting")
            : Phrase("cli.backup.backupsSetting.2")
    }

    /// The folder shown by `kado settings`.
    static func backupFolderSetting(_ folder: String?, isDefault: Bool) -> Phrase {
        guard let folder = folder.map(TerminalText.safe) else { return Phrase("cli.backup.folderSetting.none") }
        return isDefault
            ? Phrase("cli.backup.folderSetting.default", ["folder": folder])
            : Phrase("cli.backup.folderSetting", ["folder": folder])
    }

    /// The retention shown by `kado settings`.
    static func backupKeepSetting(_ retention: AutoBackupRetention) -> Phrase {
        Phrase("cli.backup.backupKeepSetting", ["retention": retention])
    }
}

extension Localizer {
    /// A file's size: `812 B`, `12.4 kB`, `3.1 MB` (`12,4 ko` in French).
    func fileSize(_ bytes: Int) -> String {
        if bytes < 1000 { return self(Phrase("cli.fileSize.bytes", ["size": String(bytes)])) }
        if bytes < 1_000_000 {
            return self(
                Phrase(
                    "cli.fileSize.kilobytes", ["size": PhraseArgument.decimal(Double(bytes) / 1000, fractionDigits: 1)])
            )
        }
        return self(
            Phrase(
                "cli.fileSize.megabytes", ["size": PhraseArgument.decimal(Double(bytes) / 1_000_000, fractionDigits: 1)]
            ))
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
