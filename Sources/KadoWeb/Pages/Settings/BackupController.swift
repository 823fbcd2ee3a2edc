import Foundation
import KadoApp
import KadoCore

/// The automatic backups card's forms: `POST /settings/backups` (on or off, the folder, how many
/// to keep) and `POST /settings/backups/now` (*Back up now*), through the same use cases as
/// `kado settings backup-*` and `kado backup now`.
struct BackupController: Controller {
    let session: WebSession

    /// `POST /settings/backups`: `enabled` (a checkbox), `folder` (empty for the default),
    /// `daily`, `weekly`, `monthly`. Every field is checked before anything is written: a bad one
    /// is the field's error (422), and nothing is saved.
    func saveBackupsFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        let t = context.t
        let typed = BackupForm(
            isEnabled: fields["enabled"] != nil, folder: fields["folder"]?.trimmed ?? "",
            daily: fields["daily"]?.trimmed ?? "", weekly: fields["weekly"]?.trimmed ?? "",
            monthly: fields["monthly"]?.trimmed ?? "")
        var errors: [String: String] = [:]
        var retention: AutoBackupRetention?
        do throws(AutoBackupSettingError) {
            retention = try AutoBackupRetention(parsing: "\(typed.daily),\(typed.weekly),\(typed.monthly)")
        } catch {
            // Said of the first field at fault.
            for (name, value) in [("daily", typed.daily), ("weekly", typed.weekly), ("monthly", typed.monthly)] {
                guard !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    errors[name] = t(.backupSettingRefused(.notARetention(value)))
                    break
                }
            }
            if errors.isEmpty, case .countOutOfRange(let rule, _, _) = error {
                errors[rule.rawValue] = t(.backupSettingRefused(error))
            }
        }
        if !typed.folder.isEmpty, !typed.folder.hasPrefix("/") {
            errors["folder"] = t(.backupSettingRefused(.folderNotAbsolute(typed.folder)))
        }
        guard errors.isEmpty, let retention else {
            let summary =
                t(.settingsNotSaved) + " " + errors.sorted { $0.key < $1.key }.map(\.value).joined(separator: " ")
            let state = SettingsState(pageError: summary, backupErrors: errors, backupForm: typed)
            return .html(try settingsScreen(context, state: state), status: 422)
        }
        try tracker.backups.setAutoBackups(
            enabled: typed.isEnabled, folder: typed.folder.isEmpty ? nil : typed.folder, retention: retention)
        return .seeOther("/settings?notice=\(Notice.backupsSaved.rawValue)#settings-backups")
    }

    /// `POST /settings/backups/now`: writes today's backup now; a failure is shown on the card.
    func backUpNowFromCard(_ context: RequestContext) throws -> HTTPResponse {
        _ = try form(context.request)
        do {
            try tracker.backups.backUpNow()
        } catch is AutoBackupError {
            // Kept as the last failure, which the card shows.
            return .seeOther("/settings#settings-backups")
        }
        return .seeOther("/settings?notice=\(Notice.backedUp.rawValue)#settings-backups")
    }
}
