import KadoApp

/// What the headers of a request tell before its body is read: the request (its `body` empty
/// until read), where it comes from, the routes of its path, and the language of a refusal.
struct RequestHead {
    let request: HTTPRequest
    /// The routes of the path (``Router/match(_:)``), `nil` when no route has it.
    let match: RouteMatch?
    /// Where it comes from, and whether it needs a credential.
    let provenance: RequestProvenance
    /// The settings a refusal is worded with: the defaults, in the language `Accept-Language`
    /// asks for (the person's own is in the database, which a screen does not read).
    let settings: Settings

    init(request: HTTPRequest, match: RouteMatch?, provenance: RequestProvenance) {
        self.request = request
        self.match = match
        self.provenance = provenance
        var settings = Settings()
        settings.language = APILanguage.of(request, settings: settings)
        self.settings = settings
    }
}
