import KadoApp
import KadoCore

/// Messages on the Settings screen after a form: a notice, errors by field, an import problem.
struct SettingsState {
    var notice: String?
    var fieldErrors: [String: String] = [:]
    var importError: String?
    var pageError: String?
    /// Why the sync setup was refused (the target's failure, or a field left wrong).
    var syncError: String?
    /// What the refused sync setup form held, to show it again (never the password).
    var syncForm = SyncSetupForm()
    /// Why the push form was refused, by field (`url`, `token`).
    var pushErrors: [String: String] = [:]
    /// What the refused push form held, to show it again (never the token).
    var pushForm: PushForm?
    /// What became of the reminders test on each channel, once *Send a test* was pressed.
    var reminderTest: [(kind: ReminderChannelKind, result: ReminderDelivery)]?
    /// Why the backups form was refused, by field (`folder`, `daily`, `weekly`, `monthly`).
    var backupErrors: [String: String] = [:]
    /// What the refused backups form held, to show it again.
    var backupForm: BackupForm?
}

/// The push form's fields as typed: shown again when it is refused. The token is not among them.
struct PushForm: Sendable {
    var url = ""
    var format = PushFormat.ntfy
}

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
