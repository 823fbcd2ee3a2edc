import KadoApp
import KadoCore

// The JSON API's messages: what a script (or the person writing it) must change, in plain words.
// Field names stay as the body spells them, in quotes.
extension Phrase {
    static func apiNotJSON(_ reason: String) -> Phrase {
        Phrase("the body is not valid JSON: \(reason)", "le corps n’est pas du JSON valide : \(reason)")
    }
    static func apiNotObject(_ kind: String) -> Phrase {
        Phrase(
            "the body must be a JSON object like {\"day\": \"2026-04-10\"}, not \(kind)",
            "le corps doit être un objet JSON comme {\"day\": \"2026-04-10\"}, pas \(kind)")
    }
    static func apiUnknownField(_ field: String, _ allowed: [String]) -> Phrase {
        let list = allowed.joined(separator: ", ")
        return allowed.isEmpty
            ? Phrase(
                "unknown field \"\(field)\" (this endpoint takes no field)",
                "champ inconnu « \(field) » (cette adresse ne prend aucun champ)")
            : Phrase("unknown field \"\(field)\" (expected \(list))", "champ inconnu « \(field) » (attendus : \(list))")
    }
    static func apiDuplicateField(_ field: String) -> Phrase {
        Phrase(
            "field \"\(field)\" is given twice: give each field once",
            "champ « \(field) » donné deux fois : donnez chaque champ une fois")
    }
    static func apiFieldMismatch(_ field: String, _ expected: String, _ got: String) -> Phrase {
        Phrase(
            "field \"\(field)\": expected \(expected), got \(got)",
            "champ « \(field) » : \(expected) attendu, reçu \(got)")
    }
    static func apiBothNames(_ name: String, _ alias: String) -> Phrase {
        Phrase(
            "give \"\(name)\" or \"\(alias)\", not both: they name the same thing",
            "donnez « \(name) » ou « \(alias) », pas les deux : ils désignent la même chose")
    }
    static let apiNeedsToken = Phrase(
        "this server needs its access token: send Authorization: Bearer TOKEN",
        "ce serveur demande son jeton d’accès : envoyez Authorization: Bearer JETON")
    static func apiCrossSite(_ origin: String) -> Phrase {
        Phrase(
            "cross-site request refused (Origin \(origin) is not this server)",
            "requête d’un autre site refusée (l’origine \(origin) n’est pas ce serveur)")
    }
    static let apiSendJSON = Phrase(
        "send the body as JSON, with Content-Type: application/json",
        "envoyez le corps en JSON, avec Content-Type: application/json")
    static let apiSendImportFile = Phrase(
        "send the file as the body, with its type (Content-Type: application/json for a Kadō JSON backup, "
            + "application/octet-stream for any other file)",
        "envoyez le fichier comme corps, avec son type (Content-Type: application/json pour une sauvegarde "
            + "JSON de Kadō, application/octet-stream pour tout autre fichier)")
    static let apiImportNoFile = Phrase(
        "send the file to import as the body (it is empty)",
        "envoyez le fichier à importer comme corps (il est vide)")
    static func apiImportChoice(_ name: String, _ value: String, _ choices: [String]) -> Phrase {
        Phrase(
            "\(name) must be \(choices.joined(separator: " or ")) (not “\(value)”)",
            "\(name) doit valoir \(choices.joined(separator: " ou ")) (pas « \(value) »)")
    }
    static func apiTooLarge(_ limit: Int) -> Phrase {
        Phrase(
            "the body is too large: at most \(limit / 1024) KB", "le corps est trop grand : \(limit / 1024) Ko au plus")
    }
    static let apiValueRequired = Phrase(
        "field \"value\" is required: a number (minutes for a timer), e.g. {\"value\": 3}",
        "le champ « value » est requis : un nombre (des minutes pour un minuteur), par exemple {\"value\": 3}")
    static let apiNoteRequired = Phrase(
        "field \"note\" is required: the note (an empty one removes it), e.g. {\"note\": \"Calm\"}",
        "le champ « note » est requis : la note (vide, elle est retirée), par exemple {\"note\": \"Calme\"}")
    static func apiRefusedValue(_ field: String, _ rule: String, _ value: String) -> Phrase {
        Phrase("\"\(field)\" \(rule) (got \(value))", "« \(field) » \(rule) (reçu : \(value))")
    }
    static func apiRefusedPeriod(_ period: String, _ rule: String) -> Phrase {
        Phrase("the period \(period) \(rule)", "la période \(period) \(rule)")
    }
    static func apiRangeBackwards(_ firstName: String, _ first: LogicalDay, _ last: LogicalDay) -> Phrase {
        Phrase(
            "\"\(firstName)\" (\(first)) must not come after \"to\" (\(last))",
            "« \(firstName) » (\(first)) ne doit pas venir après « to » (\(last))")
    }
    static func apiDayChanged(shown: LogicalDay, today: LogicalDay) -> Phrase {
        Phrase(
            "the day changed: it is \(today) now, not \(shown); nothing was logged (send \"day\" to log a past day)",
            "le jour a changé\u{202F}: nous sommes le \(today), non plus le \(shown)\u{202F}; rien n’a été noté "
                + "(envoyez « day » pour noter un jour passé)")
    }
    static func apiFutureDay(_ day: LogicalDay) -> Phrase {
        Phrase(
            "\(day) is in the future: only today and past days can be logged",
            phrasebook.isInTheFuture("\(day)"))
    }
    static func apiArchived(_ name: String) -> Phrase {
        Phrase(
            "\(name) is archived: unarchive it (on the Overview screen) to log it",
            "\(phrasebook.isArchived(name)) : désarchivez-la (dans la vue d’ensemble) pour la noter")
    }
    static func apiHabitNotFound(_ reference: String, suggestion: String?) -> Phrase {
        guard let suggestion else {
            return Phrase(
                "no habit matches \"\(reference)\" (GET /api/habits lists them)",
                "\(phrasebook.noHabitMatches(reference)) (GET /api/habits les liste)")
        }
        return Phrase(
            "no habit matches \"\(reference)\": did you mean \"\(suggestion)\"? (GET /api/habits lists them)",
            "\(phrasebook.noHabitMatches(reference)) : \(phrasebook.didYouMean(suggestion)) (GET /api/habits les liste)"
        )
    }
    /// A day outside the supported ones in the body's `field`, as sent (`text`).
    static func apiUnsupportedDay(_ field: String, _ text: String) -> Phrase {
        let rule = Phrase.rule(.unsupportedDay)
        return Phrase(
            "field \"\(field)\": \(rule.english), got \"\(text)\"",
            "champ « \(field) » : \(rule.french), reçu « \(text) »")
    }
    static func apiAmbiguousHabit(_ reference: String) -> Phrase {
        Phrase(
            "\"\(reference)\" matches several habits: use more of the name, or the id",
            "« \(reference) » correspond à plusieurs habitudes : donnez plus du nom, ou l’identifiant")
    }
    static func apiNoEndpoint(_ method: String, _ path: String) -> Phrase {
        Phrase(
            "no endpoint \(method) \(path) (the endpoints are listed in docs/api.md)",
            "pas d’adresse \(method) \(path) (les adresses sont listées dans docs/api.md)")
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
            case .toggle: Phrase("toggled", "être basculée")
            case .logValue: Phrase("given a value", "recevoir de valeur")
            case .markDone: Phrase("marked done", "être marquée comme faite")
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
    static let apiKindDay = Phrase("a day like \"2026-04-10\"", "un jour comme \"2026-04-10\"")
    static let apiKindNumber = Phrase("a number", "un nombre")
    static let apiKindString = Phrase("a string", "une chaîne")
    static let apiKindBool = Phrase("true or false", "true ou false")
    static let apiKindBoolean = Phrase("a boolean", "un booléen")
    static let apiKindArray = Phrase("an array", "un tableau")
    static let apiKindObject = Phrase("an object", "un objet")
}
