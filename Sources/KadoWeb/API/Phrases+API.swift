import KadoApp
import KadoCore

// The JSON API's messages: what a script (or the person writing it) must change, in plain words.
// Field names stay as the body spells them, in quotes.
extension Phrase {
    static func apiNotJSON(_ reason: Phrase) -> Phrase {
        Phrase("web.api.apiNotJSON", ["reason": reason.argument])
    }
    /// Why a body is not JSON: it ends too soon, has an invalid value at a character, or another
    /// mistake.
    static let apiJSONEndOfFile = Phrase("web.api.jsonReason.endOfFile")
    static func apiJSONInvalidAt(_ offset: Int) -> Phrase {
        Phrase("web.api.jsonReason.invalidAt", ["offset": String(offset)])
    }
    static let apiJSONSyntax = Phrase("web.api.jsonReason.syntax")
    static func apiNotObject(_ kind: String) -> Phrase {
        Phrase("web.api.apiNotObject", ["kind": kind])
    }
    static func apiUnknownField(_ field: String, _ allowed: [String]) -> Phrase {
        let list = allowed.joined(separator: ", ")
        return allowed.isEmpty
            ? Phrase("web.api.list", ["field": field])
            : Phrase("web.api.list.2", ["field": field, "list": list])
    }
    static func apiDuplicateField(_ field: String) -> Phrase {
        Phrase("web.api.apiDuplicateField", ["field": field])
    }
    static func apiFieldMismatch(_ field: String, _ expected: String, _ got: String) -> Phrase {
        Phrase("web.api.apiFieldMismatch", ["field": field, "expected": expected, "got": got])
    }
    static func apiBothNames(_ name: String, _ alias: String) -> Phrase {
        Phrase("web.api.apiBothNames", ["name": name, "alias": alias])
    }
    static let apiNeedsToken = Phrase("web.api.apiNeedsToken")
    static func apiCrossSite(_ origin: String) -> Phrase {
        Phrase("web.api.apiCrossSite", ["origin": origin])
    }
    static let apiSendJSON = Phrase("web.api.apiSendJSON")
    static let apiSendImportFile = Phrase("web.api.apiSendImportFile")
    static let apiImportNoFile = Phrase("web.api.apiImportNoFile")
    static func apiImportChoice(_ name: String, _ value: String, _ choices: [String]) -> Phrase {
        Phrase("web.api.importChoice", ["name": name, "choices": either(choices).argument, "value": value])
    }
    static func apiTooLarge(_ limit: Int) -> Phrase {
        Phrase("web.api.apiTooLarge", ["value": limit / 1024])
    }
    static let apiValueRequired = Phrase("web.api.apiValueRequired")
    static let apiNoteRequired = Phrase("web.api.apiNoteRequired")
    static func apiRefusedValue(_ field: String, _ rule: String, _ value: String) -> Phrase {
        Phrase("web.api.apiRefusedValue", ["field": field, "rule": rule, "value": value])
    }
    static func apiRefusedPeriod(_ period: String, _ rule: String) -> Phrase {
        Phrase("web.api.apiRefusedPeriod", ["period": period, "rule": rule])
    }
    static func apiRangeBackwards(_ firstName: String, _ first: LogicalDay, _ last: LogicalDay) -> Phrase {
        Phrase("web.api.apiRangeBackwards", ["firstName": firstName, "first": first, "last": last])
    }
    static func apiDayChanged(shown: LogicalDay, today: LogicalDay) -> Phrase {
        Phrase("web.api.apiDayChanged", ["today": today, "shown": shown])
    }
    static func apiFutureDay(_ day: LogicalDay) -> Phrase {
        Phrase(wording: { $0.isInTheFuture("\(day)") })
    }
    static func apiArchived(_ name: String) -> Phrase {
        Phrase("web.api.archived", ["habit": name])
    }
    static func apiHabitNotFound(_ reference: String, suggestion: String?) -> Phrase {
        guard let suggestion else {
            return Phrase("web.api.habitNotFound", ["reference": reference])
        }
        return Phrase("web.api.habitNotFound.suggestion", ["reference": reference, "suggestion": suggestion])
    }
    /// A day outside the supported ones in the body's `field`, as sent (`text`).
    static func apiUnsupportedDay(_ field: String, _ text: String) -> Phrase {
        Phrase("web.api.unsupportedDay", ["field": field, "rule": Phrase.rule(.unsupportedDay).argument, "text": text])
    }
    static func apiAmbiguousHabit(_ reference: String) -> Phrase {
        Phrase("web.api.apiAmbiguousHabit", ["reference": reference])
    }
    static func apiNoEndpoint(_ method: String, _ path: String) -> Phrase {
        Phrase("web.api.apiNoEndpoint", ["method": method, "path": path])
    }
    static func apiMethodNotAllowed(_ path: String, _ method: String, _ allowed: [String]) -> Phrase {
        Phrase("web.api.methodNotAllowed", ["path": path, "method": method, "allowed": either(allowed).argument])
    }
    /// The habit `name`, named `reference` in the request's path, refused `action`: its type
    /// (`kind`) takes another check-in, at the endpoint the message names.
    static func apiWrongType(
        _ name: String, _ action: AppError.Action, _ kind: HabitTypeKind, path reference: String
    ) -> Phrase {
        let path = "/api/habits/" + RequestTarget.percentEncode(reference)
        let refusal = Phrase(wording: { $0.wrongType(name, kind, action) }).argument
        return switch kind {
        case .binary: Phrase("web.api.wrongType.binary", ["refusal": refusal, "path": path])
        case .negative: Phrase("web.api.wrongType.negative", ["refusal": refusal, "path": path])
        case .timer: Phrase("web.api.wrongType.timer", ["refusal": refusal, "path": path])
        case .counter, .atMost: Phrase("web.api.wrongType.amount", ["refusal": refusal, "path": path])
        }
    }

    // The kinds of JSON value, as the messages name them.
    static let apiKindDay = Phrase("web.api.apiKindDay")
    static let apiKindNumber = Phrase("web.api.apiKindNumber")
    static let apiKindString = Phrase("web.api.apiKindString")
    static let apiKindBool = Phrase("web.api.apiKindBool")
    static let apiKindBoolean = Phrase("web.api.apiKindBoolean")
    static let apiKindArray = Phrase("web.api.apiKindArray")
    static let apiKindObject = Phrase("web.api.apiKindObject")
}
