import Foundation
import KadoApp
import KadoCore

/// What the model asks the driver to do: each change goes through the application layer there.
enum GridEffect: Hashable, Sendable {
    /// A check-in of `habit`'s day (toggle, a step, a value, a note, a skip).
    case checkIn(CheckIn, Habit, LogicalDay)
    /// Creates a habit with this name and the defaults.
    case createHabit(String)
    /// Edits the day's note in `$EDITOR` (the screen suspended meanwhile).
    case editNote(Habit, LogicalDay)
    /// Undoes the last change made on this device (the journal `kado undo` reads).
    case undoLastChange
    /// Leaves the grid.
    case quit
}
