import Foundation
import KadoCore
import KadoStore

/// What ``HistoryUseCases/undoLastChange(in:)`` did: the change it took back, for which habits, and
/// which habits it left as they are, and why.
public struct UndoResult: Hashable, Sendable {
    /// The change undone; `nil` when the journal's words for it cannot be read (a later version
    /// wrote them).
    public let change: UndoableChange?
    /// The habits the change was about that were put back as they were before it (when it named
    /// none of them, every habit whose rows were put back).
    public let undone: [UndoableChange.Subject]
    /// The habits left as they are, each with why.
    public let kept: [Kept]

    /// A habit the undo left as it is.
    public struct Kept: Hashable, Sendable {
        /// The habit.
        public let habit: UndoableChange.Subject
        /// Why it was left.
        public let reason: Reason
    }

    /// Why a habit's part of the change was not undone.
    public enum Reason: String, Hashable, Sendable {
        /// Another device changed it since, and its change arrived by sync: an undo never
        /// overwrites another device's work.
        case changedOnAnotherDevice
        /// This device changed it since in a way the journal does not hold (an import, a repair).
        case changedSince
    }

    /// Whether nothing at all was put back (every habit was kept).
    public var undidNothing: Bool { undone.isEmpty }
}

extension HistoryUseCases {
    /// The last change made on this device that ``undoLastChange(in:)`` would undo now, or
    /// `nil` when there is none (a front end shows it before asking).
    public func lastUndoableChange() throws(AppError) -> UndoableChange? {
        try perform { try store.lastJournaledChange() }.flatMap(UndoableChange.init(journalText:))
    }

    /// Undoes the last change made on this device through the application layer — a check-in,
    /// a value, a skip, a note, a bulk `done` (as one change), a habit added, edited, archived,
    /// brought back, deleted or moved — in one transaction, and forgets it, so that calling
    /// again walks further back (the journal keeps the last ``HabitStore/undoJournalLimit``).
    ///
    /// The journal is this device's own: it is never synced, and an undo never overwrites
    /// another device's work. A habit whose rows another device changed since (the change
    /// arrived by sync) is left as it is and named in ``UndoResult/kept``; the other habits of
    /// the change are undone. The widget snapshot is published as after any change.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    /// - Returns: what was undone, or `nil` when there is nothing left to undo (nothing is
    ///   written then).
    /// - Throws: ``AppError/store(_:)`` (a read-only database among them).
    @discardableResult
    public func undoLastChange(in context: AppContext? = nil) throws(AppError) -> UndoResult? {
        // A database not created yet has no change to take back (and cannot be written).
        guard !store.isEmptyStandIn else { return nil }
        guard let entry = try write(in: context, { writer in try writer.undoLastChange() }) else { return nil }
        let change = UndoableChange(journalText: entry.change)
        let current = try habits.all(includingArchived: true)
        func subject(_ id: UUID) -> UndoableChange.Subject {
            if let named = change?.habits.first(where: { $0.id == id }) { return named }
            if let habit = current.first(where: { $0.id == id }) { return .init(habit) }
            return .init(id: id, name: String(id.uuidString.prefix(8)).lowercased())
        }
        // The habits the change was about (a move rewrites every habit's position, but it moved one).
        let named = change?.habits.filter { entry.undone.contains($0.id) } ?? []
        return UndoResult(
            change: change, undone: named.isEmpty ? entry.undone.map(subject) : named,
            kept: entry.kept.map { kept in
                .init(
                    habit: subject(kept.habitID),
                    reason: kept.conflict == .changedOnAnotherDevice ? .changedOnAnotherDevice : .changedSince)
            })
    }
}
