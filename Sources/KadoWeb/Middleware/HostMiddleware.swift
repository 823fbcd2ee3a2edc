/// The Host allow-list (``HostCheck``), against DNS rebinding: a request for another name is
/// refused (403) before anything else looks at it, and checked once per request.
struct HostMiddleware: Middleware {
    let allowedNames: Set<String>

    func screen(_ head: RequestHead) -> HTTPResponse? {
        refusal(of: head.request)
    }

    /// The 403 of `request` when its Host is not allowed, else `nil`.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        guard HostCheck.allows(request.headers["Host"], allowedNames: allowedNames) else {
            return .text(
                "Host \"\(request.headers["Host"] ?? "")\" is not allowed. Use the address kado serve printed, "
                    + "or start it with --allow-host NAME.", status: 403)
        }
        return nil
    }
}
