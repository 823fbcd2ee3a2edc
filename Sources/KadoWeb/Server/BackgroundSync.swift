import Dispatch
import Foundation
import KadoApp
import Synchronization

/// `kado serve`'s sync: a thread of its own with a tracker of its own (its own SQLite
/// connection, opened on that thread and never leaving it), so that no request ever waits for
/// the network or holds ``WebApp``'s session while a sync runs. It syncs on its
/// ``SyncSchedule`` when sync is set up, and at once when asked (``requestSync()``, the card's
/// *Sync now*, which does not wait for it); it runs the Settings card's setup and turn-off for
/// the requests that wait for them outside the session's lock.
///
/// What it shares with the request threads is a `Mutex` of plain values and semaphores, so the
/// type is `Sendable` without an `@unchecked` promise.
public final class BackgroundSync: Sendable {
    /// A use case run on the sync thread for a request, and where its answer goes.
    private struct Job: Sendable {
        let work: @Sendable (Tracker) -> Void
        /// Called instead when the syncer stopped before running it.
        let cancel: @Sendable () -> Void
    }

    private struct State {
        var stopping = false
        var jobs: [Job] = []
        /// When the next scheduled sync is due (at once on start).
        var nextSync = ContinuousClock.now
        /// When the sync that publishes the requests' changes is due, once one changed something.
        var changeSync: ContinuousClock.Instant?
        /// Whether a sync was asked for (*Sync now*, a setup) and has not started yet.
        var syncAsked = false
        var isRunning = false
        /// Syncs finished (set up or not), for tests.
        var finishedSyncs = 0
        /// Whether the thread has ended.
        var threadEnded = false
    }

    private let schedule: SyncSchedule
    private let state = Mutex(State())
    /// Wakes the thread: a job, a change, or stopping.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled once the thread has ended.
    private let ended = DispatchSemaphore(value: 0)
    /// How a sync of the thread's runs: ``syncIfSetUp(_:)``, which tests wrap to make it slow.
    private let scheduledSync: @Sendable (Tracker) -> Void

    /// Starts the thread, which opens its tracker with `openTracker` and syncs at once if sync is
    /// set up.
    /// - Parameters:
    ///   - openTracker: opens a tracker over the served database (called once, on the thread).
    ///   - schedule: when to sync on its own.
    ///   - scheduledSync: how a sync of the thread's runs, scheduled or asked for
    ///     (``syncIfSetUp(_:)``).
    public init(
        openTracker: @escaping @Sendable () throws -> sending Tracker, schedule: SyncSchedule = SyncSchedule(),
        scheduledSync: @escaping @Sendable (Tracker) -> Void = BackgroundSync.syncIfSetUp
    ) {
        self.schedule = schedule
        self.scheduledSync = scheduledSync
        let thread = Thread { [self] in
            run(openTracker)
            state.withLock { $0.threadEnded = true }
            ended.signal()
        }
        thread.name = "kado-sync"
        thread.start()
    }

    /// A scheduled sync: reads (cheaply, without the network) whether sync is set up, and syncs
    /// if it is. A failure is recorded by ``SyncUseCases/syncNow()`` for the card, and logged.
    public static func syncIfSetUp(_ tracker: Tracker) {
        // A status that cannot be read is a sync not set up as far as a schedule can tell: the
        // card reads and says it.
        guard (try? tracker.sync.syncStatus())?.target != nil else { return }
        do {
            _ = try tracker.sync.syncNow()
        } catch {
            tracker.log?.warning("a background sync failed", ["database": tracker.databasePath, "error": "\(error)"])
        }
    }

    /// Whether a sync is running now, or was asked for and starts as soon as the thread is free.
    public var isSyncing: Bool { state.withLock { $0.isRunning || $0.syncAsked } }

    /// Whether a sync runs now (not only asked for), for tests.
    var isRunning: Bool { state.withLock { $0.isRunning } }

    /// How many of the thread's syncs have finished (set up or not), scheduled or asked for.
    var finishedSyncs: Int { state.withLock { $0.finishedSyncs } }

    /// Whether a change was noted (``noteChange()``) whose sync has not started yet, for tests.
    var isChangeSyncDue: Bool { state.withLock { $0.changeSync != nil } }

