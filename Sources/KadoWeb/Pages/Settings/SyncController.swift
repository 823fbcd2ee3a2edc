import Foundation
import KadoApp
import KadoCore

/// The sync card's forms: `POST /settings/sync/setup` (a folder, or a WebDAV server, plain or
/// encrypted end to end), `POST /settings/sync` (*Sync now*), `POST /settings/sync/off`, and
/// once set up `POST /settings/sync/join` (the target's passphrase, typed after another device
/// encrypted or re-keyed it), `/settings/sync/encrypt` (encrypt a plain target) and
/// `/settings/sync/passphrase` (change it). The handlers check the form and leave the use case
/// in the request's ``RequestContext/followUp``; ``WebApp`` runs it on the sync thread (where a key
/// is derived, a second or two, while other requests are answered), then calls
/// ``finish(_:answer:request:)`` to
/// answer. *Sync now* asks the background sync for a sync and answers at once: the card then
/// says a sync runs, and the page's script shows its outcome when it ends. Without a background
/// syncer (a web app made over one tracker), each use case runs at once with the session's
/// tracker. Every use case is the command line's (``Tracker``'s): the card only translates.
struct SyncController: Controller {
    let session: WebSession

    /// `POST /settings/sync/setup`. Fields are checked first (a folder's full path; a WebDAV
    /// URL without credentials, a user and a password; with *Encrypt end to end*, a passphrase
    /// typed twice alike); the use case then tries the target, and nothing is saved unless it
    /// works. A target found encrypted asks for its passphrase (the form comes back asking).
    func setUpSyncFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        let t = context.t
        var form = SyncSetupForm(kind: fields["kind"]?.trimmed ?? "")
        form.encrypt = fields["encrypt"] != nil
        form.asksPassphrase = fields["asked"] == "yes"
        let target: SyncTarget
        var password: String?
        switch form.kind {
        case "folder":
            form.path = fields["path"]?.trimmed ?? ""
            guard form.path.hasPrefix("/") else { return try refusedSetup(t(.syncPathNeeded), form: form, context) }
            target = .folder(path: form.path)
        case "webdav":
            form.url = fields["url"]?.trimmed ?? ""
            form.user = fields["user"]?.trimmed ?? ""
            if let problem = SyncTarget.webDAVProblem(form.url) {
                // A password typed into the address is not shown back either.
                if problem == .holdsCredentials { form.url = Self.withoutCredentials(form.url) }
                return try refusedSetup(t(.syncURLProblem(problem)), form: form, context)
            }
            guard let url = URL(string: form.url) else {
                return try refusedSetup(t(.syncURLProblem(.notAURL)), form: form, context)
            }
            target = .webDAV(url: url, user: form.user)
            form.sendsPasswordInTheClear = target.sendsPasswordInTheClear
            guard !form.user.isEmpty else { return try refusedSetup(t(.syncUserNeeded), form: form, context) }
            password = fields["password"]
            guard let password, !password.isEmpty else {
                return try refusedSetup(t(.syncPasswordNeeded), form: form, context)
            }
        default:
            throw WebError.badRequest(Phrase("web.badRequest.syncKind"))
        }
        // A passphrase typed, then *Encrypt* unticked, is not sent on: the fields were hidden.
        var passphrase: SyncRequest.Secret?
        if form.encrypt || form.asksPassphrase {
            if let problem = Self.passphraseProblem(fields, confirming: form.encrypt, t: t) {
                return try refusedSetup(problem, form: form, context)
            }
            passphrase = SyncRequest.Secret(value: fields["passphrase"] ?? "")
        }
        return try runSync(
            .setUp(target, password: password, passphrase: passphrase, encrypt: form.encrypt, form: form), context)
    }

    /// `POST /settings/sync/join`: the saved target's passphrase, typed once (the target was
    /// encrypted, or its passphrase changed, on another device). A wrong one saves nothing.
    func typeSyncPassphraseFromCard(_ context: RequestContext) throws -> HTTPResponse {
        try setUpAgainFromCard(
            context, encrypt: false, form: SyncSetupForm(kind: SyncSetupForm.typedPassphrase))
    }

    /// `POST /settings/sync/encrypt`: encrypts the saved plain target with a passphrase typed twice.
    func encryptSyncFromCard(_ context: RequestContext) throws -> HTTPResponse {
        try setUpAgainFromCard(context, encrypt: true, form: SyncSetupForm(kind: SyncSetupForm.encryption))
    }

    /// `POST /settings/sync/passphrase`: a new passphrase, typed twice, for the encrypted target,
    /// closing the key ring when `oldLeaked` is ticked
    /// (``SyncUseCases/changeSyncPassphrase(to:oldLeaked:keyCost:thenSyncing:)``); the sync that re-seals this
    /// device's files follows at once, in the background.
    func changeSyncPassphraseFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        if let problem = Self.passphraseProblem(fields, confirming: true, t: context.t) {
            return try refusedSetup(problem, form: SyncSetupForm(kind: SyncSetupForm.newPassphrase), context)
        }
        return try runSync(
            .changePassphrase(
                SyncRequest.Secret(value: fields["passphrase"] ?? ""), oldLeaked: fields["oldLeaked"] == "on"),
            context)
    }

    /// `POST /settings/sync/earlier`: the passphrase that files held back here were sealed with
    /// (``SyncUseCases/addEarlierSyncPassphrase(_:thenSyncing:)``); the sync that reads them follows at
    /// once, in the background. One that opens none saves nothing, and says so in its form.
    func addEarlierSyncPassphraseFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        let shown = SyncSetupForm(kind: SyncSetupForm.earlierPassphrase)
        if let problem = Self.passphraseProblem(fields, confirming: false, t: context.t) {
            return try refusedSetup(problem, form: shown, context)
        }
        return try runSync(.addEarlierPassphrase(SyncRequest.Secret(value: fields["passphrase"] ?? "")), context)
    }

    /// `POST /settings/sync`: *Sync now*, which never waits for the target: the request asks for
    /// a sync and is answered with the card, which says a sync runs (503 when the server stops).
    func syncNowFromCard(_ context: RequestContext) throws -> HTTPResponse {
        guard let syncer else { return try runSync(.syncNow, context) }
        guard syncer.requestSync() else { return .text(context.t(.syncStopping), status: 503) }
        return .seeOther("/settings#settings-sync")
    }

    /// `POST /settings/sync/off`: *Turn off*.
    func turnSyncOffFromCard(_ context: RequestContext) throws -> HTTPResponse {
        try runSync(.turnOff, context)
    }

    /// The answer to a sync use case, in the language of the request: the card again, or the
    /// Settings page with the setup's failure in the card (422, nothing saved).
    func finish(_ request: SyncRequest, answer: SyncRequest.Answer?, request http: HTTPRequest) -> HTTPResponse {
        let context = session.context(for: http)
        do {
            return context.finish(try syncResponse(request, answer: answer, context))
        } catch {
            return context.finish(errorResponse(error, request: http, context: context))
        }
    }

    // MARK: - Parts

    private func setUpAgainFromCard(_ context: RequestContext, encrypt: Bool, form shown: SyncSetupForm) throws
        -> HTTPResponse
    {
        let fields = try form(context.request)
        if let problem = Self.passphraseProblem(fields, confirming: encrypt, t: context.t) {
            return try refusedSetup(problem, form: shown, context)
        }
        let passphrase = SyncRequest.Secret(value: fields["passphrase"] ?? "")
        return try runSync(.setUpAgain(passphrase: passphrase, encrypt: encrypt, form: shown), context)
    }

    /// Why the form's `passphrase` (and, when `confirming`, `passphraseAgain`) is refused before
    /// any use case runs: none typed, or two that differ. `nil` when it is fine. Never trimmed:
    /// a space is part of a passphrase.
    private static func passphraseProblem(_ fields: Form, confirming: Bool, t: Localizer) -> String? {
        let typed = fields["passphrase"] ?? ""
        if typed.isEmpty { return t(confirming ? .syncChoosePassphrase : .syncTypePassphrase) }
        if confirming, fields["passphraseAgain"] != typed { return t(.syncPassphrasesDiffer) }
        return nil
    }

    /// `text` without the user name and password a URL may carry.
    static func withoutCredentials(_ text: String) -> String {
        guard var components = URLComponents(string: text) else { return "" }
        components.user = nil
        components.password = nil
        return components.string ?? ""
    }

    private func runSync(_ request: SyncRequest, _ context: RequestContext) throws -> HTTPResponse {
        guard syncer != nil else { return try syncResponse(request, answer: request.run(with: tracker), context) }
        context.followUp = .sync(request)
        // Replaced by WebApp with finish's answer once the use case ran.
        return .text("", status: 202)
    }

    private func syncResponse(_ request: SyncRequest, answer: SyncRequest.Answer?, _ context: RequestContext) throws
        -> HTTPResponse
    {
        switch answer {
        case nil:
            return .text(context.t(.syncStopping), status: 503)
        case .setUp(.success(let setup)):
            // The first sync follows at once, in the background; the card tells it running.
            syncer?.requestSync()
            let notice: Notice =
                if setup.turnedEncryptionOn {
                    .syncEncrypted
                } else if setup.isEncrypted {
                    if case .setUpAgain = request { .syncPassphraseTyped } else { .syncSetUpEncrypted }
                } else {
                    .syncSetUp
                }
            return .seeOther("/settings?notice=\(notice.rawValue)#settings-sync")
        case .passphraseChanged(.success):
            // The sync that re-seals this device's files under the new key.
            syncer?.requestSync()
            return .seeOther("/settings?notice=\(Notice.syncPassphraseChanged.rawValue)#settings-sync")
        case .earlierPassphraseAdded(.success):
            // The sync that reads the files, and seals what they hold anew.
            syncer?.requestSync()
            return .seeOther("/settings?notice=\(Notice.syncEarlierPassphrase.rawValue)#settings-sync")
        case .setUp(.failure(.sync(let failure))), .passphraseChanged(.failure(.sync(let failure))),
            .earlierPassphraseAdded(.failure(.sync(let failure))):
            guard var form = request.form else { return .seeOther("/settings#settings-sync") }
            // The target is encrypted (with another passphrase than the one typed, maybe): the
            // setup form comes back asking for its passphrase, once.
            if [.passphraseNeeded, .wrongPassphrase].contains(failure.kind),
                form.kind == "folder" || form.kind == "webdav"
            {
                form.asksPassphrase = true
                form.encrypt = false
            }
            return try refusedSetup(context.t(.syncFailure(failure)), form: form, context)
        case .setUp(.failure(let error)), .passphraseChanged(.failure(let error)), .turnedOff(.failure(let error)),
            .earlierPassphraseAdded(.failure(let error)):
            throw error
        case .synced(.failure(.sync)), .synced(.success):
            // The card reads what happened from the record of attempts.
            return .seeOther("/settings#settings-sync")
        case .synced(.failure(let error)):
            throw error
        case .turnedOff(.success):
            return .seeOther("/settings?notice=\(Notice.syncOff.rawValue)#settings-sync")
        }
    }

    private func refusedSetup(_ message: String, form: SyncSetupForm, _ context: RequestContext) throws -> HTTPResponse
    {
        .html(try settingsScreen(context, state: SettingsState(syncError: message, syncForm: form)), status: 422)
    }
}
