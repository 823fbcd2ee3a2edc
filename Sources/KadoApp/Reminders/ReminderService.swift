import Dispatch
import Foundation
import KadoCore
import Synchronization

/// The reminder scheduler running on a thread of its own with a tracker of its own (opened on
/// that thread, never leaving it): it looks at the clock when a reminder is due (and at least
/// every ``pollInterval``, to see reminders set meanwhile and a clock that jumped after a sleep),
/// sends each notice through every channel — each channel on a queue of its own, so that a push
/// being retried delays neither the desktop, nor the next reminder, nor anything a person does —
/// and runs the actions the channels bring back.
///
/// Only one runs per database: the lock is taken before the thread starts, and a second service
/// on the same database is refused with who holds it (``ReminderServiceError/alreadyRunning(holder:)``).
public final class ReminderService: Sendable {
    private struct State {
        var stopping = false
        var actions: [(ReminderAction, ReminderNotice)] = []
        var ticks = 0
    }

    /// The longest the thread sleeps between two looks at the clock.
    public let pollInterval: TimeInterval
    private let channels: [any ReminderChannel]
    private let queues: [DispatchQueue]
    private let events: @Sendable (ReminderEvent) -> Void
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private let deliveries = DispatchGroup()
    private let lock: Mutex<(any HeldFileLock)?>

    /// Takes the database's reminder lock as `holder` and starts the thread.
    /// - Parameters:
    ///   - databasePath: the database's path (the lock and the log of what rang are beside it).
    ///   - holder: who is asking, said to a second one (`kado remind run, pid 4242`).
    ///   - locks: the system's file locks (``SystemPorts/locks``).
    ///   - openTracker: opens the tracker the scheduler owns (called once, on the thread).
    ///   - channels: where notices go.
    ///   - grace: how late a missed reminder may still ring.
    ///   - pollInterval: the longest sleep between two looks (30 s by default).
    ///   - events: told of every ring, delivery, retry, action and failure, from any thread.
    /// - Throws: ``ReminderServiceError`` when another scheduler holds the database, or the lock
    ///   file cannot be opened: nothing is started then.
    public init(
        databasePath: String, holder: String, locks: any FileLocking,
        openTracker: @escaping @Sendable () throws -> sending Tracker,
        channels: [any ReminderChannel], grace: TimeInterval = ReminderSchedule.defaultGrace,
        pollInterval: TimeInterval = 30, events: @escaping @Sendable (ReminderEvent) -> Void
    ) throws(ReminderServiceError) {
        lock = Mutex(try ReminderLock.take(forDatabase: databasePath, holder: holder, locks: locks))
        self.channels = channels
        self.pollInterval = pollInterval
        self.events = events
        queues = channels.map { DispatchQueue(label: "kado-reminders-\($0.kind.rawValue)") }
        let thread = Thread { [self] in
            run(openTracker, grace: grace)
            ended.signal()
        }
        thread.name = "kado-reminders"
        thread.start()
    }

    /// How many times the thread has looked at the clock (for tests that wait for a look).
    public var looks: Int { state.withLock { $0.ticks } }

    /// Asks the thread to look at the clock now (a test that moved it; a reminder just set).
    public func lookNow() {
        wake.signal()
    }

    /// Runs `action` on `notice` on the scheduler's thread, as a channel's answer does.
    public func answer(_ action: ReminderAction, on notice: ReminderNotice) {
        let accepted = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.actions.append((action, notice))
            return true
        }
        if accepted { wake.signal() }
    }

    /// Stops the thread, waits up to `deliveryTimeout` seconds for deliveries under way (a push
    /// being retried is abandoned after that), closes the channels and lets the lock go.
    /// Calling it again does nothing.
    public func stop(deliveryTimeout: TimeInterval = 5) {
        let first = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return !state.stopping
        }
        guard first else { return }
        wake.signal()
        ended.wait()
        _ = deliveries.wait(timeout: .now() + deliveryTimeout)
        for channel in channels { channel.close() }
        lock.withLock {
            $0?.release()
            $0 = nil
        }
    }

    // MARK: - The thread

    private func run(_ openTracker: @Sendable () throws -> sending Tracker, grace: TimeInterval) {
        let scheduler: ReminderScheduler
        do {
            scheduler = ReminderScheduler(tracker: try openTracker(), grace: grace)
        } catch {
            events(.failed(AppError.from(error)))
            while !state.withLock({ $0.stopping }) { wake.wait() }
            return
        }
        while true {
            let (stopping, actions) = state.withLock { state in
                defer { state.actions = [] }
                return (state.stopping, state.actions)
            }
            if stopping { return }
            for (action, notice) in actions {
                do {
                    events(.acted(notice, action, try scheduler.perform(action, on: notice)))
                } catch {
                    events(.failed(error))
                }
            }
            var wait = pollInterval
            do {
                let tick = try scheduler.tick()
                if tick.dropped > 0 { events(.dropped(count: tick.dropped)) }
                for notice in tick.notices { send(notice) }
                if let next = tick.next {
                    wait = min(wait, max(0.05, next.timeIntervalSince(scheduler.tracker.work.now())))
                }
            } catch {
                events(.failed(error))
            }
            state.withLock { $0.ticks += 1 }
            _ = self.wake.wait(timeout: .now() + .milliseconds(Int(wait * 1000)))
        }
    }

    /// Hands `notice` to every channel, each on its queue.
    private func send(_ notice: ReminderNotice) {
        events(.rang(notice))
        for (channel, queue) in zip(channels, queues) {
            queue.async(group: deliveries) { [self] in
                let state = channel.state()
                guard state.isReady else {
                    events(.delivered(notice, channel: channel.kind, .unavailable(state)))
                    return
                }
                let result = channel.deliver(
                    notice, answered: { [self] action in answer(action, on: notice) },
                    attempted: { [self] attempt in events(.retrying(notice, channel: channel.kind, attempt)) })
                events(.delivered(notice, channel: channel.kind, result))
            }
        }
    }
}
