import CSodium

/// libsodium, the one library sync's cryptography comes from (never hand-written primitives):
/// initialised once, before any of its functions is called.
public enum Sodium {
    /// Whether `sodium_init()` succeeded; it runs once, on first use (a `static let` is set once,
    /// whatever the threads).
    static let isReady: Bool = sodium_init() >= 0

    /// The library's version as it reports it (`1.0.18`), for `kado --version`.
    public static var version: String {
        String(cString: sodium_version_string())
    }

    /// Initialises the library if it has not been yet.
    /// - Throws: ``EncryptionProblem/libraryUnavailable`` when it cannot be (no entropy source).
    static func prepare() throws(EncryptionProblem) {
        guard isReady else { throw .libraryUnavailable }
    }

    /// `count` random bytes from the system's generator.
    static func randomBytes(_ count: Int) throws(EncryptionProblem) -> [UInt8] {
        try prepare()
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { buffer in
            if let start = buffer.baseAddress { randombytes_buf(start, buffer.count) }
        }
        return bytes
    }
}
