import Foundation

/// A device whose files a sync read with an earlier key of the ring (``SyncKey/earlier``): sealed
/// before the passphrase changed, and come in late (a device switched off for good, changes
/// stamped ahead and held back, a database put back from a copy). Once every one of its files is
/// read here, the device that read them re-seals what they hold under the current key and
/// removes them (``SyncReport/resealedEarlierGeneration``).
public struct EarlierKeyRead: Codable, Hashable, Sendable {
    /// The device whose folder holds the files.
    public var device: String
    /// The passphrase's generation they are sealed with.
    public var generation: Int

    /// Files of `device`, sealed with the key of `generation`.
    public init(device: String, generation: Int) {
        self.device = device
        self.generation = generation
    }
}
