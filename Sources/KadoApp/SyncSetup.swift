/// What setting sync up did (``SyncUseCases/setUpSync(_:password:)``).
public struct SyncSetup: Hashable, Sendable {
    /// The target saved.
    public var target: SyncTarget
    /// Whether this device started the target's sync group (the target held none), rather than
    /// joining the one another device started there.
    public var startedGroup: Bool
    /// This device's id, as the other devices see it.
    public var deviceID: String
    /// Whether the target is encrypted (this device keeps its key).
    public var isEncrypted = false
    /// Whether this setup turned encryption on for a target that was plain.
    public var turnedEncryptionOn = false
}
