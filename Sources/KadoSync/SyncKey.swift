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

    /// A key of `target` at `generation`.
    public init(target: String, generation: Int, secret: SecretKey) {
        self.target = target
        self.generation = generation
        self.secret = secret
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

/// The associated data a sealed file is bound to: its clear header's fields (format, version,
/// sync group, device, sequence or name, envelope, generation), each preceded by its length, so
/// that no two lists of fields give the same bytes.
struct SealBinding: Hashable {
    /// The fields, in order.
    var fields: [String]

    /// The bytes authenticated with the file.
    var bytes: Data {
        var data = Data()
        for field in fields {
            let utf8 = Data(field.utf8)
            data.append(contentsOf: "\(utf8.count):".utf8)
            data.append(utf8)
        }
        return data
    }
}
