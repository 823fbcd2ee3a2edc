import KadoApp
import KadoCore

/// The page (or JSON) for an error a handler or the router threw, in the person's language.
/// A failure on the server's side (a 500) is logged and shown only by its reference
/// (``ServerFailure``).
enum ErrorResponder {
    /// The answer to `error`, thrown while answering `request`; needs no session (the server's
    /// screen of headers answers with it too, ``RequestPipeline/screen(_:)``).
    static func response(for error: Error, request: HTTPRequest, context: RequestContext, log: Logger)
        -> HTTPResponse
    {
        if request.prefersJSON {
            let t = Localizer(language: APILanguage.of(request, settings: context.settings))
            return APIResponse.error(
                APIError.answering(error, request: request, requestID: context.id, t: t, log: log))
        }
        var (status, message) = statusAndMessage(of: error, t: context.t)
        if ServerFailure.conceals(error) {
            message = context.t(
                .serverFailure(ServerFailure(error, request: request, reference: context.id, log: log).reference))
        }
        if case AppError.store(.busy) = error {
            // Not a failure of the page: the change waited its turn and did not get it.
            var response = HTTPResponse.html(
                ErrorPage.render(status: status, message: message, context: context, title: .busyTitle), status: status)
            response.addHeader("Retry-After", String(APIError.busyRetryAfter))
            return response
        }
        var response = HTTPResponse.html(
            ErrorPage.render(status: status, message: message, context: context), status: status)
        if status == 405, case WebError.methodNotAllowed(let allowed) = error {
            response.addHeader("Allow", allowed.joined(separator: ", "))
        }
        return response
    }

    /// The status and the message, in `t`'s language, for `error`: an application error is
    /// phrased by the web app (``Phrase/appError(_:)``), never with the command line's advice, and
    /// answered with the JSON API's status for it (``APIError/from(_:fields:reference:t:)``: 409
    /// for a name several habits match, 503 when the database was busy, 503 or 502 when the sync
    /// target failed…).
    static func statusAndMessage(of error: Error, t: Localizer) -> (Int, String) {
        switch error {
        case let error as WebError:
            return (error.status, error.message(t))
        default:
            // Any other error in the application layer's words (a store's, a backup's), or
            // `unexpected`, which the caller shows by its reference only (``ServerFailure``).
            let error = AppError.from(error)
            return (APIError.from(error, t: t).status, t(.appError(error)))
        }
    }

    /// The plain 405 of a static file, naming the methods it answers, in `language` (the one the
    /// request's `Accept-Language` asks for: a static file reads no settings).
    static func methodNotAllowed(_ allowed: [String], language: Language) -> HTTPResponse {
        let text = Localizer(language: language)(
            Phrase("web.http.methodNotAllowed", ["allowed": allowed.joined(separator: ", ")]))
        var response = HTTPResponse.text(text, status: 405)
        response.addHeader("Allow", allowed.joined(separator: ", "))
        return response
    }
}
