import KadoApp

/// What the headers of a request tell before its body is read: the request (its `body` empty
/// until read), the routes of its path, and the language of a refusal.
struct RequestHead {
    let request: HTTPRequest
    /// The routes of the path (``Router/match(_:)``), `nil` when no route has it.
    let match: RouteMatch?
    /// The settings a refusal is worded with: the defaults, in the language `Accept-Language`
    /// asks for (the person's own is in the database, which a screen does not read).
    let settings: Settings

    init(request: HTTPRequest, match: RouteMatch?) {
        self.request = request
        self.match = match
        var settings = Settings()
        settings.language = APILanguage.of(request, settings: settings)
        self.settings = settings
    }
}
