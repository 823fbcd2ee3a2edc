import Foundation

/// Which devices a change made here reaches (``SyncUseCases/syncReach()``): this one alone when sync
/// is not set up; otherwise every device that syncs with it, those this device has heard of
/// listed with when each last wrote to the sync target.
public struct SyncReach: Hashable, Sendable {
    /// Another device of the sync group.
    public struct Device: Hashable, Sendable {
        /// Its id.
        public var id: String
        /// When it last wrote to the target, as the last sync saw (its own clock); `nil` when
        /// this device took its changes in but has no record of when.
        public var lastSeen: Date?

        /// A device `id`, last seen at `lastSeen`.
        public init(id: String, lastSeen: Date?) {
            self.id = id
            self.lastSeen = lastSeen
        }
    }

    /// Whether sync is set up on this device.
    public var isSyncing: Bool
    /// The other devices this device has synced with, the most recently seen first.
    public var otherDevices: [Device]

    /// A reach from its parts.
    public init(isSyncing: Bool, otherDevices: [Device] = []) {
        self.isSyncing = isSyncing
        self.otherDevices = otherDevices
    }
}
