import CSodium
import Foundation

/// The key a device seals and opens a target's files with: derived from the passphrase
/// (``KeyDerivation``), for one sync group and one generation of its passphrase. Kept on the
/// device (in a file of mode 0600 beside the database), never in the target or the database.
public struct SyncKey: Sendable, Equatable {
    /// The sync group (``TargetIdentity/target``) it is for.
    public var target: String
    /// The passphrase's generation (``TargetEncryption/generation``) it was derived for.
    public var generation: Int
    /// The key itself.
    public var secret: SecretKey
    /// The key ring: the keys of the group's earlier generations this device held, newest first,
    /// at most ``ringLimit`` (docs/sync.md, "The key ring"). A device seals with ``secret`` only;
    /// it opens with these the files that other devices sealed before the passphrase changed and
    /// that came in late (a device switched off for good, changes stamped ahead, a database put
    /// back from a copy), and re-seals what they hold under the current key. Empty once a change
    /// of passphrase said the old one leaked (``TargetEncryption/revokedBefore``).
    public var earlier: [SyncKey] = []

    /// How many earlier keys a ring keeps: the oldest goes first when a change would keep more.
    public static let ringLimit = 8

    /// A key of `target` at `generation`, with the earlier keys `earlier` (``earlier``).
    public init(target: String, generation: Int, secret: SecretKey, earlier: [SyncKey] = []) {
        self.target = target
        self.generation = generation
        self.secret = secret
        self.earlier = earlier
    }

    /// This key with `previous` (the key this device held until now, with its own ring) added to
    /// its ring: kept when it is of the same group and another generation, the ring bounded to
    /// ``ringLimit`` keys and to the generations `revokedBefore` leaves readable (none below it).
    public func keeping(_ previous: SyncKey?, revokedBefore: Int?) -> SyncKey {
        var ring = earlier
        if let previous, previous.target == target {
            ring += [previous.withoutRing] + previous.earlier
        }
        var seen: Set<Int> = [generation]
        ring = ring.filter { key in
            key.target == target && key.generation >= (revokedBefore ?? 0) && seen.insert(key.generation).inserted
        }
        var kept = self
        kept.earlier = Array(ring.prefix(Self.ringLimit))
        return kept
    }

    /// This key with `keys` (of earlier generations, typed by the person for files held back:
    /// ``SyncEngine/earlierKeys(openedBy:)``) first in its ring, before the keys it held: kept
    /// when of the same group, another generation, and one `revokedBefore` leaves readable; the
    /// ring still bounded to ``ringLimit`` keys (the last of the ring goes first).
    public func adding(_ keys: [SyncKey], revokedBefore: Int?) -> SyncKey {
        var seen: Set<Int> = [generation]
        let ring = (keys.map(\.withoutRing) + earlier).filter { key in
            key.target == target && key.generation >= (revokedBefore ?? 0) && seen.insert(key.generation).inserted
        }
        var kept = self
        kept.earlier = Array(ring.prefix(Self.ringLimit))
        return kept
    }

    /// This key alone, its ring left out.
    public var withoutRing: SyncKey {
        SyncKey(target: target, generation: generation, secret: secret)
    }

    /// The key of `generation` this device holds: this one, or one of its ring; `nil` when none.
    func opener(for generation: Int) -> SyncKey? {
        generation == self.generation ? self : earlier.first { $0.generation == generation }
    }

    /// The envelope name and generation this key seals with, as the engine records it
    /// (`xchacha20poly1305/3`), so that a new key makes the device re-seal its files.
    var sealName: String { "\(SyncFormat.sealedEnvelope)/\(generation)" }

    /// The size of a nonce: 24 random bytes, new for every file.
    static let nonceCount = Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES)
    /// The size of the authentication tag added to every sealed text.
    static let tagCount = Int(crypto_aead_xchacha20poly1305_ietf_ABYTES)

    /// `plaintext` sealed with XChaCha20-Poly1305 (IETF) under a new random nonce, bound to
    /// `binding`: the nonce followed by the ciphertext and its tag.
    /// - Throws: ``EncryptionProblem/libraryUnavailable``.
    func seal(_ plaintext: Data, binding: SealBinding) throws(EncryptionProblem) -> Data {
        var sealed = Data(try Sodium.randomBytes(Self.nonceCount))
        sealed.count += plaintext.count + Self.tagCount
        let associated = binding.bytes
        let status = sealed.withUnsafeMutableBytes { output -> Int32 in
            guard let nonce = output.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return plaintext.withUnsafeBytes { message in
                associated.withUnsafeBytes { data in
                    secret.withBytes { key in
                        crypto_aead_xchacha20poly1305_ietf_encrypt(
                            nonce + Self.nonceCount, nil, message.bindMemory(to: UInt8.self).baseAddress,
                            UInt64(message.count), data.bindMemory(to: UInt8.self).baseAddress, UInt64(data.count),
                            nil, nonce, key)
                    }
                }
            }
        }
        guard status == 0 else { throw .libraryUnavailable }
        return sealed
    }

    /// The plaintext `sealed` (as ``seal(_:binding:)`` made it) holds, or `nil` when it does not
    /// authenticate under this key and `binding`: another key, other associated data, or bytes
    /// changed, cut or added.
    func open(_ sealed: Data, binding: SealBinding) -> Data? {
        guard sealed.count >= Self.nonceCount + Self.tagCount, Sodium.isReady else { return nil }
        var plaintext = Data(count: sealed.count - Self.nonceCount - Self.tagCount)
        let associated = binding.bytes
        let status = plaintext.withUnsafeMutableBytes { output in
            sealed.withUnsafeBytes { input in
                associated.withUnsafeBytes { data in
                    secret.withBytes { key -> Int32 in
                        guard let start = input.bindMemory(to: UInt8.self).baseAddress else { return -1 }
                        return crypto_aead_xchacha20poly1305_ietf_decrypt(
                            output.bindMemory(to: UInt8.self).baseAddress, nil, nil, start + Self.nonceCount,
                            UInt64(input.count - Self.nonceCount), data.bindMemory(to: UInt8.self).baseAddress,
                            UInt64(data.count), start, key)
                    }
                }
            }
        }
        return status == 0 ? plaintext : nil
    }
}
