import Foundation
import KadoApp
import KadoCore

/// The routes. Each path answers a fixed set of methods; any other method gets 405 with `Allow`.
///
/// | Path | GET | POST |
/// |---|---|---|
/// | `/` | Today | |
/// | `/overview` | Overview | |
/// | `/settings` | Settings | save day start, week start, language |
/// | `/settings/export.json`, `.csv` | download a backup | |
/// | `/settings/import` | | upload → dry-run summary |
/// | `/settings/import/confirm` | | import the uploaded backup |
/// | `/settings/sync/setup`, `/settings/sync`, `/settings/sync/off` | | set sync up, sync now, turn it off |
/// | `/settings/sync/join`, `/encrypt`, `/passphrase` | | type the target's passphrase, encrypt it, change it |
/// | `/settings/reminders/push`, `/settings/reminders/test` | | save the phone push, send a test |
/// | `/settings/backups`, `/settings/backups/now` | | save the automatic backups' settings, back up now |
/// | `/habits/new` | New habit form | |
/// | `/habits` | | create |
/// | `/habits/ID` | Habit detail | |
/// | `/habits/ID/edit` | Edit form | save |
/// | `/habits/ID/checkin` | | done, undo, toggle, +, −, +5 min, set a value (`day` optional) |
/// | `/checkin` | | Today's shared form: the button pressed names the step and the habit |
/// | `/habits/ID/note`, `/skip` | | note of a day; skip or pause days |
/// | `/habits/ID/archive`, `/unarchive`, `/move` | | archive, unarchive, move up or down |
/// | `/habits/ID/delete` | confirmation | delete |
/// | `/login`, `/logout` | sign-in form | sign in / out |
/// | `/api/…` | see ``WebSession/routeAPI(_:request:context:)`` | |
extension WebSession {
    func route(_ request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        let segments = request.path.split(separator: "/").map(String.init)
        if segments.first == "api" {
            return try routeAPI(Array(segments.dropFirst()), request: request, context: context)
        }
        switch segments {
        case []:
            return try dispatch(request, ["GET": { try self.todayPage(context) }])
        case ["overview"]:
            return try dispatch(request, ["GET": { try self.overviewPage(context) }])
        case ["settings"]:
            return try dispatch(
                request, ["GET": { try self.settingsPage(context) }, "POST": { try self.saveSettings(context) }])
        case ["settings", "export.json"]:
            return try dispatch(request, ["GET": { try self.exportBackup(json: true, context) }])
        case ["settings", "export.csv"]:
            return try dispatch(request, ["GET": { try self.exportBackup(json: false, context) }])
        case ["settings", "import"]:
            return try dispatch(request, ["POST": { try self.previewImport(context) }])
        case ["settings", "import", "confirm"]:
            return try dispatch(request, ["POST": { try self.confirmImport(context) }])
        case ["settings", "sync", "setup"]:
            return try dispatch(request, ["POST": { try self.setUpSyncFromCard(context) }])
        case ["settings", "sync"]:
            return try dispatch(request, ["POST": { try self.syncNowFromCard(context) }])
        case ["settings", "sync", "off"]:
            return try dispatch(request, ["POST": { try self.turnSyncOffFromCard(context) }])
        case ["settings", "sync", "join"]:
            return try dispatch(request, ["POST": { try self.typeSyncPassphraseFromCard(context) }])
        case ["settings", "sync", "encrypt"]:
            return try dispatch(request, ["POST": { try self.encryptSyncFromCard(context) }])
        case ["settings", "sync", "passphrase"]:
            return try dispatch(request, ["POST": { try self.changeSyncPassphraseFromCard(context) }])
        case ["settings", "reminders", "push"]:
            return try dispatch(request, ["POST": { try self.savePushFromCard(context) }])
        case ["settings", "reminders", "test"]:
            return try dispatch(request, ["POST": { try self.testRemindersFromCard(context) }])
        case ["settings", "backups"]:
            return try dispatch(request, ["POST": { try self.saveBackupsFromCard(context) }])
        case ["settings", "backups", "now"]:
            return try dispatch(request, ["POST": { try self.backUpNowFromCard(context) }])
        case ["habits", "new"]:
            return try dispatch(request, ["GET": { try self.newHabitPage(context) }])
        case ["habits"]:
            return try dispatch(request, ["POST": { try self.createHabit(context) }])
        case ["login"]:
            return try dispatch(request, ["GET": { try self.loginPage(context) }, "POST": { try self.login(context) }])
        case ["logout"]:
            return try dispatch(request, ["POST": { try self.logout(context) }])
        case ["checkin"]:
            return try dispatch(request, ["POST": { try self.checkInFromList(context) }])
        default:
            break
        }
        if segments.count == 2, segments[0] == "habits" {
            let id = segments[1]
            return try dispatch(request, ["GET": { try self.habitDetailPage(try self.habit(id: id), context) }])
        }
        if segments.count == 3, segments[0] == "habits" {
            return try routeHabitAction(id: segments[1], action: segments[2], request: request, context: context)
        }
        throw WebError.notFound
    }

