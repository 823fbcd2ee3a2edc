/// When a transaction takes SQLite's locks.
///
/// See [SQLite's documentation](https://sqlite.org/lang_transaction.html) for the details.
public enum TransactionKind: Hashable, Sendable, CaseIterable {
    /// `BEGIN DEFERRED`: take no lock until the first read, and the write lock at the first
    /// write. A deferred transaction that reads and then writes can fail with
    /// ``SQLiteResultCode/busy`` at the write without waiting, when another connection wrote
    /// meanwhile; use it for read-only work.
    case deferred
    /// `BEGIN IMMEDIATE`: take the write lock at once, waiting up to the busy timeout for it.
    /// Writers queue up front instead of failing midway, which is why it is the default.
    case immediate
    /// `BEGIN EXCLUSIVE`: like ``immediate``; in rollback journal mode it also keeps readers
    /// out. In WAL mode it behaves as ``immediate``.
    case exclusive

    var beginStatement: String {
        switch self {
        case .deferred: "BEGIN DEFERRED TRANSACTION"
        case .immediate: "BEGIN IMMEDIATE TRANSACTION"
        case .exclusive: "BEGIN EXCLUSIVE TRANSACTION"
        }
    }
}
