import KadoApp
import KadoCore

/// How the commands name habits: by the text typed, a habit that is not found or is ambiguous
/// reported as a usage error.
extension HabitUseCases {
    /// The habit `reference` names, as a usage error when there is none or several (phrased in the
    /// language of the report, read only if one is made).
    func resolve(_ reference: String?) throws -> Habit {
        guard let reference else { throw UsageError.missingArgument("HABIT", command: "") }
        return try UsageError.translatingReferenceErrors { () throws(AppError) in try find(reference) }
    }
}
