import KadoCore

/// A habit's day still to answer (`kado ask`).
public struct Question: Hashable, Sendable {
    /// The habit.
    public let habit: Habit
    /// The day to answer for.
    public let day: LogicalDay
}

extension ViewUseCases {
    /// The most days ``questions(days:in:)`` looks back over.
    public static let maximumQuestionDays = 60

    /// The habits still to answer (`kado ask`), day by day from the oldest: today's are what
    /// ``todo(in:)`` lists (due, not met yet, not excused); an earlier day's are the active habits
    /// the schedule asked for that day with nothing recorded on it and not excused. A habit to
    /// avoid or one within an at-most limit is met until it is broken, so it is never asked about.
    ///
    /// - Parameters:
    ///   - days: how many days to look at, today included (1 for today only), at most
    ///     ``maximumQuestionDays``.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/invalid(_:)`` when `days` is out of range.
    /// - Complexity: one walk a habit, from the earliest day asked.
    public func questions(days: Int = 1, in context: AppContext? = nil) throws(AppError) -> [Question] {
        guard (1...Self.maximumQuestionDays).contains(days) else {
            throw .invalid(
                .init(
                    field: "days", value: String(days),
                    rule: .outOfRange(minimum: 1, maximum: Self.maximumQuestionDays, unit: .none)))
        }
        let context = try self.context(given: context)
        let today = context.today
        let first = today.adding(days: 1 - days)
        let habits = try self.habits.all().filter { $0.type.recordsMeanDone }
        let timelines = try timelines(of: habits, calendar: context.calendar, resumingBefore: first)
        var questions: [Question] = []
        var day = first
        while day <= today {
            for timeline in timelines where day.isSupported && !timeline.isExcused(on: day) {
                let asks: Bool
                if day == today {
                    let evaluation = timeline.evaluate(asOf: today)
                    asks = evaluation.isOutstanding && !evaluation.isComplete
                } else {
                    asks = timeline.isOutstanding(on: day) && !timeline.hasRecord(on: day)
                }
                if asks { questions.append(Question(habit: timeline.habit, day: day)) }
            }
            day = day.adding(days: 1)
        }
        return questions
    }
}
