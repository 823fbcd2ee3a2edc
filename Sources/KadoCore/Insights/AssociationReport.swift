/// What the search found, and what it rests on.
public struct AssociationReport: Sendable {
    /// The pairs of habits compared.
    public let pairs: Int
    /// The tests made (same day, and next day both ways), those with enough days and counts.
    public let tests: Int
    /// The tests left out for fewer than ``AssociationSearch/minimumDays`` shared days.
    public let tooFewDays: Int
    /// The findings, the largest difference first.
    public let findings: [HabitAssociation]
    /// The control they survived.
    public let control: FalseDiscoveryControl
    /// The habits not compared, beyond ``AssociationSearch/maximumHabits`` (those counted on the
    /// fewest days).
    public let habitsLeftOut: Int

    /// A report of the search's results.
    public init(
        pairs: Int, tests: Int, tooFewDays: Int, findings: [HabitAssociation], control: FalseDiscoveryControl,
        habitsLeftOut: Int = 0
    ) {
        self.pairs = pairs
        self.tests = tests
        self.tooFewDays = tooFewDays
        self.findings = findings
        self.control = control
        self.habitsLeftOut = habitsLeftOut
    }
}
