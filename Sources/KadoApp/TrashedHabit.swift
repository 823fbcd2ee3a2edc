import Foundation
import KadoCore

/// A habit in the trash: deleted with its whole history kept, until it is restored
/// (``HabitUseCases/restoreFromTrash(_:in:)``) or emptied (``HabitUseCases/emptyTrash(_:in:)``, by hand or
/// ``HabitUseCases/trashRetentionDays`` days after its deletion).
public struct TrashedHabit: Hashable, Sendable {
    /// The habit as it was when it was deleted.
    public let habit: Habit
    /// When it was deleted.
    public let deletedAt: Date
    /// When the trash is emptied of it, unless it is restored or emptied before:
    /// ``HabitUseCases/trashRetentionDays`` days after its deletion.
    public let emptiedAt: Date

    /// `habit`, deleted at `deletedAt`, emptied at `emptiedAt`.
    public init(habit: Habit, deletedAt: Date, emptiedAt: Date) {
        self.habit = habit
        self.deletedAt = deletedAt
        self.emptiedAt = emptiedAt
    }
}
