import Foundation
import KadoSQLite

/// The ids of the operations an offline queue brought (`applied_operations`, schema migration 11),
/// read and written inside the transaction that applies them, so that an operation is never
/// applied without its id being remembered, nor remembered without being applied.
///
/// These rows are this database's own bookkeeping: no stamp, never synced, never exported. They
/// are counted as cache rows, so that a batch whose every operation was refused or already
/// applied does not move the change clock.
extension StoreWriter {
    /// The answer first given to the operation `id`, or `nil` when it was never applied here.
    public func appliedOperationAnswer(id: String) throws -> String? {
        try database.queryFirst("SELECT answer FROM applied_operations WHERE id = ?", [id]) { row in
            try row[0] as String
        }
    }

    /// Remembers that the operation `id` was answered `answer` at `instant`.
    public func rememberAppliedOperation(id: String, answer: String, at instant: Date) throws {
        try database.execute(
            "INSERT INTO applied_operations(id, answer, applied_at) VALUES (?, ?, ?)",
            [id, answer, Int64(instant.timeIntervalSince1970.rounded(.down))])
        journal(cacheRows: database.changes)
    }

    /// Forgets the operations applied before `instant` (see
    /// ``HabitStore/appliedOperationRetention``). - Returns: how many were forgotten.
    @discardableResult
    public func forgetAppliedOperations(before instant: Date) throws -> Int {
        try database.execute(
            "DELETE FROM applied_operations WHERE applied_at < ?",
            [Int64(instant.timeIntervalSince1970.rounded(.down))])
        let forgotten = database.changes
        journal(cacheRows: forgotten)
        return forgotten
    }

    /// Runs `body` in a savepoint of this transaction: what it wrote is undone when it throws,
    /// and the rest of the transaction goes on. What lets one operation of a batch be refused
    /// after it began writing without refusing the batch.
    /// - Throws: what `body` throws, after rolling back to the savepoint.
    public func attempt<Result>(_ body: () throws -> Result) throws -> Result {
        try database.savepoint { _ in try body() }
    }
}

extension HabitStore {
    /// How long an applied operation's id is kept: 180 days. A queue is sent again as soon as the
    /// server answers, so a lost answer is followed by its retry within minutes or days; a
    /// device offline for half a year is far beyond any retry. Kept forever, the table would grow
    /// by a row for every tap of every offline day, for nothing.
    public static let appliedOperationRetention: TimeInterval = 180 * 24 * 3600
}
