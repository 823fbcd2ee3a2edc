/// Why an encrypted target cannot be set up or synced with (``SyncError/encryption(target:_:)``).
/// Every case leaves the local database as it was, and none ever falls back to plain text.
public enum EncryptionProblem: Error, Hashable, Sendable {
    /// The target is encrypted and this device holds no key for it: its passphrase is needed
    /// (joining it, or after another device turned encryption on).
    case passphraseNeeded
    /// The passphrase given does not open the target's key check.
    case wrongPassphrase
    /// An empty passphrase.
    case emptyPassphrase
    /// Another device changed the passphrase: the target is at `generation`, newer than this
    /// device's key. The new passphrase is needed.
    case passphraseChanged(generation: Int)
    /// This device holds a key, but the target is no longer encrypted (its `target.json` was
    /// replaced by a plain one): nothing is read or written in the clear.
    case encryptionRemoved
    /// This device's key, of the target's generation, does not open the target's key check:
    /// `target.json` was replaced or altered.
    case keyRejected
    /// A passphrase was given to join a target that is not encrypted, without asking to encrypt it.
    case notEncrypted
    /// `kado sync passphrase` on a device whose target is not encrypted.
    case passphraseWithoutEncryption
    /// `path` holds a file that fails authentication: changed, swapped with another device's, or
    /// moved (``UnauthenticReason``). A torn file (still being copied) is skipped instead, and
    /// read whole next time; an older manifest put back is skipped too (``SyncReport/replayed``).
    case unauthentic(path: String, reason: UnauthenticReason)
    /// The target's key derivation is not one this version performs, and why.
    case unsupportedDerivation(DerivationProblem)
    /// libsodium could not be initialised, or could not derive the key (not enough memory).
    case libraryUnavailable
}

extension DerivationProblem: CustomStringConvertible {
    /// The problem in English.
    public var description: String {
        switch self {
        case .unknownAlgorithm(let name): "its key derivation \(name) is not argon2id13"
        case .costOutOfBounds(let operations, let memory):
            "its key derivation's cost (\(operations) passes, \(memory) bytes) is out of bounds"
        case .saltSize(let expected): "its key derivation's salt is not \(expected) bytes of base64"
        case .unknownEnvelope(let name): "its envelope \(name) is not one this version opens"
        }
    }
}

extension EncryptionProblem {
    /// The message a person can act on, in English, about the target `target`.
    func description(target: String) -> String {
        switch self {
        case .passphraseNeeded:
            "the sync target \(target) is encrypted and this device has no key for it: run kado sync setup again "
                + "and type its passphrase"
        case .wrongPassphrase:
            "the passphrase does not open the sync target \(target); nothing was saved"
        case .emptyPassphrase:
            "the passphrase is empty"
        case .passphraseChanged(let generation):
            "the passphrase of the sync target \(target) was changed on another device (generation \(generation)); "
                + "nothing was merged: run kado sync setup again and type the new one"
        case .encryptionRemoved:
            "the sync target \(target) is no longer encrypted, yet this device's is: nothing was read or written "
                + "in the clear"
        case .keyRejected:
            "this device's key no longer opens the sync target \(target): its kado-sync/target.json was replaced "
                + "or altered; nothing was merged"
        case .notEncrypted:
            "the sync target \(target) is not encrypted: add --encrypt to encrypt it"
        case .passphraseWithoutEncryption:
            "the sync target \(target) is not encrypted: kado sync setup --encrypt encrypts it"
        case .unauthentic(let path, let reason):
            "\(path) in the sync target \(target) fails authentication (\(reason.rawValue)); nothing was merged"
        case .unsupportedDerivation(let reason):
            "cannot derive the key of the sync target \(target): \(reason)"
        case .libraryUnavailable:
            "libsodium cannot be used (no random source, or not enough memory to derive the key)"
        }
    }
}
