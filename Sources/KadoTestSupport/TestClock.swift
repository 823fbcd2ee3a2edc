import Foundation
import Synchronization

/// A clock tests can set and move: `clock.now` reads it; `set`/`advance` change it.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// A clock reading `start`.
    public init(_ start: Date) {
        current = Mutex(start)
    }

    /// The time the clock reads.
    public var now: Date {
        current.withLock { $0 }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