    /// Asks for a sync at once, and returns without waiting for it: it starts when the thread is
    /// free (after the sync or use case it runs now, if any), and starts the next interval. Asked
    /// for again before it started, it is still one sync.
    /// - Returns: `false` when the syncer is stopping (no sync will run).
    @discardableResult
    public func requestSync() -> Bool {
        let (accepted, woke) = state.withLock { state -> (Bool, Bool) in
            guard !state.stopping else { return (false, false) }
            defer { state.syncAsked = true }
            return (true, !state.syncAsked)
        }
        if woke { wake.signal() }
        return accepted
    }

    /// Notes that a request changed data: a sync follows ``SyncSchedule/afterChange`` after the
    /// first such change since the last sync began.
    public func noteChange() {
        let now = ContinuousClock.now
        let woke = state.withLock { state -> Bool in
            guard state.changeSync == nil else { return false }
            state.changeSync = now + schedule.afterChange
            return true
        }
        if woke { wake.signal() }
    }

    /// Runs `work` on the sync thread with its tracker, and waits for its answer; `nil` when the
    /// syncer stopped (or its tracker could not be opened) before running it.
    func perform<Answer: Sendable>(_ work: @escaping @Sendable (Tracker) -> Answer) -> Answer? {
        let answer = AnswerBox<Answer>()
        let done = DispatchSemaphore(value: 0)
        let job = Job(
            work: { tracker in
                let value = work(tracker)
                answer.value.withLock { $0 = value }
                done.signal()
            },
            cancel: { done.signal() })
        let accepted = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.jobs.append(job)
            return true
        }
        guard accepted else { return nil }
        wake.signal()
        done.wait()
        return answer.value.withLock { $0 }
    }

    /// Stops the thread after the sync or job it is running, if any, and waits for it to end, at
    /// most `limit`: a sync stalled on a target that does not answer (a WebDAV request may wait
    /// for its timeout) is left to end with the process, which a sync survives anywhere (the
    /// database commits what came in at once, and every file reaches the target under a
    /// temporary name first); the next sync completes it. Jobs not started yet answer `nil`.
    /// Calling it again only tells whether the thread ended.
    /// - Returns: whether the thread has ended.
    @discardableResult
    public func stop(waitingAtMost limit: Duration = .seconds(5)) -> Bool {
        let first = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return !state.stopping
        }
        if first {
            wake.signal()
            _ = ended.wait(timeout: Self.dispatchTime(after: limit))
        }
        return state.withLock { $0.threadEnded }
    }

    /// The dispatch time `duration` from now (now for a negative one).
    private static func dispatchTime(after duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds / 1_000_000_000)
        return .now() + .nanoseconds(Int(clamping: nanoseconds))
    }

    // MARK: - The thread

    private enum Step {
        case stop
        case job(Job)
        case sync
        case wait(until: ContinuousClock.Instant)
    }

    private func run(_ openTracker: @Sendable () throws -> sending Tracker) {
        let tracker: Tracker
        do {
            tracker = try openTracker()
        } catch {
            // Without a tracker nothing can sync: every job answers nil, until stopping.
            drainUntilStopped()
            return
        }
        while true {
            switch nextStep() {
            case .stop:
                return
            case .job(let job):
                job.work(tracker)
            case .sync:
                scheduledSync(tracker)
                state.withLock {
                    $0.isRunning = false
                    $0.finishedSyncs += 1
                }
            case .wait(let deadline):
                _ = wake.wait(timeout: Self.dispatchTime(after: ContinuousClock.now.duration(to: deadline)))
            }
        }
    }

    /// What to do next, decided under the lock: stopping first, then the requests' jobs, then a
    /// sync that was asked for or is due (which starts the next interval and takes in the changes
    /// so far).
    private func nextStep() -> Step {
        let now = ContinuousClock.now
        return state.withLock { state -> Step in
            if state.stopping {
                for job in state.jobs { job.cancel() }
                state.jobs = []
                return .stop
            }
            if !state.jobs.isEmpty { return .job(state.jobs.removeFirst()) }
            let due = min(state.nextSync, state.changeSync ?? state.nextSync)
            guard state.syncAsked || due <= now else { return .wait(until: due) }
            state.nextSync = now + schedule.interval
            state.changeSync = nil
            state.syncAsked = false
            state.isRunning = true
            return .sync
        }
    }

    private func drainUntilStopped() {
        while true {
            let stopping = state.withLock { state -> Bool in
                for job in state.jobs { job.cancel() }
                state.jobs = []
                return state.stopping
            }
            if stopping { return }
            wake.wait()
        }
    }
}

/// Where a job's answer waits for the request that asked for it.
private final class AnswerBox<Answer: Sendable>: Sendable {
    let value = Mutex<Answer?>(nil)
}
