import Foundation
import KadoSQLite

/// Today's summaries as a command last computed them, kept in the database between commands
/// (`today_summaries`, a cache of one row): what they are is the application layer's, the store
/// keeps their bytes with the change stamp and key they were computed at.
public struct KeptTodaySummaries: Sendable, Hashable {
    /// What else the summaries hang on besides the database's contents (the day, the calendar,
    /// the program's version), as the application layer writes it.
    public var key: String
    /// The change stamp (``HabitStore/lastChangeStamp()``) of the database they describe.
    public var stamp: HybridLogicalClock
    /// The summaries, encoded by the application layer.
    public var summaries: Data

    /// Summaries kept under `key` at `stamp`.
    public init(key: String, stamp: HybridLogicalClock, summaries: Data) {
        self.key = key
        self.stamp = stamp
        self.summaries = summaries
    }
}

extension StoreWriter {
    /// Keeps `kept` in place of the summaries kept before. A cache row: it moves no change stamp
    /// and is never synced (``cacheRowChanges``).
    public func keepTodaySummaries(_ kept: KeptTodaySummaries) throws {
        try database.execute(
            """
            INSERT INTO today_summaries(id, key, stamp, summaries) VALUES (1, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET key = excluded.key, stamp = excluded.stamp, summaries = excluded.summaries
            """, [kept.key, kept.stamp.description, kept.summaries])
        journal(cacheRows: database.changes)
    }

    /// Forgets the summaries kept (a cache row, like ``keepTodaySummaries(_:)``): whatever forgets
    /// score checkpoints forgets them too, so that a Today after it walks the habits again, as
    /// it did before summaries were kept. (The change that made a checkpoint stale moved the
    /// change stamp already: the summaries would not be read at it.)
    public func forgetTodaySummaries() throws {
        try database.execute("DELETE FROM today_summaries")
        journal(cacheRows: database.changes)
    }
}
