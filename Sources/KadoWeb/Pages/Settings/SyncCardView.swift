import Foundation
import KadoApp
import KadoCore

/// The Settings page's sync card. Before a setup: where the data lives, and the two setup forms
/// (a folder; a WebDAV server), each of which can encrypt end to end with a passphrase typed
/// twice, or asks for the passphrase of a target found encrypted. Once set up: the target (a URL
/// never holds credentials), whether it is encrypted, the time of the last successful sync and
/// what it moved (rows, notes and removals) — never "synced" before a sync succeeded, nor as the
/// state of things while it held something back —, what it held back and what to do about each,
/// the last failure in the person's language with what to do, whether a sync runs now, the *Sync now* and *Turn off* buttons, and
/// the form that encrypts the target, changes its passphrase, or takes the passphrase another
/// device chose. No password or passphrase is ever written into a page.
enum SyncCardView {
    static func render(_ facts: SettingsFacts, state: SettingsState, context: RequestContext) -> HTML {
        let body =
            facts.sync.target.map { setUp($0, facts: facts, state: state, context: context) }
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
            <details class="set-text set-fold"\(attribute: "open", when: form.kind == "folder")><summary class="set-title">\(t(.syncFolderTitle))</summary>
            <div class="sync-fields">
            <label for="sync-path">\(t(.syncFolderPath))</label>
            <input type="text" id="sync-path" name="path" required autocomplete="off" spellcheck="false" placeholder="/home/ann/Sync/Kado" value="\(form.path)"\(attribute: "aria-invalid=\"true\" aria-describedby=\"sync-error\"", when: folderInvalid)>
            \(encryptionFields("folder", form: form, t: t))
            <button class="button small tinted" type="submit">\(t(.syncSetUpButton))</button>
            </div></details>
            </form>
            \(webDAVInvalid ? error : .empty)
            <form class="set-row sync-setup" method="post" action="/settings/sync/setup#settings-sync">
            \(context.csrfField)<input type="hidden" name="kind" value="webdav">
            <span class="set-icon tone-accent">\(SettingsIcon.globe.svg)</span>
            <details class="set-text set-fold"\(attribute: "open", when: form.kind == "webdav")><summary class="set-title">\(t(.syncWebDAVTitle))</summary>
            <div class="sync-fields">
            <label for="sync-url">\(t(.syncWebDAVURL))</label>
            <input type="url" id="sync-url" name="url" required spellcheck="false" placeholder="https://cloud.example.org/remote.php/dav/files/ann/Kado" value="\(form.url)"\(attribute: "aria-invalid=\"true\" aria-describedby=\"sync-error\"", when: webDAVInvalid)>
            \(webDAVInvalid ? warning : .empty)
            <label for="sync-user">\(t(.syncWebDAVUser))</label>
            <input type="text" id="sync-user" name="user" required autocomplete="username" spellcheck="false" value="\(form.user)">
            <label for="sync-password">\(t(.syncWebDAVPassword))</label>
            <input type="password" id="sync-password" name="password" required autocomplete="current-password">
            \(encryptionFields("webdav", form: form, t: t))
            <button class="button small tinted" type="submit">\(t(.syncSetUpButton))</button>
            </div></details>
            </form>
            </div>
            """
    }

    /// The setup form's encryption: *Encrypt end to end* and the passphrase typed twice (shown
    /// once ticked, where the browser can tell), or, once the target turned out encrypted, its
    /// passphrase alone. Never a value: what was typed is not written back.
    private static func encryptionFields(_ kind: String, form: SyncSetupForm, t: Localizer) -> HTML {
        let sent = form.kind == kind
        if sent, form.asksPassphrase {
            let again: HTML = kind == "webdav" ? " \(t(.syncPasswordAgain))" : .empty
            return """
                <div class="sync-encrypt is-asked"><input type="hidden" name="asked" value="yes">
                <p class="set-detail" id="sync-\(kind)-asked">\(t(.syncAsksPassphrase))\(again)</p>
                <label for="sync-\(kind)-passphrase">\(t(.syncTargetPassphrase))</label>
                <input type="password" id="sync-\(kind)-passphrase" name="passphrase" required autocomplete="current-password" autofocus>
                <p class="set-detail">\(t(.syncPassphraseCaution))</p>
                </div>
                """
        }
        return """
            <div class="sync-encrypt">
            <label class="sync-check"><input type="checkbox" id="sync-\(kind)-encrypt" name="encrypt" value="on"\(attribute: "checked", when: sent && form.encrypt)> \(t(.syncEncryptCheckbox))</label>
            <div class="sync-passphrases">
            <p class="set-detail">\(t(.syncEncryptDetail)) \(t(.syncPassphraseCaution))</p>
            \(passphraseFields("sync-\(kind)", new: false, t: t))
            </div>
            </div>
            """
    }

    /// The change of passphrase's *The old passphrase may be known to someone else* (`oldLeaked`),
    /// with what it costs said beside it.
    private static func oldLeakedField(_ t: Localizer) -> HTML {
        """

        <label class="sync-check"><input type="checkbox" id="sync-passphrase-old-leaked" name="oldLeaked" value="on"> \(t(.syncOldLeakedCheckbox))</label>
        <p class="set-detail" id="sync-old-leaked-detail">\(t(.syncOldLeakedDetail))</p>
        """
    }

    /// A passphrase field and the field that repeats it (`passphrase`, `passphraseAgain`).
    private static func passphraseFields(_ id: String, new: Bool, t: Localizer) -> HTML {
        """
        <label for="\(id)-passphrase">\(t(new ? .syncNewPassphrase : .syncPassphrase))</label>
        <input type="password" id="\(id)-passphrase" name="passphrase" autocomplete="new-password">
        <label for="\(id)-passphrase-again">\(t(.syncPassphraseAgain))</label>
        <input type="password" id="\(id)-passphrase-again" name="passphraseAgain" autocomplete="new-password">
        """
    }

    // MARK: - Set up

    private static func setUp(_ target: SyncTarget, facts: SettingsFacts, state: SettingsState, context: RequestContext)
        -> HTML
    {
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
            let ok = status.isComplete ? " is-ok" : ""
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
        // Never only "synced" while something waits: what, and what to do.
        var heldBack: HTML = .empty
        // Files read with an earlier key of the ring are said with what waits.
        let earlier: [HTML] = (status.lastOutcome?.readWithEarlierKey ?? []).map {
            "<li>\(t(.syncReadWithEarlierKey($0.device, generation: $0.generation)))</li>"
        }
        if !status.heldBack.isEmpty || !earlier.isEmpty {
            let items: [HTML] = status.heldBack.map { "<li>\(t(.syncHeldBack($0)))</li>" } + earlier
            heldBack = """
                <div class="sync-held-back" id="sync-held-back" role="status">
                <p class="sync-warning">\(t(.syncHeldBackTitle))</p><ul class="set-detail">\(items)</ul>\(earlierPassphraseForm(status, state: state, context: context))</div>
                """
        }
        let running: HTML =
            facts.syncRunning
            ? "<p class=\"sync-state\" id=\"sync-running\" role=\"status\">\(t(.syncRunning))</p>" : .empty
        return """
            <div class="card set-card" id="sync-card">
            <div id="sync-status">
            <div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.sync.svg)</span>
            <div class="set-text"><p class="set-title">\(title)</p>
            <p class="set-path"><code>\(target.location)</code></p>\(user)\(encrypted)\(warning)
            \(success)\(running)
            </div>
            </div>
            \(failure)\(heldBack)
            </div>
            \(encryptionForm(status, state: state, context: context))
            <div class="sync-buttons">
            <form method="post" action="/settings/sync/off#settings-sync">\(context.csrfField)<button class="button small" type="submit">\(t(.syncOffButton))</button></form>
            <form method="post" action="/settings/sync#settings-sync">\(context.csrfField)<button class="button small tinted" type="submit">\(t(.syncNowButton))</button></form>
            </div>
            </div>
            """
    }

    /// Once set up, the one encryption form that applies: the target's passphrase when another
    /// device encrypted or re-keyed it (the last sync said so), else changing the passphrase of
    /// an encrypted target, else encrypting a plain one (these two folded until opened). A form
    /// refused comes back open, with why.
    private static func encryptionForm(_ status: SyncStatus, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let sent = state.syncForm.kind
        let error: HTML =
            state.syncError.map {
                "<p class=\"field-error\" id=\"sync-error\" role=\"alert\">\(t(.syncNothingChanged)) \($0)</p>"
            } ?? .empty
        let asked = [.passphraseNeeded, .passphraseChanged].contains(status.lastError?.kind)
        if asked || sent == SyncSetupForm.typedPassphrase {
            return """
                <form class="set-row sync-setup" id="sync-join" method="post" action="/settings/sync/join#settings-sync">
                \(context.csrfField)<span class="set-icon tone-accent">\(SettingsIcon.lock.svg)</span>
                <div class="set-text"><p class="set-title">\(t(.syncTypePassphraseTitle))</p>
                <p class="set-detail">\(t(.syncTypePassphraseDetail)) \(t(.syncPassphraseCaution))</p>
                \(sent == SyncSetupForm.typedPassphrase ? error : .empty)
                <div class="sync-fields">
                <label for="sync-join-passphrase">\(t(.syncTargetPassphrase))</label>
                <input type="password" id="sync-join-passphrase" name="passphrase" required autocomplete="current-password">
                <button class="button small tinted" type="submit">\(t(.syncJoinButton))</button>
                </div></div>
                </form>
                """
        }
        let (kind, action, title, detail, button): (String, String, Phrase, Phrase, Phrase) =
            status.isEncrypted
            ? (
                SyncSetupForm.newPassphrase, "passphrase", .syncChangePassphraseTitle, .syncChangePassphraseDetail,
                .syncChangePassphraseButton
            )
            : (SyncSetupForm.encryption, "encrypt", .syncEncryptTitle, .syncEncryptDetail, .syncEncryptButton)
        return """
            <details class="sync-more" id="sync-\(action)"\(attribute: "open", when: sent == kind)>
            <summary>\(SettingsIcon.lock.svg)<span>\(t(title))</span></summary>
            <form class="sync-more-form" method="post" action="/settings/sync/\(action)#settings-sync">
            \(context.csrfField)<p class="set-detail">\(t(detail)) \(t(.syncPassphraseCaution))</p>
            \(sent == kind ? error : .empty)
            <div class="sync-fields">
            \(passphraseFields("sync-\(action)", new: status.isEncrypted, t: t))\(status.isEncrypted ? oldLeakedField(t) : .empty)
            <button class="button small tinted" type="submit">\(t(button))</button>
            </div>
            </form>
            </details>
            """
    }

    /// Under files held back as sealed with another passphrase: the form that takes the passphrase
    /// they were sealed with (a change that lost a race, on a device switched off since). A form
    /// refused comes back with why.
    private static func earlierPassphraseForm(_ status: SyncStatus, state: SettingsState, context: RequestContext)
        -> HTML
    {
        let sealedOtherwise = status.heldBack.contains {
            if case .unreadFile(let file) = $0 { file.reason == .otherPassphrase } else { false }
        }
        let sent = state.syncForm.kind == SyncSetupForm.earlierPassphrase
        guard status.isEncrypted, sealedOtherwise || sent else { return .empty }
        let t = context.t
        let error: HTML =
            sent
            ? state.syncError.map {
                "<p class=\"field-error\" id=\"sync-error\" role=\"alert\">\(t(.syncNothingChanged)) \($0)</p>"
            } ?? .empty : .empty
        return """
            <form class="sync-more-form" id="sync-earlier" method="post" action="/settings/sync/earlier#settings-sync">
            \(context.csrfField)<p class="set-detail">\(t(.syncEarlierPassphraseDetail))</p>\(error)
            <div class="sync-fields">
            <label for="sync-earlier-passphrase">\(t(.syncEarlierPassphraseLabel))</label>
            <input type="password" id="sync-earlier-passphrase" name="passphrase" required autocomplete="off">
            <button class="button small tinted" type="submit">\(t(.syncEarlierPassphraseButton))</button>
            </div>
            </form>
            """
    }

    /// "Came in: 2 check-ins, 1 habit, 3 check-ins removed. Went out: 1 note.", or that nothing
    /// moved: rows, each once.
    static func outcome(of outcome: SyncOutcome, t: Localizer) -> String {
        func list(_ counts: SyncOutcome.Counts) -> [String] {
            let removed: [(Int, SyncRemovedKind)] = [
                (counts.removedCheckIns, .checkIn), (counts.removedHabits, .habit), (counts.removedSkips, .skippedDay),
                (counts.removedReminders, .reminder),
            ]
            return [
                counts.checkIns > 0 ? t(.syncCheckIns(counts.checkIns)) : nil,
                counts.notes > 0 ? t(.syncNotes(counts.notes)) : nil,
                counts.habits > 0 ? t(.syncHabits(counts.habits)) : nil,
                counts.skips > 0 ? t(.syncSkips(counts.skips)) : nil,
                counts.settings > 0 ? t(.syncSettings(counts.settings)) : nil,
                counts.reminders > 0 ? t(.syncReminders(counts.reminders)) : nil,
            ].compactMap { $0 }
                + removed.filter { $0.0 > 0 }.map { t(.syncRemoved($0.1, count: $0.0)) }
        }
        func joined(_ counts: SyncOutcome.Counts) -> String { list(counts).joined(separator: ", ") }
        let renewal =
            (outcome.renewedIdentity.map { " " + t(.syncRenewedIdentity(current: $0.current)) } ?? "")
            + (outcome.sealedInTheClear.isEmpty ? "" : " " + t(.syncSealedInTheClear(outcome.sealedInTheClear.count)))
            + (outcome.resealedEarlierGeneration.isEmpty
                ? "" : " " + t(.syncResealedEarlierGeneration(outcome.resealedEarlierGeneration.count)))
        guard !(outcome.received.isEmpty && outcome.sent.isEmpty) else { return t(.syncNothingMoved) + renewal }
        var parts: [String] = []
        if !outcome.received.isEmpty { parts.append(t(.syncCameIn(joined(outcome.received)))) }
        if !outcome.sent.isEmpty { parts.append(t(.syncWentOut(joined(outcome.sent)))) }
        return parts.joined(separator: " ") + renewal
    }
}
