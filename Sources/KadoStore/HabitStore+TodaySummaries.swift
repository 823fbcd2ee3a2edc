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
    /// The habits changed since the summaries were computed (through the store, which moved
    /// `stamp` along): theirs are to compute again.
    public var touched: Set<UUID>

    /// Summaries kept under `key` at `stamp`, those of `touched` to compute again.
    public init(key: String, stamp: HybridLogicalClock, summaries: Data, touched: Set<UUID> = []) {
        self.key = key
        self.stamp = stamp
        self.summaries = summaries
        self.touched = touched
    }
}

extension StoreWriter {
    /// Keeps `kept` in place of the summaries kept before. A cache row: it moves no change stamp
    /// and is never synced (``cacheRowChanges``).
    public func keepTodaySummaries(_ kept: KeptTodaySummaries) throws {
        try database.execute(
            """
            INSERT INTO today_summaries(id, key, stamp, touched, summaries) VALUES (1, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET key = excluded.key, stamp = excluded.stamp, touched = excluded.touched,
            summaries = excluded.summaries
            """, [kept.key, kept.stamp.description, HabitStore.touchedText(kept.touched), kept.summaries])
        journal(cacheRows: database.changes)
    }

    /// Forgets the summaries kept (a cache row, like ``keepTodaySummaries(_:)``): forgetting a
    /// habit's checkpoints (``forgetCheckpoint(of:)``, by hand or when a habit's rules change)
    /// forgets them too, so that the next Today walks the habits again, as it did before
    /// summaries were kept. Settings and syncs need nothing here: a setting forgets them through
    /// ``HabitStore/noteTodaySummariesChange(from:to:touching:in:)``, and a sync moves the clock
    /// past them.
    public func forgetTodaySummaries() throws {
        try database.execute("DELETE FROM today_summaries")
        journal(cacheRows: database.changes)
    }
}

extension HabitStore {
    /// Follows a change written through the store, from `previous` to `stamp`, with the summaries
    /// kept: they move to `stamp`, the habits it touched added to those to compute again; a
    /// change that may touch every habit (`nil`: a setting) forgets them. Summaries kept behind
    /// `previous` (a change that did not come this way, such as a sync) stay behind.
    static func noteTodaySummariesChange(
        from previous: HybridLogicalClock, to stamp: HybridLogicalClock, touching habitIDs: Set<UUID>?,
        in database: Database
    ) throws {
        guard let habitIDs else {
            try database.execute("DELETE FROM today_summaries")
            return
        }
        try database.execute(
            """
            UPDATE today_summaries SET stamp = ?, touched = touched || ? WHERE id = 1 AND stamp = ?
            """, [stamp.description, habitIDs.isEmpty ? "" : " " + touchedText(habitIDs), previous.description])
    }

    /// `habitIDs` as the `touched` column holds them: their texts, space-separated.
    static func touchedText(_ habitIDs: Set<UUID>) -> String {
        habitIDs.map(\.storageText).sorted().joined(separator: " ")
    }

    /// The habits a `touched` column names.
    static func touched(fromText text: String) -> Set<UUID> {
        Set(text.split(separator: " ").compactMap { UUID(storedText: String($0)) })
    }
}
