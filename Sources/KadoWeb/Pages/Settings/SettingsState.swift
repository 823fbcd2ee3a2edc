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
}

/// The fields of the sync setup forms, as typed: shown again when a setup is refused. The
/// password is not among them: it is never written into a page.
struct SyncSetupForm: Sendable {
    /// `folder` or `webdav`: the form that was sent.
    var kind = ""
    var path = ""
    var url = ""
    var user = ""
    /// Whether the URL sends the password in the clear (http:// to another machine).
    var sendsPasswordInTheClear = false
}
