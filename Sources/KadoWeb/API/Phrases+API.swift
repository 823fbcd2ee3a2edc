import KadoApp
import KadoCore

// The JSON API's messages: what a script (or the person writing it) must change, in plain words.
// Field names stay as the body spells them, in quotes.
extension Phrase {
    static func apiNotJSON(_ reason: String) -> Phrase {
        Phrase("web.api.apiNotJSON", ["reason": reason])
    }
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
        Phrase(
            "\(name) must be \(choices.joined(separator: " or ")) (not “\(value)”)",
            "\(name) doit valoir \(choices.joined(separator: " ou ")) (pas « \(value) »)")
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
        let rule = Phrase.rule(.unsupportedDay)
        return Phrase(
            "field \"\(field)\": \(rule.english), got \"\(text)\"",
            "champ « \(field) » : \(rule.french), reçu « \(text) »")
    }
    static func apiAmbiguousHabit(_ reference: String) -> Phrase {
        Phrase("web.api.apiAmbiguousHabit", ["reference": reference])
    }
    static func apiNoEndpoint(_ method: String, _ path: String) -> Phrase {
        Phrase("web.api.apiNoEndpoint", ["method": method, "path": path])
    }
    static func apiMethodNotAllowed(_ path: String, _ method: String, _ allowed: [String]) -> Phrase {
        Phrase(
            "\(path) does not take \(method): use \(allowed.joined(separator: " or "))",
            "\(path) ne prend pas \(method) : utilisez \(allowed.joined(separator: " ou "))")
    }
    /// The habit `name`, named `reference` in the request's path, refused `action`: its type
    /// (`kind`) takes another check-in, at the endpoint the message names.
    static func apiWrongType(
        _ name: String, _ action: AppError.Action, _ kind: HabitTypeKind, path reference: String
    ) -> Phrase {
        let path = "/api/habits/" + RequestTarget.percentEncode(reference)
        let verb: Phrase =
            switch action {
            case .toggle: Phrase("web.api.verb.toggle")
            case .logValue: Phrase("web.api.verb.logValue")
            case .markDone: Phrase("web.api.verb.markDone")
            }
        switch kind {
        case .binary:
            return Phrase(
                "\(name) cannot be \(verb.english): it is a yes/no habit: POST \(path)/complete (or /toggle)",
                "\(name) ne peut pas \(verb.french) : c’est une habitude oui/non : POST \(path)/complete (ou /toggle)")
        case .negative:
            return Phrase(
                "\(name) cannot be \(verb.english): it is a habit to avoid: POST \(path)/complete logs a slip",
                "\(name) ne peut pas \(verb.french) : c’est une habitude à éviter : POST \(path)/complete note un écart"
            )
        case .timer:
            return Phrase(
                "\(name) cannot be \(verb.english): it takes a value: POST \(path)/log with {\"value\": MINUTES}",
                "\(name) ne peut pas \(verb.french) : elle prend une valeur : POST \(path)/log avec {\"value\": MINUTES}"
            )
        case .counter, .atMost:
            return Phrase(
                "\(name) cannot be \(verb.english): it takes a value: POST \(path)/log with {\"value\": 3}",
                "\(name) ne peut pas \(verb.french) : elle prend une valeur : POST \(path)/log avec {\"value\": 3}")
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