    private func routeHabitAction(id: String, action: String, request: HTTPRequest, context: RequestContext) throws
        -> HTTPResponse
    {
        let handlers: [String: () throws -> HTTPResponse]
        switch action {
        case "edit":
            handlers = [
                "GET": { try self.editHabitPage(try self.habit(id: id), context) },
                "POST": { try self.updateHabit(try self.habit(id: id), context) },
            ]
        case "checkin": handlers = ["POST": { try self.checkIn(try self.habit(id: id), context) }]
        case "note": handlers = ["POST": { try self.saveNote(try self.habit(id: id), context) }]
        case "skip": handlers = ["POST": { try self.skipDays(try self.habit(id: id), context) }]
        case "archive": handlers = ["POST": { try self.archiveHabit(try self.habit(id: id), context) }]
        case "unarchive": handlers = ["POST": { try self.unarchiveHabit(try self.habit(id: id), context) }]
        case "move": handlers = ["POST": { try self.moveHabit(try self.habit(id: id), context) }]
        case "delete":
            handlers = [
                "GET": { try self.deleteHabitPage(try self.habit(id: id), context) },
                "POST": { try self.deleteHabit(try self.habit(id: id), context) },
            ]
        default: throw WebError.notFound
        }
        return try dispatch(request, handlers)
    }

    /// Whether `path` takes an uploaded file (the backup import), and so the larger body limit
    /// (``HTTPLimits/uploadBytes``) rather than ``HTTPLimits/bodyBytes``.
    static func acceptsUpload(_ path: String) -> Bool { path == "/settings/import" || path == "/api/import" }

    /// Whether `path` is reachable without the access token on a server that needs it: only the
    /// sign-in page.
    static func isOpenWithoutToken(_ path: String) -> Bool { path == "/login" }

    /// Runs the handler for the request's method (HEAD is answered as GET), or refuses with 405.
    func dispatch(_ request: HTTPRequest, _ handlers: [String: () throws -> HTTPResponse]) throws -> HTTPResponse {
        let method = request.method == "HEAD" ? "GET" : request.method
        guard let handler = handlers[method] else {
            var allowed = handlers.keys.sorted()
            if allowed.contains("GET") { allowed.insert("HEAD", at: allowed.firstIndex(of: "GET") ?? 0) }
            throw WebError.methodNotAllowed(allowed)
        }
        return try handler()
    }

    /// The habit whose id is `id` (archived ones too); 404 when there is none.
    func habit(id: String) throws -> Habit {
        guard let uuid = UUID(uuidString: id) else { throw WebError.notFound }
        guard let habit = try tracker.habits(includingArchived: true).first(where: { $0.id == uuid }) else {
            throw WebError.notFound
        }
        return habit
    }

    /// The fields of a submitted form (URL-encoded or multipart); 415 for any other body.
    func form(_ request: HTTPRequest) throws -> Form {
        switch request.contentType {
        case "application/x-www-form-urlencoded":
            return Form(fields: FormDecoding.urlEncoded(request.body), files: [])
        case "multipart/form-data":
            guard let type = request.headers["Content-Type"],
                let parts = FormDecoding.multipart(request.body, contentType: type)
            else { throw WebError.badRequest("The uploaded form is malformed.") }
            return Form(
                fields: parts.filter { $0.filename == nil }.map { ($0.name, String(decoding: $0.body, as: UTF8.self)) },
                files: parts.filter { $0.filename != nil })
        case nil where request.body.isEmpty:
            return Form(fields: [], files: [])
        default:
            throw WebError.unsupportedMediaType(
                "Send the form as application/x-www-form-urlencoded or multipart/form-data.")
        }
    }
}
