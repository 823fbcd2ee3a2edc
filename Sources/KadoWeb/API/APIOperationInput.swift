import Foundation
import KadoApp
import KadoCore

/// One operation of a `POST /api/operations` body, read field by field: `id` (a UUID made by the
/// device), `habit` (the habit's id), `day` (the day the page showed), `madeAt` (ISO 8601),
/// `kind` and what the kind takes — `value` (a number) for `add` and `set`, `note` for `note`
/// (empty removes it) and `skip`, `to` (the last day) for `skip`. An operation that cannot be
/// read is refused on its own, naming its field, and the others of the batch go on.
struct APIOperationInput {
    /// The kinds, as the body names them.
    static let kinds = ["done", "undo", "increase", "decrease", "add", "set", "note", "skip"]

    /// The fields every operation takes.
    private static let common = ["id", "habit", "day", "madeAt", "kind"]

    /// The id as sent, when it was a string (echoed in the answer, even when malformed).
    let sentID: String?
    /// The operation, or why it cannot be read.
    let operation: Read

    /// An operation read, or refused as malformed.
    enum Read {
        case operation(QueuedOperation)
        case refused(OperationRefusal)
    }

    /// Reads operation `index` of the batch; messages are in `t`'s language.
    init(_ value: JSONValue, index: Int, instants: InstantReader, t: Localizer) {
        guard case .object(let object) = value else {
            sentID = nil
            operation = .refused(
                OperationRefusal(reason: .malformed, message: t(.apiOperationNotObject(index, value.kind(t)))))
            return
        }
        if case .string(let id)? = object["id"] { sentID = id } else { sentID = nil }
        do throws(APIError) {
            operation = .operation(try Self.read(object, instants: instants, t: t))
        } catch {
            operation = .refused(OperationRefusal(reason: .malformed, field: error.field, message: error.message))
        }
    }

    private static func read(_ object: [String: JSONValue], instants: InstantReader, t: Localizer) throws(APIError)
        -> QueuedOperation
    {
        let kindName = try APIRequestBody(object: ["kind": object["kind"] ?? .null], allowed: ["kind"], t: t)
            .string("kind")
        guard let kindName else { throw missing("kind", t: t) }
        guard kinds.contains(kindName) else {
            throw APIError(
                status: 400, problem: .wrongKindOfValue, message: t(.apiOperationUnknownKind(kindName, kinds)),
                field: "kind", value: kindName)
        }
        let own: [String] =
            switch kindName {
            case "add", "set": ["value"]
            case "note": ["note"]
            case "skip": ["to", "note"]
            default: []
            }
        let body = try APIRequestBody(object: object, allowed: common + own, t: t)
        let id = try uuid("id", in: body, t: t)
        let habit = try uuid("habit", in: body, t: t)
        guard let day = try body.day("day") else { throw missing("day", t: t) }
        guard let madeText = try body.string("madeAt") else { throw missing("madeAt", t: t) }
        guard let madeAt = instants.instant(madeText) else {
            throw APIError(
                status: 400, problem: .wrongKindOfValue, message: t(.apiOperationNotInstant(madeText)),
                field: "madeAt", value: madeText)
        }
        let kind: QueuedOperation.Kind
        switch kindName {
        case "done": kind = .done
        case "undo": kind = .undo
        case "increase": kind = .increase
        case "decrease": kind = .decrease
        case "add", "set":
            guard let value = try body.number("value") else { throw missing("value", t: t) }
            kind = kindName == "add" ? .add(value) : .set(value)
        case "note":
            guard let text = try body.string("note") else { throw missing("note", t: t) }
            kind = .note(text)
        default:
            let note = try body.string("note").map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }
            kind = .skip(through: try body.day("to") ?? day, note: note)
        }
        return QueuedOperation(id: id, habitID: habit, day: day, madeAt: madeAt, kind: kind)
    }

    private static func uuid(_ name: String, in body: APIRequestBody, t: Localizer) throws(APIError) -> UUID {
        guard let text = try body.string(name) else { throw missing(name, t: t) }
        guard let id = UUID(uuidString: text) else {
            throw APIError(
                status: 400, problem: .wrongKindOfValue, message: t(.apiOperationNotUUID(name, text)), field: name,
                value: text)
        }
        return id
    }

    private static func missing(_ name: String, t: Localizer) -> APIError {
        APIError(status: 400, problem: .missingField, message: t(.apiOperationFieldMissing(name)), field: name)
    }

    /// Reads ISO 8601 instants, with or without a fraction of a second (`toISOString()` writes
    /// milliseconds): made once for a batch, as a formatter is costly to make.
    struct InstantReader {
        private let whole = ISO8601DateFormatter()
        private let fractional: ISO8601DateFormatter = {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter
        }()

        /// The instant `text` names, or `nil`.
        func instant(_ text: String) -> Date? {
            whole.date(from: text) ?? fractional.date(from: text)
        }
    }
}
