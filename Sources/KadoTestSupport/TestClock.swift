import Foundation

/// A clock tests can set and move: `clock.now` reads it; `set`/`advance` change it.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock reading `start`.
    public init(_ start: Date) {
        current = start
    }

    /// The time the clock reads.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        lock.lock()
        current = date
        lock.unlock()
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }
}
