/// Why a file of an encrypted target is refused.
public enum UnauthenticReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its sealed text does not authenticate with its header under the key: bytes changed or
    /// cut, or a header changed (moved to another device, another name, another group).
    case failedAuthentication
    /// Its bytes are whole but not the ones its device's manifest names: replaced by another file.
    case notTheNamedFile
}
