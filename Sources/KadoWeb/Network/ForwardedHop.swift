/// What one proxy on the way told of the connection it received: whom it was from (`for`), how
/// it came (`proto`: `http` or `https`) and the host it named (`host`). One element of RFC 7239's
/// `Forwarded`, or one entry of `X-Forwarded-For`.
struct ForwardedHop: Hashable, Sendable {
    /// Whom the proxy received the request from; `nil`: it did not say.
    var client: ForwardedNode?
    /// The scheme the request reached the proxy with, lower case.
    var proto: String?
    /// The Host the request named at the proxy.
    var host: String?
}
