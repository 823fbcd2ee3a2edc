import KadoSync

/// Kadō's version, in one place: what `kado --version` prints, what the web app's Settings
/// shows, and what every backup records as `appVersion` (FORMATS.md §1). The README quotes it,
/// and a test holds the quote to it.
public enum AppVersion {
    /// `kado-swift 0.1`: this implementation's name and its version number.
    public static let current = "kado-swift 0.1"

    /// The cryptographic library sync's end-to-end encryption runs on, and its version as it
    /// reports it (`libsodium 1.0.18`): what `kado --version` prints under the version.
    public static var cryptography: String { "libsodium \(Sodium.version)" }
}
