import KadoApp
import KadoCore

/// Errors of the web layer itself (routing, forms), each with its status code.
enum WebError: Error, CustomStringConvertible {
    case notFound
    case methodNotAllowed([String])
    case badRequest(Phrase)
    case unsupportedMediaType(Phrase)
    case forbidden(Phrase)

    var status: Int {
        switch self {
        case .notFound: 404
        case .methodNotAllowed: 405
        case .badRequest: 400
        case .unsupportedMediaType: 415
        case .forbidden: 403
        }
    }

    /// What went wrong, in `t`'s language.
    func message(_ t: Localizer) -> String {
        switch self {
        case .notFound: t(Phrase("web.http.noSuchPage"))
        case .methodNotAllowed(let allowed):
            t(Phrase("web.http.methodNotAllowedHere", ["allowed": allowed.joined(separator: ", ")]))
        case .badRequest(let message), .unsupportedMediaType(let message), .forbidden(let message): t(message)
        }
    }

    /// What went wrong, in English (a log's words).
    var description: String { message(Localizer(language: .english)) }
}
