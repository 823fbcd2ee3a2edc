import KadoApp
import KadoCore

/// How the commands name habits: by the text typed, a habit that is not found or is ambiguous
/// reported as a usage error.
extension Tracker {
    /// The habit `reference` names, as a usage error when there is none or several (phrased in the
    /// language of the report, read only if one is made).
    func resolve(_ reference: String?) throws -> Habit {
        guard let reference else { throw UsageError.missingArgument("HABIT", command: "") }
        return try translatingReferenceErrors { () throws(AppError) in try habit(reference) }
    }

    /// Runs `action` on the habit `reference` names (``Tracker/checkIn(_:habit:day:in:)``), with a
    /// habit that is not found or is ambiguous reported as a usage error.
    func checkIn(_ action: CheckIn, habit reference: String?, day: LogicalDay?, in context: AppContext) throws
        -> CheckInResult
    {
        guard let reference else { throw UsageError.missingArgument("HABIT", command: "") }
        return try translatingReferenceErrors { () throws(AppError) in
            try checkIn(action, habit: .text(reference), day: day, in: context)
        }
    }

    /// Runs `action` on every habit `references` names, in one transaction
    /// (``Tracker/checkIn(_:habits:day:in:)``), with a habit that is not found or is ambiguous
    /// reported as a usage error naming it; nothing is written then.
    func checkIn(_ action: CheckIn, habits references: [String], day: LogicalDay?, in context: AppContext) throws
        -> [CheckInResult]
    {
        try translatingReferenceErrors { () throws(AppError) in
            try checkIn(action, habits: references.map(HabitReference.text), day: day, in: context)
        }
    }

    /// Runs `body`, turning the errors of a habit reference into usage errors (phrased in the
    /// language of the report).
    private func translatingReferenceErrors<Result>(
        _ body: () throws(AppError) -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch {
            switch error {
            case .habitNotFound(let reference, let suggestion):
                throw UsageError(.noHabitMatches(reference, suggestion: suggestion))
            case .ambiguousHabit(let reference, let candidates):
                throw UsageError(.severalHabitsMatch(reference, candidates: candidates))
            default:
                throw error
            }
        }
    }
}
