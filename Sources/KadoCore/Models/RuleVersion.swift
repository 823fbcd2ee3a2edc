/// One version of a habit's terms with the first day it is in force: how front ends list and edit a
/// habit's terms (``Habit/ruleVersions``).
public struct RuleVersion: Hashable, Sendable {
    /// The first day the terms are in force; `nil` for the first version, in force from the habit's
    /// start.
    public var start: LogicalDay?
    /// The terms.
    public var rules: HabitRules

    /// `rules`, in force from `start` on (from the habit's start when `nil`).
    public init(start: LogicalDay?, rules: HabitRules) {
        self.start = start
        self.rules = rules
    }
}
