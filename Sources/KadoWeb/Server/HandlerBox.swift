import KadoApp

/// What the C callbacks need: the handler and the limits.
final class HandlerBox: Sendable {
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    let limits: HTTPLimits

    init(handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse, limits: HTTPLimits) {
        self.handler = handler
        self.limits = limits
    }
}
