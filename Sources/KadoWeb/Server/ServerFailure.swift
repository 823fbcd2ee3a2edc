import Foundation
import KadoApp

/// A request that failed on the server's side in a way no layer expected (a 500 whose words are
/// not Kadō's own): what the person is told — a reference, never the error's own words, which may
/// name files or internals — and what the server's log keeps under that reference. The failures
/// Kadō words itself (a damaged database, one written by a newer Kadō, a read-only file) keep
/// their sentence and remedy: they are what the person must act on.
struct ServerFailure {
    /// Whether `error` is shown by its reference only: what the application layer can only call
    /// `unexpected` (``AppError/from(_:)``); the web app's own refusals and every error Kadō
    /// words are shown as they are.
    static func conceals(_ error: any Error) -> Bool {
        switch error {
        case is WebError, is APIError: return false
        default:
            if case .unexpected = AppError.from(error) { return true }
            return false
        }
    }

    /// Eight hexadecimal digits, random: short enough to read out, and found in the log.
    let reference: String

    /// A new reference: eight hexadecimal digits, random.
    static func newReference() -> String {
        String(format: "%08X", UInt32.random(in: 0...UInt32.max))
    }

    /// Logs `error` for `request` under `reference` (the request's id, ``RequestContext/id``, or
    /// a new one).
    init(_ error: Error, request: HTTPRequest, reference: String = ServerFailure.newReference(), log: Logger) {
        self.reference = reference
        log.error(
            "a request failed on the server",
            ["reference": reference, "method": request.method, "path": request.path, "error": "\(error)"])
    }
}
