import Foundation

/// What applying a batch of other devices' row versions did (``HabitStore/applyRemote(_:clockLeadLimit:recording:)``).
public struct RemoteApplication: Hashable, Sendable {
    /// A version that was not applied, and why.
    public struct Refusal: Hashable, Sendable {
        /// The version.
        public var version: RowVersion
        /// Why it was refused, in words.
        public var reason: String
    }

    /// How many rows a version replaced (or added where this device did not have the row): each
    /// row once, since only the greatest of the versions received for a row is applied.
    public var applied = 0
    /// ``applied``, by table: what came in, by kind (habits, records, skips, settings).
    public var appliedByTable: [RowVersion.Table: Int] = [:]
    /// The rows applied as a person sees them: changed, removed, notes
    /// (``RowChanges/count(applied:over:)``).
    public var changes = RowChanges()
    /// How many versions were older than (or the same as) what this device already has, or than
    /// another version of the same row received with them.
    public var stale = 0
    /// Versions of records and skips whose habit this device has not received yet: not applied,
    /// and applied when a later batch brings the habit.
    public var waiting: [RowVersion] = []
    /// Versions stamped further ahead of this device's clock than the lead limit: not applied,
    /// and applied by a later batch once this clock gets near them. The greatest of a row's only,
    /// so that each row waiting is counted once.
    public var ahead: [RowVersion] = []
    /// Versions that no device could have written (a missing column, a value of the wrong kind,
    /// a record moved to another habit): never applied.
    public var refused: [Refusal] = []
    /// The deleted habits that came back because another device checked them in without having
    /// seen the deletion (add wins).
    public var resurrectedHabitIDs: Set<UUID> = []
    /// The habits whose terms merged into a timeline no version received carries (versions added
    /// on several devices from different days): each is now a version of this device, published
    /// at its next sync.
    public var republishedHabitIDs: Set<UUID> = []
    /// The habits whose rows or records changed, or `nil` when a setting changed (every habit may
    /// read differently): what the widget snapshot publisher computes again.
    public var touchedHabitIDs: Set<UUID>? = []
    /// The clock stamp before the batch.
    public var previousStamp = HybridLogicalClock.zero
    /// The clock stamp after it: later than every version applied.
    public var stamp = HybridLogicalClock.zero
    /// The devices whose versions were stamped further ahead of this device's clock than the lead
    /// limit (``ahead``), with how far ahead (milliseconds) the furthest was.
    public var clockLeads: [String: Int64] = [:]

    /// Whether the database changed (rows applied or habits brought back).
    public var changedRows: Bool { applied > 0 || !resurrectedHabitIDs.isEmpty }
}
