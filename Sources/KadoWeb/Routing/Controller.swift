import Foundation
import KadoApp
import KadoCore

/// A small type that answers the routes of one screen or one part of the API: made for each
/// request with the session that answers it (a tracker and the shared caches), given the
/// request's context, and returning a response. It keeps nothing between requests.
protocol Controller {
    /// The session answering the request.
    var session: WebSession { get }
    init(session: WebSession)
}

extension Controller {
    var tracker: Tracker { session.tracker }
    var configuration: WebConfiguration { session.configuration }
    /// The background sync; `nil` for a web app made over one tracker.
    var syncer: BackgroundSync? { session.syncer }
    var reminders: ReminderBoard { session.reminders }
    var todayCache: TodayCache { session.todayCache }
    var pendingImports: PendingImports { session.pendingImports }

    /// The application context of `context`'s request, from the settings the request already read
    /// (once, for its language): a page or a form hands it to every use case it calls, so that
    /// none of them reads the settings again.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func appContext(_ context: RequestContext) throws -> AppContext {
        try tracker.context(settings: context.settings)
    }

    /// ``appContext(_:)`` for a page that shows a day (Today, Overview, a habit's detail): the
    /// page says which, and when it ends, so that its script draws it again once the day is over.
    func dayPageContext(_ context: RequestContext) throws -> AppContext {
        let app = try appContext(context)
        context.pageDay = (app.today, app.calendar.boundary.start(of: app.today.adding(days: 1)))
        return app
    }

    /// The habit the route's `:habit` parameter names (archived ones too); 404 when the id does
    /// not parse or no habit has it.
    func habit(_ context: RequestContext) throws -> Habit {
        try habit(id: try context.parameters.habitID("habit"))
    }

    /// The habit whose id is `text` (archived ones too); 404 when it does not parse or no habit
    /// has it.
    func habit(id text: String) throws -> Habit {
        guard let id = UUID(uuidString: text) else { throw WebError.notFound }
        return try habit(id: id)
    }

    /// The habit whose id is `id` (archived ones too); 404 when there is none.
    func habit(id: UUID) throws -> Habit {
        guard let habit = try tracker.habits.all(includingArchived: true).first(where: { $0.id == id }) else {
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
            else { throw WebError.badRequest(Phrase("web.badRequest.multipart")) }
            return Form(
                fields: parts.filter { $0.filename == nil }.map { ($0.name, String(decoding: $0.body, as: UTF8.self)) },
                files: parts.filter { $0.filename != nil })
        case nil where request.body.isEmpty:
            return Form(fields: [], files: [])
        default:
            throw WebError.unsupportedMediaType(Phrase("web.badRequest.formType"))
        }
    }

    /// The page (or JSON) for an error a handler threw (``ErrorResponder``).
    func errorResponse(_ error: Error, request: HTTPRequest, context: RequestContext) -> HTTPResponse {
        ErrorResponder.response(for: error, request: request, context: context, log: configuration.log)
    }
}
