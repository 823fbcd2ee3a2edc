/// How many SQL statements a connection has run: what a piece of work costs in trips into
/// SQLite, for tests ("a check-in that changes nothing writes nothing") and benchmarks
/// ("statements per web check-in").
///
/// Each run of a statement counts once, however many rows it returns: a compiled statement
/// stepped to its end, reset and run again counts twice; each statement of a script given to
/// ``Database/execute(sql:)`` counts once. Take a reading before and after the work and subtract.
public struct StatementCounts: Hashable, Sendable {
    /// Every statement run.
    public var executed: Int
    /// The statements among them that may write: those SQLite does not call read-only
    /// (`INSERT`, `UPDATE`, `DELETE`, schema changes, `BEGIN IMMEDIATE` and `BEGIN EXCLUSIVE`,
    /// which take the write lock). `BEGIN`, `COMMIT`, `SAVEPOINT` and plain `SELECT`s are reads.
    public var writes: Int

    /// No statement run.
    public static let zero = StatementCounts(executed: 0, writes: 0)

    /// Counts from their parts.
    public init(executed: Int, writes: Int) {
        self.executed = executed
        self.writes = writes
    }

    /// The statements run between two readings: `later - earlier`.
    public static func - (later: StatementCounts, earlier: StatementCounts) -> StatementCounts {
        StatementCounts(executed: later.executed - earlier.executed, writes: later.writes - earlier.writes)
    }

    /// The statements that only read: ``executed`` minus ``writes``.
    public var reads: Int { executed - writes }
}
