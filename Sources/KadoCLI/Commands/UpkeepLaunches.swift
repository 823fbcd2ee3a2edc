import Foundation

/// Whether a command handed work to `kado upkeep --detached` (the day's backup, a new day's widget
/// snapshot). A backup it started is told by the next command if it fails, never by this one: which
/// of the two processes ends first is a race, and a failure must be told once, at a known moment.
final class UpkeepLaunches: @unchecked Sendable {
    private let lock = NSLock()
    private var launched = false

    /// Notes that this command started `kado upkeep --detached`.
    func record() {
        lock.withLock { launched = true }
    }

    /// Whether this command started `kado upkeep --detached`.
    var any: Bool {
        lock.withLock { launched }
    }
}
