import Foundation
import KadoStore

extension SyncUseCases {
    /// Which devices a change made here reaches: none but this one when sync is not set up;
    /// otherwise the other devices whose changes this one took in (the sync bookkeeping's
    /// `sync.applied.<DEVICE-ID>`) or that the last sync saw, each with when it last wrote.
    /// Read without reaching the target, and writes nothing: what a restore or an import says
    /// before it is confirmed.
    public func syncReach() throws(AppError) -> SyncReach {
        let state = try perform { try store.syncState() }
        guard state[Self.savedSyncTargetKey] != nil else { return SyncReach(isSyncing: false) }
        let prefix = Self.appliedSegmentsPrefix
        var lastSeen: [String: Date] = [:]
        // A status that cannot be read gives no last-seen dates: the devices show as not seen yet, until the next sync
        // writes it.
        for device in (try? syncStatus())?.devices ?? [] { lastSeen[device.id] = device.lastWrote }
        var ids = Set(state.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
        ids.formUnion(lastSeen.keys)
        ids.remove(store.deviceID)
        let devices = ids.map { SyncReach.Device(id: $0, lastSeen: lastSeen[$0]) }.sorted { lhs, rhs in
            (lhs.lastSeen ?? .distantPast, rhs.id) > (rhs.lastSeen ?? .distantPast, lhs.id)
        }
        return SyncReach(isSyncing: true, otherDevices: devices)
    }

    /// The sync bookkeeping's key prefix for the segments applied from another device
    /// (`sync.applied.<DEVICE-ID>`), which the sync engine keeps.
    static let appliedSegmentsPrefix = HabitStore.syncStatePrefix + "applied."
}
