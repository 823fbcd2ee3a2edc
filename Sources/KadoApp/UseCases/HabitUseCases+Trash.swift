import Foundation
import KadoCore
import KadoStore

/// The trash: deleting a habit (``delete(_:in:)``) moves it there with its whole history for
/// ``trashRetentionDays`` days, during which it can be restored; then, or when it is emptied by
/// hand, its records, skips and reminders are deleted for good. docs/sync.md says how a trashed
/// habit syncs.
extension HabitUseCases {
    /// How many days a deleted habit stays in the trash before it is emptied of it.
    public static let trashRetentionDays = 30

    /// The habits in the trash, the latest deleted first, each with when it was deleted and when
    /// it will be emptied; a habit deleted more than ``trashRetentionDays`` days ago is not
    /// among them (it is emptied at the next sync, or when the trash is emptied).
    public func trash() throws(AppError) -> [TrashedHabit] {
        let instant = now()
        return try allTrashed().filter { $0.emptiedAt > instant }
    }

    /// The habit `reference` (an id, a name or its beginning, as ``habit(_:)`` reads it) names
    /// among those in the trash.
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)`` when none there matches (the
    ///   suggestion is the nearest one there), ``AppError/ambiguousHabit(_:candidates:)``.
    public func trashedHabit(_ reference: String) throws(AppError) -> Habit {
        try resolve(.text(reference), among: try trash().map(\.habit)).habit
    }

    /// Brings the habit `reference` names among those in the trash (``trash()``) back, with
    /// everything it had: its records, skips, notes and reminders. A change of its own in the
    /// undo journal (``undoLastChange(in:)`` puts it back in the trash).
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    /// - Returns: the habit restored.
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)`` when no habit in the trash matches
    ///   (the suggestion is the nearest one there), ``AppError/ambiguousHabit(_:candidates:)``,
    ///   ``AppError/invalid(_:)`` when the database holds as many habits as it may.
    ///
    /// A habit made since that took the restored habit's place in the list keeps it: the
    /// restored one goes to the end, so no two habits share a place. One made since with a name
    /// that reads the same is kept beside it, and both are shown apart with a rename offered
    /// (``nameTwins()``), as after two devices created one name.
    @discardableResult
    public func restoreFromTrash(_ reference: HabitReference, in context: AppContext? = nil) throws(AppError)
        -> Habit
    {
        let habit = try resolve(reference, among: try trash().map(\.habit)).habit
        let existing = try all(includingArchived: true)
        if existing.count >= limits.habits {
            throw .invalid(
                .init(
                    field: "habits", value: String(existing.count + 1), rule: .habitLimitReached(maximum: limits.habits)
                ))
        }
        var restored = habit
        let placeIsTaken = existing.contains { $0.sortOrder == habit.sortOrder }
        if placeIsTaken { restored.sortOrder = (existing.map(\.sortOrder).max() ?? -1) + 1 }
        try write(in: context, recording: UndoableChange(.restoreHabit, habits: [habit])) { writer in
            try writer.restoreHabit(habit.id)
            if placeIsTaken { try writer.update(restored) }
        }
        return restored
    }

    /// Empties the trash of the habit `reference` names (of every habit in it when `nil`): their
    /// records, skips and reminders are deleted for good, on every device, and they cannot be
    /// restored any more. Not undoable: front ends ask first. The habits deleted
    /// ``trashRetentionDays`` days ago or more are emptied in the same transaction.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    /// - Returns: the habits of ``trash()`` emptied (none when the trash was empty: nothing is
    ///   written then, unless an expired habit was emptied).
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)`` when no habit in the trash matches,
    ///   ``AppError/ambiguousHabit(_:candidates:)``.
    @discardableResult
    public func emptyTrash(_ reference: HabitReference? = nil, in context: AppContext? = nil) throws(AppError)
        -> [Habit]
    {
        let instant = now()
        let all = try allTrashed()
        let trashed = all.filter { $0.emptiedAt > instant }.map(\.habit)
        let expired = all.filter { $0.emptiedAt <= instant }.map(\.habit)
        let chosen = try reference.map { reference throws(AppError) in [try resolve(reference, among: trashed).habit] }
        try empty((chosen ?? trashed) + expired, in: context)
        return chosen ?? trashed
    }

    /// Empties the trash of every habit deleted ``trashRetentionDays`` days ago or more: what a
    /// sync (``syncNow()``) does first, so that the deletion of their history reaches the other
    /// devices (``emptyTrash(_:in:)`` does it too). Writes nothing when there is none.
    /// - Returns: the habits emptied.
    @discardableResult
    public func emptyExpiredTrash() throws(AppError) -> [Habit] {
        guard !isReadOnly else { return [] }
        let instant = now()
        return try empty(try allTrashed().filter { $0.emptiedAt <= instant }.map(\.habit), in: nil)
    }

    /// Empties the trash of `habits` in one transaction; writes nothing for none.
    @discardableResult
    private func empty(_ habits: [Habit], in context: AppContext?) throws(AppError) -> [Habit] {
        guard !habits.isEmpty else { return [] }
        try write(in: context) { writer in
            for habit in habits { try writer.emptyTrashedHabit(habit.id) }
        }
        return habits
    }

    /// Every habit in the trash, expired ones included, with the day it is emptied.
    private func allTrashed() throws(AppError) -> [TrashedHabit] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return try perform { try store.trashedHabits() }.map { habit, deletedAt in
            TrashedHabit(
                habit: habit, deletedAt: deletedAt,
                emptiedAt: calendar.date(byAdding: .day, value: Self.trashRetentionDays, to: deletedAt)
                    ?? deletedAt.addingTimeInterval(Double(Self.trashRetentionDays) * 86_400))
        }
    }
}
