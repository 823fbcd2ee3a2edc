/// A refusal of the JSON API, with its status code and a message that says what to change; when
/// one field of the body is at fault, its name and the value refused, for scripts to act on.
struct APIError: Error, Equatable {
    /// The HTTP status.
    let status: Int
    /// What is wrong, in plain words, for the person writing the script.
    let message: String
    /// The body's field at fault (`value`, `day`, `to`…).
    var field: String?
    /// The value refused, as sent (a number without a needless `.0`).
    var value: String?
    /// The habits an ambiguous reference matches (409).
    var candidates: [String]?
    /// The methods the path takes (405).
    var allowedMethods: [String]?

    init(
        status: Int, message: String, field: String? = nil, value: String? = nil, candidates: [String]? = nil,
        allowedMethods: [String]? = nil
    ) {
        self.status = status
        self.message = message
        self.field = field
        self.value = value
        self.candidates = candidates
        self.allowedMethods = allowedMethods
    }

    /// 400: the body is not what the endpoint reads.
    static func badRequest(_ message: String) -> APIError { APIError(status: 400, message: message) }
}
