import Foundation

/// What ``SyncUseCases/syncStatus()`` tells: the target, the last successful sync and its time, what
/// it held back, the last error and what to do about it, and the devices seen at the last sync. Read without
/// reaching the target, so it answers at once, offline too. It never holds a password.
public struct SyncStatus: Hashable, Sendable {
    /// The target, or `nil` when sync is not set up.
    public var target: SyncTarget?
    /// This device's id, as the other devices see it.
    public var deviceID: String
    /// Whether the WebDAV password file exists (for a folder, `false`).
    public var hasPassword: Bool
    /// Whether the target is encrypted: this device keeps its key (``SyncKeyFile``).
    public var isEncrypted = false
    /// When the last sync succeeded, and what it did.
    public var lastSuccess: Date?
    /// What the last successful sync did.
    public var lastOutcome: SyncOutcome?
    /// The last failure, when it came after the last success (a success clears it).
    public var lastError: SyncFailure?
    /// When the last failure happened.
    public var lastErrorAt: Date?
    /// The other devices seen at the last successful sync, and when each last wrote.
    public var devices: [SyncDeviceSeen] {
        lastOutcome?.devices ?? []
    }

    /// What the last successful sync left for a later one (another device's clock ahead, files
    /// not read…), each with what to do: when there is any, the status never says "no error".
    public var heldBack: [SyncHeldBack] {
        lastOutcome?.heldBack ?? []
    }

    /// Whether the last attempt succeeded: never `true` before a sync did.
    public var isSynced: Bool { lastSuccess != nil && lastError == nil }

    /// Whether the last attempt succeeded and took in everything the target holds.
    public var isComplete: Bool { isSynced && heldBack.isEmpty }
}
