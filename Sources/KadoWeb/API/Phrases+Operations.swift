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
            return Phrase("web.operations.operationRefused")
        case (.habitArchived, .archived(let habit)):
            return Phrase("web.operations.habit", ["habit": habit])
        case (.typeChanged, .wrongType(let habit, let kind, let action)):
            return Phrase(wording: {
                $0.text(
                    "web.operations.typeChanged",
                    ["habit": .text(habit), "message": .text($0.wrongType(habit, kind, action))])
            })
        case (.dayOutOfRange, _):
            return Phrase("web.operations.dayOutOfRange", ["rule": appError(error).argument])
        default:
            return appError(error)
        }
    }

    static let apiOperationsRequired = Phrase("web.operations.apiOperationsRequired")
    static func apiTooManyOperations(_ count: Int, maximum: Int) -> Phrase {
        Phrase("web.operations.apiTooManyOperations", ["count": count, "maximum": maximum])
    }
    static func apiOperationNotObject(_ index: Int, _ kind: String) -> Phrase {
        Phrase("web.operations.apiOperationNotObject", ["value": index + 1, "kind": kind])
    }
    static func apiOperationFieldMissing(_ field: String) -> Phrase {
        Phrase("web.operations.apiOperationFieldMissing", ["field": field])
    }
    static func apiOperationNotUUID(_ field: String, _ value: String) -> Phrase {
        Phrase("web.operations.apiOperationNotUUID", ["field": field, "value": value])
    }
    static func apiOperationNotInstant(_ value: String) -> Phrase {
        Phrase("web.operations.apiOperationNotInstant", ["value": value])
    }
    static func apiOperationUnknownKind(_ value: String, _ kinds: [String]) -> Phrase {
        Phrase("web.operations.unknownKind", ["value": value, "kinds": kinds.joined(separator: ", ")])
    }
}
