import Foundation
import KadoApp
import KadoCore

/// Restoring an automatic backup from the backups card: `POST /settings/backups/restore`.
struct RestoreController: Controller {
    let session: WebSession

    /// `POST /settings/backups/restore`: `file` (the name of one of the listed backups: never a
    /// path the page sends), `mode` (`merge`, the default, or `replace`), `switch` (the other mode,
    /// to review it) and `step` (`restore` to restore; anything else reviews). The review shows
    /// what the restore brings back and keeps, or, for a replace, what it deletes and reverts on
    /// which devices; a restore always follows a review of that same mode (the form comes with
    /// it), and is worked out again against the database when it runs. Then back to Settings.
    func restoreFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        let name = form["file"] ?? ""
        guard
            let entry = try tracker.backups.autoBackups().entries.first(where: {
                ($0.file.path as NSString).lastPathComponent == name
            })
        else {
            return .html(
                try settingsScreen(context, state: SettingsState(pageError: t(.restoreUnknownBackup))), status: 404)
        }
        let switched = form["switch"].flatMap(ImportMode.init(rawValue:))
        let mode = switched ?? form["mode"].flatMap(ImportMode.init(rawValue:)) ?? .merge
        let plan: RestorePlan
        do {
            plan = try tracker.backups.restorePlan(fileAt: entry.file.path, mode: mode)
        } catch let error as BackupFileError {
            return .html(
                try settingsScreen(context, state: SettingsState(pageError: t(.backupFileProblem(error, name)))),
                status: 422)
        }
        guard form["step"] == "restore", switched == nil, plan.changesAnything else {
            return .html(
                RestoreReviewView.render(
                    plan, file: name, context: context, timeZone: try appContext(context).calendar.boundary.timeZone))
        }
        _ = try tracker.backups.restore(plan)
        return .seeOther("/settings?notice=\(Notice.restored.rawValue)#settings-backups")
    }
}
