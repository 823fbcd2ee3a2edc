import Dispatch
import Synchronization

/// The web app's sessions, one ``WebSession`` (one tracker, one SQLite connection) per handler
/// thread: a request takes whichever is free, so reads run at once on their own connections and
/// writes queue in the store (`BEGIN IMMEDIATE` with its busy timeout), not behind a lock around
/// every request. Each session stays inside its own `Mutex`, so the compiler still makes sure only
/// one request at a time reaches a tracker.
final class SessionPool: Sendable {
    /// One session and its lock.
    private final class Slot: Sendable {
        let session: Mutex<WebSession>

        init(_ session: sending WebSession) {
            self.session = Mutex(session)
        }
    }

    private let slots: [Slot]
    private let free: Mutex<[Int]>
    private let available: DispatchSemaphore

    /// A pool of one session.
    init(_ session: sending WebSession) {
        slots = [Slot(session)]
        free = Mutex([0])
        available = DispatchSemaphore(value: 1)
    }

    /// A pool of the sessions `makeSession` makes, `count` of them (at least one).
    init(count: Int, makeSession: () throws -> sending WebSession) rethrows {
        var slots: [Slot] = []
        for _ in 0..<max(1, count) { slots.append(Slot(try makeSession())) }
        self.slots = slots
        free = Mutex(Array(slots.indices.reversed()))
        available = DispatchSemaphore(value: slots.count)
    }

    /// How many sessions there are.
    var count: Int { slots.count }

    /// Runs `body` with a free session, waiting for one when every session is answering.
    func withSession<Result: Sendable>(_ body: (WebSession) throws -> Result) rethrows -> Result {
        available.wait()
        let index = free.withLock { $0.removeLast() }
        defer {
            free.withLock { $0.append(index) }
            available.signal()
        }
        return try slots[index].session.withLock { try body($0) }
    }
}
