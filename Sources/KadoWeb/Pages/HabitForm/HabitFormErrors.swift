import KadoApp
import KadoCore

/// What is wrong with a habit form: one message per field.
struct HabitFormErrors: Error, Sendable {
    private(set) var messages: [HabitFormField: Phrase] = [:]

    subscript(_ field: HabitFormField) -> Phrase? {
        get { messages[field] }
        set { messages[field] = newValue }
    }

    var isEmpty: Bool { messages.isEmpty }

    /// The fields at fault, in the order the form shows them.
    var fields: [HabitFormField] { HabitFormField.allCases.filter { messages[$0] != nil } }
}
