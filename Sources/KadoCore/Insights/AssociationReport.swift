/// What the search found, and what it rests on.
public struct AssociationReport: Sendable {
    /// The pairs of habits there were.
    public let pairs: Int
    /// The tests made (same day, and next day both ways), those with enough days and counts.
    public let tests: Int
    /// The tests left out for fewer than ``AssociationSearch/minimumDays`` shared days.
    public let tooFewDays: Int
    /// The findings, the largest difference first.
    public let findings: [HabitAssociation]
    /// The control they survived.
    public let control: FalseDiscoveryControl
}
