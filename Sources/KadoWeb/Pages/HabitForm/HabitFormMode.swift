import KadoApp
import KadoCore

/// Whether the form creates a habit or edits one.
enum HabitFormMode {
    case create
    case edit(EditState)

    /// The habit being edited and where it stands.
    struct EditState {
        let habit: Habit
        /// 1-based position among the active habits; `nil` when archived.
        let position: Int?
        let activeCount: Int
        let archivedOn: LogicalDay?
    }
}
