import Foundation
import KadoCore

/// The reads a change makes inside its transaction, made through its writer: they see the
/// transaction's own writes, and a reader of the use case sees which reads are part of the
/// change (a read through the store is outside it, or before it).
extension StoreWriter {
    /// The habits as they are in this transaction, in order; archived ones only when asked.
    public func habits(includingArchived: Bool = false) throws -> [Habit] {
        try store.habits(includingArchived: includingArchived)
    }

    /// The records of habit `habitID` as they are in this transaction, from `first` on (every
    /// one when `nil`).
    public func completions(of habitID: UUID, from first: LogicalDay? = nil) throws -> [Completion] {
        try store.completions(of: habitID, from: first)
    }

    /// The records of habit `habitID` on `day` as they are in this transaction.
    public func completions(of habitID: UUID, on day: LogicalDay) throws -> [Completion] {
        try store.completions(of: habitID, on: day)
    }

    /// The skips of habit `habitID` as they are in this transaction.
    public func skips(of habitID: UUID) throws -> [Skip] {
        try store.skips(of: habitID)
    }

    /// Every habit's records as they are in this transaction.
    public func allCompletions() throws -> [Completion] {
        try store.allCompletions()
    }

    /// Every habit's skips as they are in this transaction.
    public func allSkips() throws -> [Skip] {
        try store.allSkips()
    }
}
