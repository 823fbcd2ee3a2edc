import KadoApp
import KadoCore

/// How the commands name habits: by the text typed, a habit that is not found or is ambiguous
/// reported as a usage error.
extension CheckInUseCases {
    /// Runs `action` on the habit `reference` names (``CheckInUseCases/checkIn(_:habit:day:in:)``), with a
    /// habit that is not found or is ambiguous reported as a usage error.
    func checkIn(_ action: CheckIn, habit reference: String?, day: LogicalDay?, in context: AppContext) throws
        -> CheckInResult
    {
        guard let reference else { throw UsageError.missingArgument("HABIT", command: "") }
        return try UsageError.translatingReferenceErrors { () throws(AppError) in
            try checkIn(action, habit: .text(reference), day: day, in: context)
        }
    }

    /// Runs `action` on every habit `references` names, in one transaction
    /// (``CheckInUseCases/checkIn(_:habits:day:in:)``), with a habit that is not found or is ambiguous
    /// reported as a usage error naming it; nothing is written then.
    func checkIn(_ action: CheckIn, habits references: [String], day: LogicalDay?, in context: AppContext) throws
        -> [CheckInResult]
    {
        try UsageError.translatingReferenceErrors { () throws(AppError) in
            try checkIn(action, habits: references.map(HabitReference.text), day: day, in: context)
        }
    }
}
