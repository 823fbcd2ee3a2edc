import CSodium
import Foundation

/// How a sync target's key is derived from its passphrase: Argon2id (`crypto_pwhash`, version
/// 1.3) with a cost and a random salt, stored in the clear in `target.json` so that every device
/// derives the same key from the same passphrase.
public struct KeyDerivation: Codable, Hashable, Sendable {
    /// The algorithm, ``algorithmName``.
    public var algorithm: String
    /// Argon2id's passes over memory (`opslimit`).
    public var operations: Int
    /// The memory it fills, in bytes (`memlimit`).
    public var memory: Int
    /// The salt, 16 random bytes in base64.
    public var salt: String

    /// `argon2id13`, the one algorithm this version derives keys with.
    public static let algorithmName = "argon2id13"

    /// How much a derivation costs: what a person waits once per device, and what an attacker
    /// pays for every passphrase tried.
    public struct Cost: Hashable, Sendable {
        /// Passes over memory.
        public var operations: Int
        /// Memory filled, in bytes.
        public var memory: Int

        /// A cost.
        public init(operations: Int, memory: Int) {
            self.operations = operations
            self.memory = memory
        }

        /// Three passes over 128 MiB: between libsodium's "interactive" (2, 64 MiB) and
        /// "moderate" (3, 256 MiB) limits, so a phone derives it in about a second, once.
        public static let standard = Cost(operations: 3, memory: 128 << 20)

        /// libsodium's least cost (1 pass, 8 KiB): for tests only, where a passphrase needs no
        /// protection from guessing.
        public static let least = Cost(
            operations: Int(crypto_pwhash_OPSLIMIT_MIN), memory: Int(crypto_pwhash_MEMLIMIT_MIN))

        /// The most a target may ask of a device: 20 passes, 1 GiB. A `target.json` asking more
        /// is refused rather than left to hang or exhaust the device.
        static let most = Cost(operations: 20, memory: 1 << 30)
    }

    /// A derivation at `cost` with a new random salt.
    /// - Throws: ``EncryptionProblem/libraryUnavailable``.
    public static func random(cost: Cost) throws(EncryptionProblem) -> KeyDerivation {
        let salt = try Sodium.randomBytes(Int(crypto_pwhash_SALTBYTES))
        return KeyDerivation(
            algorithm: algorithmName, operations: cost.operations, memory: cost.memory,
            salt: Data(salt).base64EncodedString())
    }

    /// What is wrong with these parameters as a target stores them, or `nil` when a device can
    /// derive a key with them: another algorithm, a cost outside libsodium's bounds or above
    /// ``Cost/most``, a salt of the wrong size.
    public var problem: DerivationProblem? {
        guard algorithm == Self.algorithmName else { return .unknownAlgorithm(algorithm) }
        guard operations >= Int(crypto_pwhash_OPSLIMIT_MIN), operations <= Cost.most.operations,
            memory >= Int(crypto_pwhash_MEMLIMIT_MIN), memory <= Cost.most.memory
        else { return .costOutOfBounds(operations: operations, memory: memory) }
        guard Data(base64Encoded: salt)?.count == Int(crypto_pwhash_SALTBYTES) else {
            return .saltSize(expected: Int(crypto_pwhash_SALTBYTES))
        }
        return nil
    }

    /// The key `passphrase` gives. The passphrase's bytes are wiped from the copy made here.
    /// - Complexity: what ``operations`` and ``memory`` say: about a second at ``Cost/standard``.
    /// - Throws: ``EncryptionProblem/unsupportedDerivation(_:)`` for parameters with a
    ///   ``problem``; ``EncryptionProblem/libraryUnavailable`` when libsodium cannot derive it
    ///   (not enough memory); ``EncryptionProblem/emptyPassphrase``.
    public func key(from passphrase: String) throws(EncryptionProblem) -> SecretKey {
        if let problem { throw .unsupportedDerivation(problem) }
        guard !passphrase.isEmpty else { throw .emptyPassphrase }
        try Sodium.prepare()
        guard let salt = Data(base64Encoded: salt) else {
            throw .unsupportedDerivation(.saltSize(expected: Int(crypto_pwhash_SALTBYTES)))
        }
        var secret = Array(passphrase.utf8)
        defer { secret.withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) } }
        return try SecretKey { key throws(EncryptionProblem) in
            let status = secret.withUnsafeBufferPointer { word in
                salt.withUnsafeBytes { saltBytes in
                    word.withMemoryRebound(to: CChar.self) { characters -> Int32 in
                        guard let text = characters.baseAddress,
                            let grains = saltBytes.bindMemory(to: UInt8.self).baseAddress
                        else { return -1 }
                        return crypto_pwhash(
                            key, UInt64(SecretKey.byteCount), text, UInt64(characters.count), grains,
                            UInt64(operations),
                            memory, crypto_pwhash_ALG_ARGON2ID13)
                    }
                }
            }
            guard status == 0 else { throw .libraryUnavailable }
        }
    }
}
