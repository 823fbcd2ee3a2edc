/// A check every request passes, written once and run in two phases:
///
/// 1. ``screen(_:)``, from the headers alone — before the body is read when the request has one
///    (the server's event loop asks, ``HTTPServer``), else first thing in ``WebApp/handle(_:)``.
///    No database is read: the answer is in the language `Accept-Language` asks for, else English.
/// 2. ``check(_:session:)``, in a session, with the body and the person's settings: what the
///    headers could not decide (a token against its digest, a form's CSRF field).
///
/// ``RequestPipeline`` runs them in their order, and a request whose headers were screened before
/// its body was read is not screened again (``HTTPRequest/headersScreened``).
protocol Middleware: Sendable {
    /// The refusal the headers of `head` decide, or `nil` to go on.
    func screen(_ head: RequestHead) -> HTTPResponse?
    /// The refusal of a whole request, or `nil` to go on.
    func check(_ context: RequestContext, session: WebSession) -> HTTPResponse?
}

extension Middleware {
    func check(_ context: RequestContext, session: WebSession) -> HTTPResponse? { nil }
}
