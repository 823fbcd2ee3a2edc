import KadoCore
import KadoStore

/// Why an action was refused, phrased for the person who asked.
public enum AppError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No habit matches the reference; `suggestion` is the closest name, for "did you mean".
    case habitNotFound(String, suggestion: String? = nil)
    /// Several habits match the reference; their names.
    case ambiguousHabit(String, candidates: [String])
    /// The action does not fit the habit's type (`hint` says what to do instead).
    case wrongType(habit: String, action: String, hint: String)
    /// The habit is archived and the action needs an active one.
    case archived(habit: String)
    /// A day after today was given.
    case futureDay(LogicalDay)
    /// A value breaks a rule of the domain.
    case invalid(ValidationError)
    /// The store failed.
    case store(StoreError)

    /// A one-line message.
    public var description: String {
        switch self {
        case .habitNotFound(let reference, let suggestion?):
            "no habit matches \"\(reference)\" (did you mean \"\(suggestion)\"?)"
        case .habitNotFound(let reference, nil):
            "no habit matches \"\(reference)\" (see kado list --archived)"
        case .ambiguousHabit(let reference, let candidates):
            "\"\(reference)\" matches several habits: " + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
        case .wrongType(let habit, let action, let hint):
            "\(habit) cannot be \(action): \(hint)"
        case .archived(let habit):
            "\(habit) is archived (kado unarchive \"\(habit)\" to bring it back)"
        case .futureDay(let day):
            "\(day) is in the future: only today and past days can be logged"
        case .invalid(let error):
            error.description
        case .store(let error):
            error.description
        }
    }

    /// Whether the error comes from what the person typed (a usage error) rather than a failure.
    public var isUsageError: Bool {
        switch self {
        case .store: false
        default: true
        }
    }
}
