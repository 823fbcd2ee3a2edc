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
