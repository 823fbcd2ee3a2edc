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
/// | `/settings/backups/restore` | | review restoring a listed backup (keeping later changes, or not), restore |
/// | `/habits/new` | New habit form | |
/// | `/habits` | | create |
/// | `/habits/ID` | Habit detail | |
/// | `/habits/ID/edit` | Edit form | save |
/// | `/habits/ID/checkin` | | done, undo, toggle, +, −, +5 min, set a value (`day` optional) |
/// | `/checkin` | | Today's shared form: the button pressed names the step and the habit |
/// | `/habits/ID/note`, `/skip` | | note of a day; skip or pause days |
/// | `/habits/ID/archive`, `/unarchive`, `/move` | | archive, unarchive, move up or down |
/// | `/habits/ID/delete` | confirmation | delete (to the trash) |
/// | `/trash/ID/restore` | | restore the habit from the trash |
/// | `/trash/ID/empty` | confirmation | empty the trash of the habit |
/// | `/login`, `/logout` | sign-in form | sign in / out |
/// | `/api/…` | see ``WebSession/routeAPI(_:request:context:)`` | |
extension WebSession {
    /// What a page route runs for one method: the session answering, the request, its context.
    typealias PageHandler = (WebSession, HTTPRequest, RequestContext) throws -> HTTPResponse

    func route(_ request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        let segments = request.path.split(separator: "/").map(String.init)
        if segments.first == "api" {
            return try routeAPI(Array(segments.dropFirst()), request: request, context: context)
        }
        let handlers = try Self.pageHandlers(segments)
        return try dispatch(request, handlers.mapValues { handler in { try handler(self, request, context) } })
    }

    /// The route table of the pages: the handlers of the path of `segments`, by method. Nothing
    /// runs (a habit's id is looked up by its handler), so the server also asks it, from the
    /// headers alone, whether a request will be refused (``screen(_:)``).
    /// - Throws: ``WebError/notFound`` for a path no page has.
    static func pageHandlers(_ segments: [String]) throws -> [String: PageHandler] {
        switch segments {
        case []:
            return ["GET": { session, _, context in try session.todayPage(context) }]
        case ["overview"]:
            return ["GET": { session, _, context in try session.overviewPage(context) }]
        case ["settings"]:
            return [
                "GET": { session, _, context in try session.settingsPage(context) },
                "POST": { session, _, context in try session.saveSettings(context) },
            ]
        case ["settings", "export.json"]:
            return ["GET": { session, _, context in try session.exportBackup(json: true, context) }]
        case ["settings", "export.csv"]:
            return ["GET": { session, _, context in try session.exportBackup(json: false, context) }]
        case ["settings", "import"]:
            return ["POST": { session, _, context in try session.previewImport(context) }]
        case ["settings", "import", "confirm"]:
            return ["POST": { session, _, context in try session.confirmImport(context) }]
        case ["settings", "sync", "setup"]:
            return ["POST": { session, _, context in try session.setUpSyncFromCard(context) }]
        case ["settings", "sync"]:
            return ["POST": { session, _, context in try session.syncNowFromCard(context) }]
        case ["settings", "sync", "off"]:
            return ["POST": { session, _, context in try session.turnSyncOffFromCard(context) }]
        case ["settings", "sync", "join"]:
            return ["POST": { session, _, context in try session.typeSyncPassphraseFromCard(context) }]
        case ["settings", "sync", "encrypt"]:
            return ["POST": { session, _, context in try session.encryptSyncFromCard(context) }]
        case ["settings", "sync", "passphrase"]:
            return ["POST": { session, _, context in try session.changeSyncPassphraseFromCard(context) }]
        case ["settings", "sync", "earlier"]:
            return ["POST": { session, _, context in try session.addEarlierSyncPassphraseFromCard(context) }]
        case ["settings", "reminders", "push"]:
            return ["POST": { session, _, context in try session.savePushFromCard(context) }]
        case ["settings", "reminders", "test"]:
            return ["POST": { session, _, context in try session.testRemindersFromCard(context) }]
        case ["settings", "backups"]:
            return ["POST": { session, _, context in try session.saveBackupsFromCard(context) }]
        case ["settings", "backups", "now"]:
            return ["POST": { session, _, context in try session.backUpNowFromCard(context) }]
        case ["settings", "backups", "restore"]:
            return ["POST": { session, _, context in try session.restoreFromCard(context) }]
        case ["habits", "new"]:
            return ["GET": { session, _, context in try session.newHabitPage(context) }]
        case ["habits"]:
            return ["POST": { session, _, context in try session.createHabit(context) }]
        case ["login"]:
            return [
                "GET": { session, _, context in try session.loginPage(context) },
                "POST": { session, _, context in try session.login(context) },
            ]
        case ["logout"]:
            return ["POST": { session, _, context in try session.logout(context) }]
        case ["checkin"]:
            return ["POST": { session, _, context in try session.checkInFromList(context) }]
        default:
            break
        }
        if segments.count == 2, segments[0] == "habits" {
            let id = segments[1]
            return ["GET": { session, _, context in try session.habitDetailPage(try session.habit(id: id), context) }]
        }
        if segments.count == 3, segments[0] == "habits" {
            return try habitActionHandlers(id: segments[1], action: segments[2])
        }
        if segments.count == 3, segments[0] == "trash" {
            let id = segments[1]
            switch segments[2] {
            case "restore":
                return [
                    "POST": { session, _, context in
                        try session.restoreFromTrash(try session.trashedHabit(id: id), context)
                    }
                ]
            case "empty":
                return [
                    "GET": { session, _, context in
                        try session.emptyTrashPage(try session.trashedHabit(id: id), context)
                    },
                    "POST": { session, _, context in try session.emptyTrash(try session.trashedHabit(id: id), context)
                    },
                ]
            default: throw WebError.notFound
            }
        }
        throw WebError.notFound
    }

