/// The backups form's fields as typed: shown again when it is refused.
struct BackupForm: Sendable {
    var isEnabled: Bool
    var folder: String
    var daily: String
    var weekly: String
    var monthly: String
}
