import Foundation
import KadoApp
import KadoCore

/// The Settings page's automatic backups card: the last backup (day, size, file name — never a
/// link: the web app serves no file of the folder), the folder and the retention, the last failure
/// if the last try failed, *Back up now*, and the form that sets the folder and how many are kept
/// (checked whole before anything is saved).
enum BackupsCardView {
    static func render(_ listing: AutoBackupListing, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let settings = listing.settings
        let last: String
        if let file = listing.latest {
            last = t(
                .lastBackup(
                    t.shortDate(file.day), fileSize(file.size, t: t), (file.path as NSString).lastPathComponent))
        } else {
            last = t(.noBackupYet)
        }
        let policy: String
        if !settings.isEnabled {
            policy = t(.backupsOff)
        } else if let folder = settings.folder {
            policy = t(.backupsPolicy(folder, settings.retention))
        } else {
            policy = t(.backupsNoFolder)
        }
        let failure: HTML =
            listing.lastFailure.map {
                "<p class=\"set-detail sync-warning\" id=\"backups-failure\" role=\"alert\">\(t(.backupFailed(t.shortDate($0.day), t(.backupProblem($0.error)))))</p>"
            } ?? .empty
        return SettingsView.group(
            "settings-backups", t(.backupsTitle),
            """
            <div class="card set-card" id="backups-card">
            <form class="set-row sync-setup" method="post" action="/settings/backups/now#settings-backups">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(Glyph.download.svg)</span>
            <div class="set-text"><p class="set-title" id="backups-last">\(last)</p>
            <p class="set-detail" id="backups-policy">\(policy)</p>
            \(failure)
            <p class="reminders-button"><button class="button small tinted" type="submit" id="back-up-now">\(t(.backUpNowButton))</button></p>
            </div>
            </form>
            \(restoreForm(listing, context: context))
            \(form(settings, state: state, context: context))
            </div>
            """)
    }

    /// *Restore a backup*: one of the listed backups, reviewed before anything is restored.
    private static func restoreForm(_ listing: AutoBackupListing, context: RequestContext) -> HTML {
        guard !listing.entries.isEmpty else { return .empty }
        let t = context.t
        let options = listing.entries.map { entry -> HTML in
            let name = (entry.file.path as NSString).lastPathComponent
            return "<option value=\"\(name)\">\(name)</option>"
        }
        return """
            <form class="set-row sync-setup" method="post" action="/settings/backups/restore">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(Glyph.archive.svg)</span>
            <div class="set-text"><label class="set-title" for="restore-file">\(t(.restoreBackupLabel))</label>
            <select class="set-select restore-select" id="restore-file" name="file">\(options)</select>
            <p class="reminders-button"><button class="button small tinted" type="submit" name="step" value="review">\(t(.reviewRestoreButton))</button></p>
            </div>
            </form>
            """
    }

    private static func form(_ settings: AutoBackupSettings, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let typed = state.backupForm
        let enabled = typed?.isEnabled ?? settings.isEnabled
        let folder = typed?.folder ?? settings.chosenFolder ?? ""
        let keep = [
            ("daily", typed?.daily ?? String(settings.retention.daily), t(.keepDailyLabel)),
            ("weekly", typed?.weekly ?? String(settings.retention.weekly), t(.keepWeeklyLabel)),
            ("monthly", typed?.monthly ?? String(settings.retention.monthly), t(.keepMonthlyLabel)),
        ]
        func error(_ name: String) -> HTML {
            state.backupErrors[name].map {
                "<p class=\"field-error\" id=\"backup-\(name)-error\" role=\"alert\">\($0)</p>"
            } ?? .empty
        }
        func invalid(_ name: String) -> HTML {
            state.backupErrors[name] == nil
                ? .empty : " aria-invalid=\"true\" aria-describedby=\"backup-\(name)-error\""
        }
        let counts = keep.map { name, value, label -> HTML in
            """
            <label for="backup-\(name)">\(label)</label>
            <input type="number" inputmode="numeric" id="backup-\(name)" name="\(name)" value="\(value)"\(invalid(name))>
            \(error(name))
            """
        }
        return """
            <form class="set-row sync-setup" method="post" action="/settings/backups#settings-backups">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(Glyph.calendar.svg)</span>
            <details class="set-text set-fold"\(attribute: "open", when: typed != nil || !state.backupErrors.isEmpty)><summary class="set-title">\(t(.backupsFormTitle))</summary>
            <div class="sync-fields">
            <label class="sync-check"><input type="checkbox" name="enabled" value="on"\(attribute: "checked", when: enabled)> \(t(.backupsEnabledLabel))</label>
            <label for="backup-folder">\(t(.backupFolderLabel))</label>
            <input type="text" id="backup-folder" name="folder" autocomplete="off" spellcheck="false" value="\(folder)"\(invalid("folder"))>
            \(error("folder"))
            \(HTML.join(counts))
            <button class="button small tinted" type="submit">\(t(.backupsSaveButton))</button>
            </div></details>
            </form>
            """
    }

    /// `812 B`, `12.4 kB`, `3.1 MB` (`12,4 ko` in French).
    static func fileSize(_ bytes: Int, t: Localizer) -> String {
        let french = t.language == .french
        if bytes < 1000 { return "\(bytes) \(french ? "o" : "B")" }
        let (value, unit) =
            bytes < 1_000_000
            ? (Double(bytes) / 1000, french ? "ko" : "kB") : (Double(bytes) / 1_000_000, french ? "Mo" : "MB")
        let text = String(format: "%.1f", value)
        return "\(french ? text.replacingOccurrences(of: ".", with: ",") : text)\u{00A0}\(unit)"
    }
}