    private static func habitActionHandlers(id: String, action: String) throws -> [String: PageHandler] {
        /// The handler that runs `body` on the habit of `id` (404 when there is none).
        func onHabit(_ body: @escaping (WebSession, Habit, RequestContext) throws -> HTTPResponse) -> PageHandler {
            { session, _, context in try body(session, try session.habit(id: id), context) }
        }
        switch action {
        case "edit":
            return [
                "GET": onHabit { session, habit, context in try session.editHabitPage(habit, context) },
                "POST": onHabit { session, habit, context in try session.updateHabit(habit, context) },
            ]
        case "checkin": return ["POST": onHabit { session, habit, context in try session.checkIn(habit, context) }]
        case "note": return ["POST": onHabit { session, habit, context in try session.saveNote(habit, context) }]
        case "skip": return ["POST": onHabit { session, habit, context in try session.skipDays(habit, context) }]
        case "archive":
            return ["POST": onHabit { session, habit, context in try session.archiveHabit(habit, context) }]
        case "unarchive":
            return ["POST": onHabit { session, habit, context in try session.unarchiveHabit(habit, context) }]
        case "move": return ["POST": onHabit { session, habit, context in try session.moveHabit(habit, context) }]
        case "delete":
            return [
                "GET": onHabit { session, habit, context in try session.deleteHabitPage(habit, context) },
                "POST": onHabit { session, habit, context in try session.deleteHabit(habit, context) },
            ]
        default: throw WebError.notFound
        }
    }

    /// The methods `request`'s path answers, from the route tables ``route(_:context:)``
    /// dispatches with (the pages' and the API's), without running anything.
    /// - Throws: the 404 the route would answer: ``WebError/notFound``, or the API's ``APIError``.
    static func methods(of request: HTTPRequest, t: Localizer) throws -> Set<String> {
        let segments = request.path.split(separator: "/").map(String.init)
        if segments.first == "api" {
            return Set(try apiHandlers(Array(segments.dropFirst()), request: request, t: t).keys)
        }
        return Set(try pageHandlers(segments).keys)
    }

    /// Whether `path` takes an uploaded file (the backup import), and so the larger body limit
    /// (``HTTPLimits/uploadBytes``) rather than ``HTTPLimits/bodyBytes``.
    static func acceptsUpload(_ path: String) -> Bool { path == "/settings/import" || path == "/api/import" }

    /// Whether `path` is reachable without the access token on a server that needs it: only the
    /// sign-in page.
    static func isOpenWithoutToken(_ path: String) -> Bool { path == "/login" }

    /// Runs the handler for the request's method (HEAD is answered as GET), or refuses with 405.
    func dispatch(_ request: HTTPRequest, _ handlers: [String: () throws -> HTTPResponse]) throws -> HTTPResponse {
        guard let handler = handlers[Self.handledMethod(of: request)] else {
            throw Self.methodNotAllowedError(allowing: Set(handlers.keys))
        }
        return try handler()
    }

    /// The method whose handler answers `request`: its own, GET for HEAD.
    static func handledMethod(of request: HTTPRequest) -> String {
        request.method == "HEAD" ? "GET" : request.method
    }

    /// The 405 of a route that answers `methods`, naming them (HEAD beside GET).
    static func methodNotAllowedError(allowing methods: Set<String>) -> WebError {
        var allowed = methods.sorted()
        if allowed.contains("GET") { allowed.insert("HEAD", at: allowed.firstIndex(of: "GET") ?? 0) }
        return WebError.methodNotAllowed(allowed)
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
