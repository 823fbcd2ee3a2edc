import Foundation
import KadoApp
import KadoCore

/// The sync card's forms: `POST /settings/sync/setup` (a folder, or a WebDAV server),
/// `POST /settings/sync` (*Sync now*) and `POST /settings/sync/off`. The setup and turn-off
/// handlers check the form and leave the use case in ``pendingSync``; ``WebApp`` runs it on the
/// sync thread, then calls ``finishSync(_:answer:request:)`` to answer. *Sync now* asks the
/// background sync for a sync and answers at once: the card then says a sync runs, and the page's
/// script shows its outcome when it ends. Without a background syncer (a web app made over one
/// tracker), each use case runs at once with the session's tracker.
extension WebSession {
    /// `POST /settings/sync/setup`. Fields are checked first (a folder's full path; a WebDAV
    /// URL without credentials, a user and a password); the use case then tries the target, and
    /// nothing is saved unless it works.
    func setUpSyncFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        let t = context.t
        var form = SyncSetupForm(kind: fields["kind"]?.trimmed ?? "")
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
            throw WebError.badRequest("Choose a folder or a WebDAV server.")
        }
        return try runSync(.setUp(target, password: password, form: form), context)
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
    func finishSync(_ request: SyncRequest, answer: SyncRequest.Answer?, request http: HTTPRequest) -> HTTPResponse {
        let context = RequestContext(request: http, settings: (try? tracker.settings()) ?? Settings())
        do {
            return context.finish(try syncResponse(request, answer: answer, context))
        } catch {
            return context.finish(errorResponse(error, request: http, context: context))
        }
    }

    // MARK: - Parts

    /// `text` without the user name and password a URL may carry.
    static func withoutCredentials(_ text: String) -> String {
        guard var components = URLComponents(string: text) else { return "" }
        components.user = nil
        components.password = nil
        return components.string ?? ""
    }

    private func runSync(_ request: SyncRequest, _ context: RequestContext) throws -> HTTPResponse {
        guard syncer != nil else { return try syncResponse(request, answer: request.run(with: tracker), context) }
        pendingSync = request
        // Replaced by WebApp with finishSync's answer once the use case ran.
        return .text("", status: 202)
    }

    private func syncResponse(_ request: SyncRequest, answer: SyncRequest.Answer?, _ context: RequestContext) throws
        -> HTTPResponse
    {
        switch answer {
        case nil:
            return .text(context.t(.syncStopping), status: 503)
        case .setUp(.success):
            // The first sync follows at once, in the background; the card tells it running.
            syncer?.requestSync()
            return .seeOther("/settings?notice=\(Notice.syncSetUp.rawValue)#settings-sync")
        case .setUp(.failure(.sync(let failure))):
            guard case .setUp(_, _, let form) = request else { return .seeOther("/settings#settings-sync") }
            return try refusedSetup(context.t(.syncFailure(failure)), form: form, context)
        case .setUp(.failure(let error)), .turnedOff(.failure(let error)):
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
