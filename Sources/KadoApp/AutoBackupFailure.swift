import Foundation
import KadoCore

/// The last automatic backup that could not be written, kept beside the database
/// (`kado.backup-status.json`) until a backup is written again: what the Settings page and
/// `kado backup list` show, and what holds the next automatic attempt back.
///
/// Writing a backup exports the whole database, so after a failure (a folder that cannot be
/// written, a full disk) the automatic backups after changes wait ``retryDelay`` — or until the
/// next logical day, or until the folder setting changes, whichever comes first — instead of
/// exporting again, and failing again, on every check-in. `kado backup now` and the Settings
/// page's *Back up now* always try at once.
public struct AutoBackupFailure: Codable, Hashable, Sendable {
    /// How long after a failure the automatic backups wait before trying again: one hour.
    public static let retryDelay: TimeInterval = 3600

    /// The logical day whose backup it was.
    public var day: LogicalDay
    /// When it was tried.
    public var at: Date
    /// Why it failed.
    public var error: AutoBackupError
    /// The folder it was written to; `nil` in a status kept by a version that did not say it
    /// (then any folder counts as the same).
    public var folder: String?
    /// `true` while no front end has told it yet: a backup written by a process of its own after
    /// a command had answered (``AutoBackupConfiguration/launch``), which the next command tells
    /// (``BackupUseCases/takeUntoldAutoBackupFailure()``). `nil` (as a version before it wrote) or
    /// `false`: told when it happened.
    public var untold: Bool?

    /// A failure of `day`'s backup into `folder` at `at`, for `error`.
    public init(day: LogicalDay, at: Date, error: AutoBackupError, folder: String? = nil, untold: Bool = false) {
        self.day = day
        self.at = at
        self.error = error
        self.folder = folder
        self.untold = untold ? true : nil
    }

    /// Whether an automatic backup into `folder` on `today`, at `now`, waits: the same day and
    /// folder, less than ``retryDelay`` after the failure (a clock set back before it tries).
    public func holdsBack(backupInto folder: String, today: LogicalDay, now: Date) -> Bool {
        guard day == today, self.folder == nil || self.folder == folder else { return false }
        let elapsed = now.timeIntervalSince(at)
        return elapsed >= 0 && elapsed < Self.retryDelay
    }
}
