import Foundation

/// When ``BackgroundSync`` syncs on its own: at start, every ``interval``, and ``afterChange``
/// after the first change a request made since the last sync (so that a burst of check-ins is
/// one sync).
public struct SyncSchedule: Sendable, Hashable {
    /// The time between two syncs when nothing asks for one (5 minutes by default).
    public var interval: Duration
    /// How long after a change the sync that publishes it starts (10 seconds by default).
    public var afterChange: Duration

    /// A schedule; the defaults sync every 5 minutes and 10 seconds after a change.
    public init(interval: Duration = .seconds(300), afterChange: Duration = .seconds(10)) {
        self.interval = interval
        self.afterChange = afterChange
    }
}
