/// Terms a habit was judged by before a change "from a date": in force from the previous change
/// (or the habit's start) up to the day before ``replacedOn``.
///
/// A habit keeps its current terms in its own fields (``Habit/frequency``, ``Habit/type``,
/// ``Habit/scoreModel``), which every screen that shows "what the habit asks now" reads, and its
/// earlier ones in ``Habit/earlierRules``, oldest first.
public struct EarlierRules: Hashable, Sendable {
    /// The terms.
    public var rules: HabitRules
    /// The first day the next terms were in force: these cover the days before it.
    public var replacedOn: LogicalDay

    /// `rules`, in force until the day before `replacedOn`.
    public init(rules: HabitRules, replacedOn: LogicalDay) {
        self.rules = rules
        self.replacedOn = replacedOn
    }
}
