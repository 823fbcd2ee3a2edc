/// One month of a habit's year: how many of its due days were done.
public struct MonthTally: Hashable, Sendable {
    /// The month, 1…12.
    public let month: Int
    /// The days the habit was due (and not excused) in the month, so far.
    public let due: Int
    /// The due days that were done.
    public let done: Int

    /// A tally of `done` of `due` days in `month`.
    public init(month: Int, due: Int, done: Int) {
        self.month = month
        self.due = due
        self.done = done
    }

    /// The share of due days done, 0…1; 0 for a month with no due day.
    public var share: Double { due > 0 ? Double(done) / Double(due) : 0 }

    /// Whether this month did strictly better than `other`: a higher share, compared exactly as
    /// fractions (done · other.due against other.done · due), so that 2 of 4 and 1 of 2 tie.
    public func isBetter(than other: MonthTally) -> Bool { done * other.due > other.done * due }
}
