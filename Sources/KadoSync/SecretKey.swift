import CSodium
import Foundation

/// A symmetric key, in memory of its own that is wiped (`sodium_memzero`) when the last
/// reference to it goes: never copied into an array or a string but to be stored on purpose
/// (``base64``). Immutable once made, so it is safe to share between threads.
public final class SecretKey: @unchecked Sendable {
    /// The size of every key, in bytes (XChaCha20-Poly1305's).
    public static let byteCount = Int(crypto_aead_xchacha20poly1305_ietf_KEYBYTES)

    private let bytes: UnsafeMutablePointer<UInt8>

    /// A key whose bytes `fill` writes into the zeroed buffer it is given.
    init(filling fill: (UnsafeMutablePointer<UInt8>) throws(EncryptionProblem) -> Void) throws(EncryptionProblem) {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.byteCount)
        bytes.initialize(repeating: 0, count: Self.byteCount)
        do {
            try fill(bytes)
        } catch {
            sodium_memzero(bytes, Self.byteCount)
            bytes.deallocate()
            throw error
        }
    }

    /// The key whose bytes `base64` encodes (as ``base64`` wrote it), or `nil` when it is not one.
    public static func decoding(base64: String) -> SecretKey? {
        guard var decoded = Data(base64Encoded: base64), decoded.count == byteCount else { return nil }
        defer { decoded.resetBytes(in: 0..<decoded.count) }
        // The key is built from bytes already checked to be of the right length: nil says the text is not a key.
        return try? SecretKey { target in decoded.copyBytes(to: target, count: byteCount) }
    }

    deinit {
        sodium_memzero(bytes, Self.byteCount)
        bytes.deallocate()
    }

    /// The key's bytes in base64, for the device's key file (mode 0600) and nothing else.
    public var base64: String {
        Data(bytes: bytes, count: Self.byteCount).base64EncodedString()
    }

    /// Calls `body` with the key's bytes, which must not escape it.
    func withBytes<Result>(_ body: (UnsafePointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(bytes)
    }
}

extension SecretKey: Equatable {
    /// Whether both hold the same bytes (compared in constant time).
    public static func == (lhs: SecretKey, rhs: SecretKey) -> Bool {
        lhs.withBytes { left in rhs.withBytes { right in sodium_memcmp(left, right, byteCount) == 0 } }
    }
}
