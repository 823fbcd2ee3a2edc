import Foundation
import KadoCore

/// The upkeep a change leaves for after its answer: the widget snapshot of a new day, then the
/// day's automatic backup. A front end that lives on (the web app, the TUI) does it on its own
/// thread; a one-shot command hands it to `kado upkeep --detached`, started on its own
/// (``AutoBackupConfiguration/launch``), so that the first change of a day answers as fast as
/// the next one.
extension WidgetUseCases {
    /// Whether a change made now leaves the widget snapshot to the upkeep process: this tracker
    /// can start one (a one-shot command; a front end that lives on, with its own backup worker,
    /// publishes itself), and the snapshot beside the database is not for today (a new day,
    /// another time zone or day start, or no file), so that publishing it would compute every
    /// habit's lines again before answering.
    func leavesSnapshotForUpkeep(in context: AppContext?) -> Bool {
        guard work.autoBackup?.launch != nil, work.autoBackup?.worker == nil, !isReadOnly else { return false }
        // A snapshot that cannot be checked is taken as out of date: the upkeep process writes it again.
        return (try? isSnapshotCurrent(in: context)) != true
    }

    /// Run after every committed change, the publishers' lock released: starts the upkeep
    /// process when the change left the snapshot to it (it writes the backup too, if due), else
    /// asks for the backup (``backUpAfterChange(settings:)``). When no process can be started,
    /// both are done here, before returning, as without one.
    func upkeepAfterAnswer(settings given: Settings?) {
        guard work.snapshotLeftForUpkeep else { return backups.backUpAfterChange(settings: given) }
        work.snapshotLeftForUpkeep = false
        if let launch = work.autoBackup?.launch, launch() { return }
        do { try publishSnapshot() } catch { logFailure("the widget snapshot was not written", error) }
        backups.backUpAfterChange(settings: given)
    }

    /// Writes the widget snapshot again when it is not up to date: not for today (in this time
    /// zone, with this day start), or written before the database's last change (a change that
    /// left it to the upkeep, or a publish that was lost). Whether it computed it again (the
    /// file keeps its bytes when they would not change). A read-only tracker writes nothing.
    @discardableResult
    public func bringSnapshotUpToDate() throws(AppError) -> Bool {
        guard !isReadOnly else { return false }
        return try SnapshotFile.withLock(
            beside: snapshotPath, database: databasePath, locks: system.locks, patience: patience
        ) {
            () throws(AppError) -> Bool in
            let stamp = try perform { try store.lastChangeStamp() }
            if try isSnapshotCurrent(), SnapshotFile.stamp(at: snapshotPath) == stamp.description { return false }
            try publishSnapshotHoldingLock(touching: nil)
            return true
        }
    }
}

extension SnapshotFile {
    /// The change the snapshot at `path` is up to date with (its layout's stamp), read from the
    /// start of the file only; `nil` when there is no file or it records none.
    static func stamp(at path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        // Read only: closing it can lose nothing.
        defer { try? handle.close() }
        return readOpening(of: handle, layout: true)?.layout?.layout.stamp
    }
}
