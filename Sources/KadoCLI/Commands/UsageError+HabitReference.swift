import KadoApp

extension UsageError {
    /// Runs `body`, turning the errors of a habit reference into usage errors (phrased in the
    /// language of the report).
    static func translatingReferenceErrors<Result>(
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
