import KadoCore

/// What a front end gives the tracker for automatic backups: the default folder (read from the
/// environment where the front end starts, `$XDG_DATA_HOME/kado/backups`) and where a failure is
/// told at once (the command line's standard error). A tracker without one writes no automatic
/// backup unless `backup-folder` is set.
public struct AutoBackupConfiguration {
    /// The folder used when `backup-folder` is not set; `nil` when there is none.
    public var defaultFolder: String?
    /// Called with a backup that could not be written after a change, and the settings'
    /// language; the change itself stands.
    public var report: ((AutoBackupError, Language) -> Void)?
    /// Called when a backup starts exporting the database (tests count the attempts).
    var exportWillStart: (() -> Void)?

    /// A configuration with these values.
    public init(defaultFolder: String?, report: ((AutoBackupError, Language) -> Void)? = nil) {
        self.defaultFolder = defaultFolder
        self.report = report
    }
}
