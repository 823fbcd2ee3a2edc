import Foundation
import KadoCore

/// The JSON object a POST to the API carries, read field by field with messages that name the
/// field and the type it needs, in the request's language. An empty body is an object without
/// fields (every default).
struct APIRequestBody {
    private let fields: [String: JSONValue]
    private let t: Localizer

    /// Reads `request`'s body, which may only hold the fields in `allowed`; messages are in `t`'s
    /// language.
    /// - Throws: ``APIError`` 400 when the body is not JSON, not an object, or has another field.
    init(_ request: HTTPRequest, allowed: [String], t: Localizer) throws(APIError) {
        self.t = t
        // Only white space is no body at all.
        guard request.body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            fields = [:]
            return
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(request.body))
        } catch {
            throw APIError(
                status: 400, problem: .notJSON, message: t(.apiNotJSON(Self.reason(error, in: request.body))))
        }
        guard case .object(let object) = value else {
            throw APIError(status: 400, problem: .notAnObject, message: t(.apiNotObject(value.kind(t))))
        }
        if let twice = JSONDuplicateKeys.first(in: request.body) {
            throw APIError(
                status: 400, problem: .duplicateField, message: t(.apiDuplicateField(twice)), field: twice)
        }
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APIError(
                status: 400, problem: .unknownField, message: t(.apiUnknownField(unknown, allowed)), field: unknown)
        }
        fields = object
    }

    /// An object inside a body (one operation of a batch) read the same way: it may only hold the
    /// fields in `allowed`.
    /// - Throws: ``APIError`` 400 when it has another field.
    init(object: [String: JSONValue], allowed: [String], t: Localizer) throws(APIError) {
        self.t = t
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APIError(
                status: 400, problem: .unknownField, message: t(.apiUnknownField(unknown, allowed)), field: unknown)
        }
        fields = object
    }

    /// The array in `name`, or `nil` when absent or null.
    func array(_ name: String) throws(APIError) -> [JSONValue]? {
        switch fields[name] {
        case nil, .null?: return nil
        case .array(let values)?: return values
        case let other?: throw mismatch(name, expected: .apiKindArray, got: other)
        }
    }

    /// Whether the body has `name` (null included).
    func has(_ name: String) -> Bool { fields[name] != nil }

    /// The day in `name` (`YYYY-MM-DD`), or `nil` when absent or null.
    /// - Throws: ``APIError`` 400 for anything but a day, 422 (`invalid.unsupportedDay`) for a
    ///   day outside the days Kadō supports (``LogicalDay/supported``).
    func day(_ name: String) throws(APIError) -> LogicalDay? {
        guard let text = try string(name, expecting: .apiKindDay) else { return nil }
        guard let day = LogicalDay(text) else {
            throw APIError(
                status: 400, problem: .wrongKindOfValue,
                message: t(.apiFieldMismatch(name, t(.apiKindDay), "\"\(text)\"")),
                field: name, value: text)
        }
        guard day.isSupported else {
            throw APIError(
                status: 422, code: "invalid." + ValidationError.Rule.unsupportedDay.code,
                message: t(.apiUnsupportedDay(name, text)), field: name, value: text)
        }
        return day
    }

    /// The number in `name`, or `nil` when absent or null.
    func number(_ name: String) throws(APIError) -> Double? {
        switch fields[name] {
        case nil, .null?: return nil
        case .number(let value)?: return value
        case let other?: throw mismatch(name, expected: .apiKindNumber, got: other)
        }
    }

    /// The boolean in `name`, or `nil` when absent or null.
    func bool(_ name: String) throws(APIError) -> Bool? {
        switch fields[name] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw mismatch(name, expected: .apiKindBool, got: other)
        }
    }

    /// The string in `name`, or `nil` when absent or null.
    func string(_ name: String, expecting expected: Phrase = .apiKindString) throws(APIError) -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw mismatch(name, expected: expected, got: other)
        }
    }

    private func mismatch(_ name: String, expected: Phrase, got value: JSONValue) -> APIError {
        APIError(
            status: 400, problem: .wrongKindOfValue, message: t(.apiFieldMismatch(name, t(expected), value.kind(t))),
            field: name)
    }

    /// Where the JSON goes wrong, in a few words. Foundation's parser names the place ("around
    /// character 9", "unexpected end of file"), which its decoder does not.
    private static func reason(_ error: Error, in bytes: [UInt8]) -> Phrase {
        var detail = ""
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        }
        // Foundation says where, in English: only what it found is kept, in the request's words.
        if detail.localizedCaseInsensitiveContains("end of file") { return .apiJSONEndOfFile }
        if let range = detail.range(of: "around character "),
            let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
        {
            return .apiJSONInvalidAt(offset)
        }
        return .apiJSONSyntax
    }
}
