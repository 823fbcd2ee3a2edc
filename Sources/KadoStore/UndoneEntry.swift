import Foundation
import KadoSQLite

/// What undoing the last journaled change did (``StoreWriter/undoLastChange()``).
public struct UndoneEntry: Hashable, Sendable {
    /// What the change was, as ``HabitStore/write(journaling:_:)``'s `describe` said it.
    public let change: String
    /// The habits whose rows were put back as they were, in the order the change wrote them.
    public let undone: [UUID]
    /// The habits left as they are, each with why.
    public let kept: [Kept]

    /// A habit whose part of the change was not undone.
    public struct Kept: Hashable, Sendable {
        /// The habit.
        public let habitID: UUID
        /// Why it was not undone.
        public let conflict: UndoConflict
    }
}
