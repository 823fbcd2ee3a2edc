import KadoApp

/// The answer to one operation of `POST /api/operations`, in the batch's order: its `id` as sent,
/// its `outcome` (`applied`, `alreadyApplied` or `refused`), and for a refusal its `reason`
/// (``OperationRefusal/Reason``), the habit's name, the operation's field at fault and the
/// reason in words (`message`). Every answer has every key (`null` when it does not apply).
struct APIOperationResult: Encodable, Equatable {
    let id: String?
    let outcome: String
    let reason: String?
    let habit: String?
    let field: String?
    let message: String?

    /// The answer for the operation sent with `id`.
    init(id: String?, answer: OperationAnswer) {
        self.id = id
        switch answer {
        case .applied, .alreadyApplied:
            outcome = answer == .applied ? "applied" : "alreadyApplied"
            (reason, habit, field, message) = (nil, nil, nil, nil)
        case .refused(let refusal):
            outcome = "refused"
            (reason, habit, field, message) = (refusal.reason.rawValue, refusal.habit, refusal.field, refusal.message)
        }
    }
}
