import Foundation

/// `kado-sync/target.json`: which sync group a target holds, so that a device never merges with
/// an emptied folder or another user's.
public struct TargetIdentity: Codable, Hashable, Sendable {
    /// The kind of file, `kado-sync-target`.
    public var format = TargetIdentity.kind
    /// The format version the target is written in: ``SyncFormat/plainVersion`` for a plain
    /// target, ``SyncFormat/sealedVersion`` for an encrypted one (which a version of Kadō that
    /// cannot encrypt then refuses, instead of writing its files in the clear there),
    /// ``SyncFormat/revocationVersion`` for one whose earlier passphrases were said to have leaked.
    public var version = SyncFormat.plainVersion
    /// The sync group's id, chosen by the device that set the target up.
    public var target: String
    /// The device that set it up.
    public var createdBy: String
    /// How the target's files are sealed, or `nil` for a plain target (``TargetEncryption``).
    public var encryption: TargetEncryption? {
        didSet {
            version =
                switch encryption {
                case nil: SyncFormat.plainVersion
                case let encryption? where encryption.revokedBefore != nil: SyncFormat.revocationVersion
                case .some: SyncFormat.sealedVersion
                }
        }
    }

    /// The kind of file.
    public static let kind = "kado-sync-target"

    /// The identity of a new target.
    public init(target: String, createdBy: String) {
        self.target = target
        self.createdBy = createdBy
    }
}
