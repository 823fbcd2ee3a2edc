import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a request got no answer at all.
public enum WebDAVFailure: Error, Equatable, Sendable {
    /// The network layer's error.
    case network(URLError.Code)
    /// No answer within the whole request's bound (the client's own watchdog).
    case timedOut
    /// The server redirects to another scheme, host or port, which is not followed: the password
    /// would go there.
    case redirectedAway(to: String)
    /// More redirections in a row than ``WebDAVClient/maximumRedirects``.
    case tooManyRedirects
}
