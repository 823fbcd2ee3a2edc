import Foundation
import KadoApp
import KadoCore

/// The Settings page's sync card. Before a setup: where the data lives, and the two setup forms
/// (a folder; a WebDAV server). Once set up: the target (a URL never holds credentials), the
/// time of the last successful sync and what it moved — never "synced" before a sync succeeded —,
/// the last failure in the person's language with what to do, whether a sync runs now, and the
/// *Sync now* and *Turn off* buttons. No password is ever written into the page.
enum SyncCardView {
    static func render(_ facts: SettingsFacts, state: SettingsState, context: RequestContext) -> HTML {
        let body =
            facts.sync.target.map { setUp($0, facts: facts, context: context) }
            ?? notSetUp(facts, state: state, context: context)
        return SettingsView.group("settings-sync", context.t(.syncTitle), body)
    }

    // MARK: - Before a setup

    private static func notSetUp(_ facts: SettingsFacts, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let form = state.syncForm
        let error: HTML =
            state.syncError.map {
                "<p class=\"field-error\" id=\"sync-error\" role=\"alert\">\(t(.syncSetUpRefused)) \($0)</p>"
            } ?? .empty
        let warning: HTML =
            form.sendsPasswordInTheClear ? "<p class=\"sync-warning\">\(t(.syncClearTextWarning))</p>" : .empty
        let folderInvalid = state.syncError != nil && form.kind == "folder"
        let webDAVInvalid = state.syncError != nil && form.kind == "webdav"
        return """
            <div class="card set-card" id="sync-card">
            <div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.database.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.localOnly))</p>
            <p class="set-detail">\(t(.localOnlyDetail))</p>
            <p class="set-path"><code>\(facts.databasePath)</code></p></div>
            </div>
            <div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.sync.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.syncSetUpTitle))</p>
            <p class="set-detail">\(t(.syncSetUpDetail))</p></div></div>
            \(folderInvalid ? error : .empty)
            <form class="set-row sync-setup" method="post" action="/settings/sync/setup#settings-sync">
            \(context.csrfField)<input type="hidden" name="kind" value="folder">
            <span class="set-icon tone-accent">\(SettingsIcon.folder.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.syncFolderTitle))</p>
            <div class="sync-fields">
            <label for="sync-path">\(t(.syncFolderPath))</label>
            <input type="text" id="sync-path" name="path" required autocomplete="off" spellcheck="false" placeholder="/home/ann/Sync/Kado" value="\(form.path)"\(attribute: "aria-invalid=\"true\" aria-describedby=\"sync-error\"", when: folderInvalid)>
            <button class="button small tinted" type="submit">\(t(.syncSetUpButton))</button>
            </div></div>
            </form>
            \(webDAVInvalid ? error : .empty)
            <form class="set-row sync-setup" method="post" action="/settings/sync/setup#settings-sync">
            \(context.csrfField)<input type="hidden" name="kind" value="webdav">
            <span class="set-icon tone-accent">\(SettingsIcon.globe.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.syncWebDAVTitle))</p>
            <div class="sync-fields">
            <label for="sync-url">\(t(.syncWebDAVURL))</label>
            <input type="url" id="sync-url" name="url" required autocomplete="off" spellcheck="false" placeholder="https://cloud.example.org/remote.php/dav/files/ann/Kado" value="\(form.url)"\(attribute: "aria-invalid=\"true\" aria-describedby=\"sync-error\"", when: webDAVInvalid)>
            \(webDAVInvalid ? warning : .empty)
            <label for="sync-user">\(t(.syncWebDAVUser))</label>
            <input type="text" id="sync-user" name="user" required autocomplete="username" spellcheck="false" value="\(form.user)">
            <label for="sync-password">\(t(.syncWebDAVPassword))</label>
            <input type="password" id="sync-password" name="password" required autocomplete="current-password">
            <button class="button small tinted" type="submit">\(t(.syncSetUpButton))</button>
            </div></div>
            </form>
            </div>
            """
    }

