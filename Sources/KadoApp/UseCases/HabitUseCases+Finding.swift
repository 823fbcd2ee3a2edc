import KadoCore

extension HabitUseCases {
    /// The habits, in order; archived ones only when asked.
    public func all(includingArchived: Bool = false) throws(AppError) -> [Habit] {
        try perform { try store.habits(includingArchived: includingArchived) }
    }

    /// The habit `reference` names, by ``HabitMatcher``'s rules: its id, its exact name, its name
    /// ignoring case, accents and emoji, or a unique beginning of that. Archived habits are found too.
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)`` (with the nearest name, if one is close)
    ///   or ``AppError/ambiguousHabit(_:candidates:)``.
    public func find(_ reference: String) throws(AppError) -> Habit {
        try resolve(.text(reference), among: try all(includingArchived: true)).habit
    }
}
