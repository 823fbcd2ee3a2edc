import Foundation
import KadoCore

/// What a front end gives the tracker for automatic backups: the default folder (the database's
/// own, ``defaultFolder(besideDatabase:)``), where a failure is
/// told at once (the command line's standard error), and, for a front end that lives on (the
/// TUI, the web app), the ``AutoBackupWorker`` that writes the backup in the background. A
/// tracker without one writes no automatic backup unless `backup-folder` is set.
public struct AutoBackupConfiguration {
    /// The folder used when `backup-folder` is not set; `nil` when there is none.
    public var defaultFolder: String?
    /// Called with a backup that could not be written after a change, and the settings'
    /// language; the change itself stands. Not called for a backup the ``worker`` writes: its
    /// events say that.
    public var report: ((AutoBackupError, Language) -> Void)?
    /// Writes the backup a change finds due on a thread and connection of its own, so that the
    /// change returns at once; `nil` (a one-shot command, which exits right after): the backup
    /// is written before the change returns.
    public var worker: AutoBackupWorker?
    /// Starts a process of its own that writes the backup a change finds due (`kado backup due
    /// --detached`), so that a one-shot command answers at once; `false` when none could be
    /// started (then the backup is written before the change returns, as without it).
    public var launch: (@Sendable () -> Bool)?
    /// Whether this process writes a backup for a command that has already answered: a failure
    /// is then kept untold, for the next command to tell (``AutoBackupFailure/untold``).
    public var keepsFailuresUntold = false
    /// Called when a backup starts exporting the database (tests count the attempts, and hold
    /// one back).
    var exportWillStart: (() -> Void)?

    /// The default backups folder of the database at `path`, beside it and its own, so that two
    /// databases never share (and rotate away) each other's backups: `backups` beside
    /// `kado.sqlite` (for the default database, `~/.local/share/kado/backups`, where they always
    /// were), `NAME-backups` beside any other `NAME.sqlite`.
    public static func defaultFolder(besideDatabase path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let base = (name as NSString).deletingPathExtension
        let folder = base == "kado" ? "backups" : "\(base.isEmpty ? name : base)-backups"
        // A bare file name (`--db k`) has its folder beside it in the same working directory
        // (PathName, since Foundation traps on a one-character relative name there).
        let parent = PathName.folder(of: path)
        return parent.isEmpty ? folder : parent == "/" ? "/" + folder : parent + "/" + folder
    }

    /// A configuration with these values.
    public init(
        defaultFolder: String?, report: ((AutoBackupError, Language) -> Void)? = nil, worker: AutoBackupWorker? = nil,
        launch: (@Sendable () -> Bool)? = nil
    ) {
        self.defaultFolder = defaultFolder
        self.report = report
        self.worker = worker
        self.launch = launch
    }
}