    // MARK: - Set up

    private static func setUp(_ target: SyncTarget, facts: SettingsFacts, context: RequestContext) -> HTML {
        let t = context.t
        let status = facts.sync
        let title: String
        var user: HTML = .empty
        switch target {
        case .folder:
            title = t(.syncWithFolder)
        case .webDAV(_, let name):
            title = t(.syncWithWebDAV)
            user = "<p class=\"set-detail\">\(t(.syncAsUser(name)))</p>"
        }
        let warning: HTML =
            target.sendsPasswordInTheClear ? "<p class=\"sync-warning\">\(t(.syncClearTextWarning))</p>" : .empty
        let encrypted: HTML =
            status.isEncrypted ? "<p class=\"set-detail\" id=\"sync-encrypted\">\(t(.syncEncryptedTarget))</p>" : .empty
        let success: HTML
        if let last = status.lastSuccess,
            let (day, time) = SettingsView.dayAndTime(last, timeZone: facts.timeZone, t: t)
        {
            let moved: HTML =
                status.lastOutcome.map { "<p class=\"set-detail\" id=\"sync-moved\">\(outcome(of: $0, t: t))</p>" }
                ?? .empty
            let ok = status.isSynced ? " is-ok" : ""
            success = "<p class=\"sync-state\(ok)\" id=\"sync-last\">\(t(.syncLastSynced(day, time)))</p>\(moved)"
        } else {
            success = "<p class=\"sync-state\" id=\"sync-last\">\(t(.syncNeverSynced))</p>"
        }
        var failure: HTML = .empty
        if let error = status.lastError {
            let when =
                status.lastErrorAt.flatMap { SettingsView.dayAndTime($0, timeZone: facts.timeZone, t: t) }
                .map { t(.syncLastFailed($0.0, $0.1)) + " " } ?? ""
            failure = "<p class=\"field-error\" id=\"sync-failure\" role=\"alert\">\(when)\(t(.syncFailure(error)))</p>"
        }
        let running: HTML =
            facts.syncRunning
            ? "<p class=\"sync-state\" id=\"sync-running\" role=\"status\">\(t(.syncRunning))</p>" : .empty
        return """
            <div class="card set-card" id="sync-card">
            <div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.sync.svg)</span>
            <div class="set-text"><p class="set-title">\(title)</p>
            <p class="set-path"><code>\(target.location)</code></p>\(user)\(encrypted)\(warning)
            \(success)\(running)
            </div>
            </div>
            \(failure)
            <div class="sync-buttons">
            <form method="post" action="/settings/sync/off#settings-sync">\(context.csrfField)<button class="button small" type="submit">\(t(.syncOffButton))</button></form>
            <form method="post" action="/settings/sync#settings-sync">\(context.csrfField)<button class="button small tinted" type="submit">\(t(.syncNowButton))</button></form>
            </div>
            </div>
            """
    }

    /// "Came in: 2 check-ins, 1 habit. Went out: 1 check-in.", or that nothing moved.
    static func outcome(of outcome: SyncOutcome, t: Localizer) -> String {
        func list(_ counts: SyncOutcome.Counts) -> String {
            [
                counts.checkIns > 0 ? t(.syncCheckIns(counts.checkIns)) : nil,
                counts.habits > 0 ? t(.syncHabits(counts.habits)) : nil,
                counts.skips > 0 ? t(.syncSkips(counts.skips)) : nil,
                counts.settings > 0 ? t(.syncSettings(counts.settings)) : nil,
            ].compactMap { $0 }.joined(separator: ", ")
        }
        guard !(outcome.received.isEmpty && outcome.sent.isEmpty) else { return t(.syncNothingMoved) }
        var parts: [String] = []
        if !outcome.received.isEmpty { parts.append(t(.syncCameIn(list(outcome.received)))) }
        if !outcome.sent.isEmpty { parts.append(t(.syncWentOut(list(outcome.sent)))) }
        return parts.joined(separator: " ")
    }
}
