import KadoCore

extension ViewUseCases {
    /// What is still to do today (`kado todo`): the active habits the schedule still asks for today
    /// (a rolling quota already met asks for nothing), whose day is not met yet and not excused.
    /// A habit to avoid, or one within its at-most limit, is met until it is broken: never listed.
    ///
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    /// - Returns: the summaries of those habits, in the list's order (positions among the active habits).
    /// - Complexity: one walk a habit from its saved checkpoint, as Today.
    public func todo(in context: AppContext? = nil) throws(AppError) -> [HabitSummary] {
        let context = try self.context(given: context)
        let today = context.today
        let timelines = try timelines(of: try habits.all(), calendar: context.calendar, resumingBefore: today)
        return timelines.enumerated().compactMap { offset, timeline in
            let evaluation = timeline.evaluate(asOf: today)
            guard evaluation.isOutstanding, !evaluation.isComplete, !timeline.isExcused(on: today) else { return nil }
            return makeSummary(timeline: timeline, evaluation: evaluation, position: offset + 1)
        }
    }
}
