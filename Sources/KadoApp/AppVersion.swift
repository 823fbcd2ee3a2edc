import KadoSync

/// Kadō's version, in one place: what `kado --version` prints, what the web app's Settings
/// shows, and what every backup records as `appVersion` (FORMATS.md §1). The README quotes it,
/// and a test holds the quote to it.
public enum AppVersion {
    /// `kado-swift 0.2.0`: this implementation's name and its version number.
    public static let current = "\(implementation) \(number)"

    /// This implementation's name: `kado-swift`.
    public static let implementation = "kado-swift"

    /// The version number: `0.2.0`, as CHANGELOG.md and the Debian package give it.
    public static let number = "0.2.0"

    /// What sync's WebDAV requests send as their `User-Agent`, `Kado/0.2.0 (kado-swift)`: the
    /// version as the product token, the implementation as its comment, so that a server's log
    /// tells which Kadō wrote what.
    public static let userAgent = "Kado/\(number) (\(implementation))"

    /// The cryptographic library sync's end-to-end encryption runs on, and its version as it
    /// reports it (`libsodium 1.0.18`): what `kado --version` prints under the version.
    public static var cryptography: String { "libsodium \(Sodium.version)" }
}
