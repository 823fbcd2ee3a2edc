import Foundation

/// What typing a passphrase for the files held back as sealed with another one did
/// (``SyncUseCases/addEarlierSyncPassphrase(_:thenSyncing:)``): the generations whose keys joined this
/// device's key ring, and what the sync that read those files did.
public struct EarlierPassphraseOutcome: Sendable, Hashable {
    /// The generations of the passphrase this device can now read files of, greatest first.
    public var generations: [Int]
    /// What the sync after it did (the files read, and sealed anew under the current passphrase),
    /// or `nil` when it was left to the next sync.
    public var sync: SyncOutcome?

    /// The keys of `generations` kept, and `sync`.
    public init(generations: [Int], sync: SyncOutcome?) {
        self.generations = generations
        self.sync = sync
    }
}
