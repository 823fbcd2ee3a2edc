import Foundation
import KadoCore
import KadoStore

/// The rebuild of missing score checkpoints, in the background: what Today left pending when its
/// time for walking whole histories was spent (``Tracker/todayRebuildBudget``) is finished by the
/// upkeep — `kado upkeep`, which a command starts on its own, or the background thread of a front
/// end that lives on (``AutoBackupWorker``) — so that the next Today shows every score.
extension ViewUseCases {
    /// How long Today walks whole histories (habits with no checkpoint) before it leaves the rest
    /// pending: of the order of a warm Today of a thousand habits.
    public static let standardRebuildBudget: Duration = .milliseconds(40)

    /// How long one batch of the background rebuild holds the database's write lock: each batch
    /// reads, walks and saves in one transaction, so that a kill loses at most one batch and a
    /// check-in never waits longer than one.
    public static let rebuildBatchTime: Duration = .milliseconds(100)

    /// Asks for the missing checkpoints to be rebuilt after this answer: on the background thread
    /// of a front end that has one, else by `kado upkeep` started on its own. Nothing when the
    /// database is only read or neither is available (the next Today tries again).
    func requestCheckpointRebuild() {
        guard !isReadOnly else { return }
        if let worker = work.autoBackup?.worker {
            worker.requestCheckpointRebuild()
        } else if let launch = work.autoBackup?.launch {
            _ = launch()
        }
    }

    /// The lock that keeps two rebuilds of this database's checkpoints apart (a `kado upkeep`
    /// started by each of two commands, `kado serve`'s thread): `NAME.rebuild-lock` beside the
    /// database, there only while held.
    var rebuildLockPath: String { SyncFileNames.beside(databasePath, suffix: "rebuild-lock") }

    /// Walks whole, and saves the checkpoints of, every active habit that has none, in the
    /// habits' order and in batches of about ``rebuildBatchTime``, each read, walked and saved in
    /// one write transaction: a kill loses at most the batch in progress, and what is saved
    /// describes the records as they were when it was saved. The numbers are those of a full
    /// walk, since it is one. Another rebuild of the same database holding the lock makes this
    /// one do nothing (it finishes the work).
    ///
    /// - Parameters:
    ///   - batchTime: how long a batch goes on before it commits.
    ///   - isAbandoned: asked between batches; `true` stops (the front end ends).
    /// - Returns: how many habits got checkpoints saved, 0 when another rebuild holds the lock.
    @discardableResult
    public func rebuildMissingCheckpoints(
        batchTime: Duration = ViewUseCases.rebuildBatchTime, isAbandoned: () -> Bool = { false }
    ) throws(AppError) -> Int {
        guard !isReadOnly else { return 0 }
        let held: (any HeldFileLock)?
        do {
            held = try system.locks.lock(
                FileLockRequest(path: rebuildLockPath, mode: .tryOnce, removesFileOnRelease: true))
        } catch .unavailable {
            // A folder that cannot hold the lock file: the database beside it is written anyway,
            // and each batch is a transaction of its own, so a second rebuild only repeats work.
            held = nil
        } catch {
            return 0
        }
        defer { held?.release() }
        let context = try self.context()
        let active = try habits.all()
        var missing = try perform { try store.habitsWithoutCheckpoint(among: active.map(\.id)) }[...]
        let byID = Dictionary(active.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var rebuilt = 0
        while !missing.isEmpty, !isAbandoned() {
            let count = try perform {
                try store.write { writer -> Int in
                    let started = ContinuousClock.now
                    var walked = 0
                    var saved = 0
                    while let id = missing.first, walked == 0 || ContinuousClock.now - started < batchTime {
                        missing.removeFirst()
                        // A habit given checkpoints since the list was read is left as it is.
                        guard let habit = byID[id], try store.checkpoint(of: id, before: nil) == nil else { continue }
                        var fresh: [(UUID, WalkCheckpoint)] = []
                        let timeline = try timelines(
                            of: [habit], calendar: context.calendar, resumingBefore: context.today)
                        _ = summary(of: timeline[0], today: context.today, position: 0, fresh: &fresh)
                        walked += 1
                        // A habit younger than a week has no checkpoint to take yet: its whole
                        // walk is short, and Today does it within its time.
                        guard !fresh.isEmpty else { continue }
                        try writer.saveCheckpoints(fresh.map(\.1), of: id)
                        saved += 1
                    }
                    return saved
                }
            }
            rebuilt += count
        }
        return rebuilt
    }
}
