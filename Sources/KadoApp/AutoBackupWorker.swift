import Dispatch
import Foundation
import KadoCore
import Synchronization

/// Writes a database's automatic backup in the background, for a front end that lives on after a
/// change (the TUI, the web app), after rebuilding the score checkpoints a Today left pending
/// (``ViewUseCases/rebuildMissingCheckpoints(batchTime:isAbandoned:)``): exporting a large database takes seconds (24.6 s for 1,000
/// habits over ten years), and a key or a check-in must not wait for it.
///
/// A change that finds the day's backup due (``BackupUseCases/backUpAfterChange(settings:)``) only asks
/// for it (``request()``), after its commit; the worker opens a tracker of its own (its own
/// SQLite connection, from the `@Sendable` opener) on a thread of its own, asks again whether
/// the backup is due (once a day, the failure hold-back, the lock beside the database that
/// another process may hold), and writes and rotates it as a command would. One backup at a time:
/// a request while one is being written does nothing. What happens is told through `events`, on
/// the worker's thread, never on standard error.
///
/// When the front end ends, ``finish(waitingAtMost:)`` lets a backup in progress end, for a
/// bounded time, else abandons it: the write stops at its next chunk and removes its temporary
/// file, so that no part of a backup is ever left under a backup's name.
public final class AutoBackupWorker: Sendable {
    /// What the worker tells the front end.
    public enum Event: Hashable, Sendable {
        /// The backup of `day` is being written.
        case started(LogicalDay)
        /// It was written.
        case written(AutoBackupFile)
        /// It could not be written (kept as the last failure, as a command's would be), with the
        /// settings' language.
        case failed(AutoBackupError, Language)
    }

    /// How a backup in progress ended when the front end ended.
    public enum Ending: Hashable, Sendable {
        /// None was in progress.
        case idle
        /// It ended (written or failed, as its event said).
        case finished
        /// It was given up: no file under a backup's name, no temporary file left, no failure
        /// kept; the next change writes it.
        case abandoned
    }

    private struct State {
        var isRunning = false
        var isAbandoning = false
        var isWritingFile = false
    }

    private let openTracker: @Sendable () throws -> sending Tracker
    private let events: @Sendable (Event) -> Void
    private let state = Mutex(State())
    private let running = DispatchGroup()

    /// A worker that writes with the trackers `openTracker` opens and tells `events`.
    public init(
        openTracker: @escaping @Sendable () throws -> sending Tracker,
        events: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.openTracker = openTracker
        self.events = events
    }

    /// Whether a backup is being written (or looked at) now.
    public var isRunning: Bool { state.withLock { $0.isRunning } }

    /// Starts writing the day's backup on a thread of its own, unless one is being written or the
    /// worker is ending; returns at once.
    public func request() {
        let starts = state.withLock { state -> Bool in
            guard !state.isRunning, !state.isAbandoning else { return false }
            state.isRunning = true
            return true
        }
        guard starts else { return }
        running.enter()
        let thread = Thread { [self] in
            self.run()
            self.state.withLock { $0.isRunning = false }
            self.running.leave()
        }
        thread.name = "kado-auto-backup"
        thread.start()
    }

    /// Starts rebuilding the score checkpoints Today found missing (then writing the day's backup
    /// if it is due), on the same thread of its own: ``request()``, whose run does both.
    public func requestCheckpointRebuild() {
        request()
    }

    /// Waits up to `seconds` for a backup in progress to end, then abandons it (and waits, a few
    /// seconds at most, for its temporary file to be removed if it was being written); no backup
    /// starts afterwards.
    @discardableResult
    public func finish(waitingAtMost seconds: Double) -> Ending {
        guard isRunning else {
            state.withLock { $0.isAbandoning = true }
            return .idle
        }
        if running.wait(timeout: .now() + seconds) == .success {
            state.withLock { $0.isAbandoning = true }
            return .finished
        }
        let isWritingFile = state.withLock { state -> Bool in
            state.isAbandoning = true
            return state.isWritingFile
        }
        // Exporting, the backup has no file yet, and will make none; writing, it stops within a
        // chunk and removes its temporary file.
        if isWritingFile { _ = running.wait(timeout: .now() + 5) }
        return .abandoned
    }

    /// Waits for the backup in progress, if any, for ever: for tests.
    func waitUntilIdle() {
        running.wait()
    }

    private func run() {
        let tracker: Tracker
        do {
            tracker = try openTracker()
        } catch {
            // The database cannot be opened again now: the next change asks again.
            return
        }
        // This tracker writes itself, and tells nothing but through the events.
        tracker.autoBackup?.worker = nil
        tracker.autoBackup?.report = nil
        let control = AutoBackupControl(
            willStart: { [events] day in events(.started(day)) },
            willWriteFile: { [self] in
                self.state.withLock { state in
                    guard !state.isAbandoning else { return false }
                    state.isWritingFile = true
                    return true
                }
            },
            didWriteFile: { [self] in self.state.withLock { $0.isWritingFile = false } },
            isAbandoned: { [self] in self.state.withLock { $0.isAbandoning } })
        // First the checkpoints a Today left pending (none, most of the time: one query), in
        // batches that stop when the front end ends.
        do {
            try tracker.views.rebuildMissingCheckpoints(isAbandoned: { [self] in
                self.state.withLock { $0.isAbandoning }
            })
        } catch {
            tracker.work.logFailure("the score checkpoints were not rebuilt", error)
        }
        switch tracker.backups.backUpIfDue(control: control) {
        case .notDue, .abandoned: break
        case .written(let file): events(.written(file))
        case .failed(let error, let language):
            tracker.work.logFailure("the automatic backup was not written", error)
            events(.failed(error, language))
        }
    }
}

extension Tracker {
    /// Hands this tracker's automatic backups to `worker` (the TUI's, the web app's): a change
    /// only asks for the day's backup, which the worker writes in the background.
    public func writeAutoBackups(through worker: AutoBackupWorker) {
        var configuration = autoBackup ?? AutoBackupConfiguration(defaultFolder: nil)
        configuration.worker = worker
        autoBackup = configuration
    }
}
