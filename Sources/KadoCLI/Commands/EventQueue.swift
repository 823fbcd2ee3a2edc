import Foundation
import KadoApp
import KadoCore
import Synchronization

/// The service's events, waiting for the main thread to print them (the streams are its own).
final class EventQueue: Sendable {
    private let events = Mutex<[ReminderEvent]>([])

    /// Adds `event` (from any thread).
    func append(_ event: ReminderEvent) {
        events.withLock { $0.append(event) }
    }

    /// The events so far, in order, emptying the queue.
    func take() -> [ReminderEvent] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
