import KadoApp
import KadoCore

/// The fields of the sync card's forms, as typed: shown again when a setup is refused. No
/// password or passphrase is among them: neither is ever written into a page.
struct SyncSetupForm: Sendable {
    /// Which form was sent: `folder` or `webdav` before a setup; ``typedPassphrase``,
    /// ``encryption``, ``newPassphrase`` or ``earlierPassphrase`` once set up.
    var kind = ""
    var path = ""
    var url = ""
    var user = ""
    /// Whether the URL sends the password in the clear (http:// to another machine).
    var sendsPasswordInTheClear = false
    /// Whether "Encrypt end to end" was ticked.
    var encrypt = false
    /// Whether the target turned out to be encrypted: the form then asks for its passphrase.
    var asksPassphrase = false

    /// The set-up card's form that takes the target's passphrase (encrypted, or re-keyed, elsewhere).
    static let typedPassphrase = "join"
    /// The set-up card's form that encrypts a plain target.
    static let encryption = "encrypt"
    /// The set-up card's form that changes the passphrase.
    static let newPassphrase = "passphrase"
    /// The held-back files' form that takes the passphrase they were sealed with.
    static let earlierPassphrase = "earlier"
}
