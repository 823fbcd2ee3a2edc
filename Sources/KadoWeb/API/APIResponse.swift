import Foundation
import KadoApp

/// The JSON API's responses: a value encoded as JSON, or an error as
/// `{"error": {"status": 404, "code": "habitNotFound", "message": "…", …}}` (``APIError``'s
/// fields; those an error lacks are left out). Every one is `application/json; charset=utf-8` and
/// never cached.
enum APIResponse {
    /// The media type of every API response.
    static let contentType = "application/json; charset=utf-8"

    /// The response for a refusal of the request itself (before any habit is looked at).
    static func error(status: Int, problem: APIError.RequestProblem, message: String) -> HTTPResponse {
        error(APIError(status: status, problem: problem, message: message))
    }

    /// The response for `error`, with `Allow` for a 405 and `Retry-After` for a busy database's 503.
    static func error(_ error: APIError) -> HTTPResponse {
        let body = ErrorBody(
            error: .init(
                status: error.status, code: error.code, message: error.message, habit: error.habit,
                field: error.field, value: error.value, remedy: error.remedy, suggestion: error.suggestion,
                candidates: error.candidates, reference: error.reference))
        var response = json(body, status: error.status, writingNulls: false)
        if let allowed = error.allowedMethods { response.addHeader("Allow", allowed.joined(separator: ", ")) }
        if let seconds = error.retryAfter { response.addHeader("Retry-After", String(seconds)) }
        return response
    }

    /// `value` as pretty-printed JSON with sorted keys (the same bytes for the same data, as the
    /// command line's `--json` writes), ending in a newline; an optional key without a value is
    /// present as `null` (``JSONTree``), so that every object of one array has the same keys. An
    /// error (`writingNulls` false) leaves out the fields it lacks.
    static func json<Value: Encodable>(_ value: Value, status: Int = 200, writingNulls: Bool = true) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Only a non-finite number can fail here, answered below with a 500 that says so.
        let encoded = writingNulls ? try? encoder.encode(try JSONTree.of(value)) : try? encoder.encode(value)
        guard let data = encoded else {
            // Only a non-finite number can fail here, which the domain never produces.
            return raw(
                #"{"error": {"status": 500, "code": "unexpected", "message": "the answer could not be written as JSON"}}"#,
                500)
        }
        return HTTPResponse(
            status: status, headers: [("Content-Type", contentType), ("Cache-Control", "no-store")],
            body: Array(data) + [UInt8(ascii: "\n")])
    }

    private static func raw(_ text: String, _ status: Int) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", contentType), ("Cache-Control", "no-store")],
            body: Array((text + "\n").utf8))
    }

    /// `{"error": {…}}`.
    private struct ErrorBody: Encodable {
        struct Detail: Encodable {
            let status: Int
            let code: String
            let message: String
            let habit: String?
            let field: String?
            let value: String?
            let remedy: String?
            let suggestion: String?
            let candidates: [String]?
            let reference: String?
        }

        let error: Detail
    }
}
