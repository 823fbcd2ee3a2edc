import KadoApp
import KadoCore

/// Errors of the web layer itself (routing, forms), each with its status code.
enum WebError: Error, CustomStringConvertible {
    case notFound
    case methodNotAllowed([String])
    case badRequest(String)
    case unsupportedMediaType(String)
    case forbidden(String)

    var status: Int {
        switch self {
        case .notFound: 404
        case .methodNotAllowed: 405
        case .badRequest: 400
        case .unsupportedMediaType: 415
        case .forbidden: 403
        }
    }

    var description: String {
        switch self {
        case .notFound: "There is no such page."
        case .methodNotAllowed(let allowed): "Method not allowed here. Allowed: \(allowed.joined(separator: ", "))."
        case .badRequest(let message), .unsupportedMediaType(let message), .forbidden(let message): message
        }
    }
}
