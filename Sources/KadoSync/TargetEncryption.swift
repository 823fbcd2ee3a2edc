import Foundation
import KadoCore

/// The `encryption` object of an encrypted target's `target.json`, readable without the key:
/// how its files are sealed, how the key is derived from the passphrase, which generation of the
/// passphrase is current, and a key check — a known text sealed with the key, so that a wrong
/// passphrase is told apart (at once, before anything is read) from a file that was tampered with.
public struct TargetEncryption: Codable, Hashable, Sendable {
    /// The envelope every file is sealed with (``SyncFormat/sealedEnvelope``).
    public var envelope: String
    /// The passphrase's generation, from 1: each change of passphrase adds one, so a device
    /// holding an older key knows the passphrase changed.
    public var generation: Int
    /// How the key is derived from the passphrase.
    public var keyDerivation: KeyDerivation
    /// The key check: ``checkText`` sealed with the key, bound to the group and the generation,
    /// in base64.
    public var check: String
    /// The first generation whose files a device still reads, when a change of passphrase said
    /// the earlier ones leaked (`kado sync passphrase --old-leaked`): every device drops the keys
    /// of the generations before it from its key ring when it takes this one
    /// (``SyncKey/keeping(_:revokedBefore:)``), so files sealed with them are read by no device
    /// any more. Kept by every later change; `nil` when no change said so. Bound into the key
    /// check, so that a server cannot take it away unseen.
    public var revokedBefore: Int?

    /// The text the key check seals.
    static let checkText = Data("kado-sync-key-check".utf8)

    /// The encryption of group `target` at `generation` with a key derived from `passphrase`
    /// at `cost` (a new random salt), and that key.
    /// - Complexity: one key derivation (about a second at ``KeyDerivation/Cost/standard``).
    /// - Throws: ``EncryptionProblem``: an empty passphrase, libsodium unavailable.
    /// - Parameter revokedBefore: ``revokedBefore``, `nil` when no change said earlier passphrases leaked.
    public static func make(
        target: String, generation: Int, passphrase: String, cost: KeyDerivation.Cost, revokedBefore: Int? = nil
    ) throws(EncryptionProblem) -> (TargetEncryption, SyncKey) {
        let derivation = try KeyDerivation.random(cost: cost)
        let key = SyncKey(target: target, generation: generation, secret: try derivation.key(from: passphrase))
        var encryption = TargetEncryption(
            envelope: SyncFormat.sealedEnvelope, generation: generation, keyDerivation: derivation, check: "",
            revokedBefore: revokedBefore)
        encryption.check = try key.seal(checkText, binding: encryption.checkBinding(target: target))
            .base64EncodedString()
        return (encryption, key)
    }

    /// The generation a change of passphrase identified by `change` (the changing device's id and
    /// a random id of the change) takes after `current`: one more, plus a step of up to a million
    /// drawn from it. Two devices — or the two copies of a cloned machine — changing the passphrase
    /// while apart so take two different generations, and every device settles on the greater
    /// one, whichever `target.json` the sync tool or the server kept last: the files of the other
    /// are of an older generation, skipped until their device re-seals them, never taken for
    /// forgeries.
    public static func generation(after current: Int, changedBy change: String) -> Int {
        let digest = Data(change.utf8).withUnsafeBytes { SHA256.hex(of: $0) }
        let step = Int(digest.prefix(8), radix: 16).map { $0 % 1_000_000 } ?? 0
        return current + 1 + step
    }

    /// The key `passphrase` gives for group `target`.
    /// - Throws: ``EncryptionProblem/wrongPassphrase`` when it does not open the key check;
    ///   ``EncryptionProblem/unsupportedDerivation(_:)``, ``EncryptionProblem/emptyPassphrase``,
    ///   ``EncryptionProblem/libraryUnavailable``.
    public func key(target: String, passphrase: String) throws(EncryptionProblem) -> SyncKey {
        guard envelope == SyncFormat.sealedEnvelope else {
            throw .unsupportedDerivation(.unknownEnvelope(envelope))
        }
        let key = SyncKey(target: target, generation: generation, secret: try keyDerivation.key(from: passphrase))
        guard opens(with: key) else { throw .wrongPassphrase }
        return key
    }

    /// Whether `key` opens the key check: the key of this group at this generation.
    public func opens(with key: SyncKey) -> Bool {
        guard key.generation == generation, let sealed = Data(base64Encoded: check) else { return false }
        return key.open(sealed, binding: checkBinding(target: key.target)) == Self.checkText
    }

    private func checkBinding(target: String) -> SealBinding {
        var fields = [
            TargetIdentity.kind, target, envelope, String(generation), keyDerivation.algorithm,
            String(keyDerivation.operations), String(keyDerivation.memory), keyDerivation.salt,
        ]
        // Only when set, so that every key check written before it still opens.
        if let revokedBefore { fields.append("revokedBefore=\(revokedBefore)") }
        return SealBinding(fields: fields)
    }
}
