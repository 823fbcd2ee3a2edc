import KadoApp
import KadoCore

// What `POST /api/operations` says: why an operation made offline was not recorded, for the
// person who made it (the page shows it as it is), and what is wrong with a batch or one of its
// operations, for whoever wrote the client.
extension Phrase {
    /// The reason an operation was refused, in words: what became of the habit, then the rule.
    static func operationRefused(_ reason: OperationRefusal.Reason, _ error: AppError) -> Phrase {
        switch (reason, error) {
        case (.habitDeleted, _):
            return Phrase(
                "this habit was deleted, so the change made offline was not recorded",
                "cette habitude a été supprimée : le changement fait hors connexion n’a pas été enregistré")
        case (.habitArchived, .archived(let habit)):
            return Phrase(
                "\(habit) was archived, so the change made offline was not recorded (bring it back from the "
                    + "Overview screen to log it)",
                "« \(habit) » a été archivée : le changement fait hors connexion n’a pas été enregistré (faites-la "
                    + "revenir depuis la vue d’ensemble pour la noter)")
        case (.typeChanged, .wrongType(let habit, let kind, let action)):
            return Phrase(
                "the type of \(habit) changed, and the change made offline no longer fits it: \(error.description)",
                "le type de « \(habit) » a changé, et le changement fait hors connexion ne lui convient plus : "
                    + phrasebook.wrongType(habit, kind, action))
        case (.dayOutOfRange, _):
            let rule = appError(error)
            return Phrase(
                "this day can no longer be changed: \(rule.english)",
                "ce jour ne peut plus être modifié : \(rule.french)")
        default:
            return appError(error)
        }
    }

    static let apiOperationsRequired = Phrase(
        "the body needs \"operations\": an array of operations like {\"id\": \"…\", \"habit\": \"…\", "
            + "\"day\": \"2026-04-10\", \"madeAt\": \"2026-04-10T21:50:00Z\", \"kind\": \"done\"}",
        "le corps demande « operations » : un tableau d’opérations comme {\"id\": \"…\", \"habit\": \"…\", "
            + "\"day\": \"2026-04-10\", \"madeAt\": \"2026-04-10T21:50:00Z\", \"kind\": \"done\"}")
    static func apiTooManyOperations(_ count: Int, maximum: Int) -> Phrase {
        Phrase(
            "\(count) operations in one batch: send at most \(maximum) a request",
            "\(count) opérations dans un lot : envoyez-en au plus \(maximum) par requête")
    }
    static func apiOperationNotObject(_ index: Int, _ kind: String) -> Phrase {
        Phrase(
            "operation \(index + 1) must be a JSON object, not \(kind)",
            "l’opération \(index + 1) doit être un objet JSON, pas \(kind)")
    }
    static func apiOperationFieldMissing(_ field: String) -> Phrase {
        Phrase("field \"\(field)\" is missing", "le champ « \(field) » manque")
    }
    static func apiOperationNotUUID(_ field: String, _ value: String) -> Phrase {
        Phrase(
            "field \"\(field)\": \"\(value)\" is not a UUID like 0F8E5C2A-8D3B-4B6E-9B1C-2E4F6A8D0C1B",
            "champ « \(field) » : « \(value) » n’est pas un UUID comme 0F8E5C2A-8D3B-4B6E-9B1C-2E4F6A8D0C1B")
    }
    static func apiOperationNotInstant(_ value: String) -> Phrase {
        Phrase(
            "field \"madeAt\": \"\(value)\" is not a time like 2026-04-10T21:50:00Z",
            "champ « madeAt » : « \(value) » n’est pas une heure comme 2026-04-10T21:50:00Z")
    }
    static func apiOperationUnknownKind(_ value: String, _ kinds: [String]) -> Phrase {
        Phrase(
            "field \"kind\": \"\(value)\" is not one of \(kinds.joined(separator: ", "))",
            "champ « kind » : « \(value) » n’est pas l’un de \(kinds.joined(separator: ", "))")
    }
}
