/// One statement a connection is about to run, as a statement observer sees it
/// (``Database/observeStatements(_:)``).
public struct ExecutedStatement: Hashable, Sendable {
    /// The statement's SQL, as it was compiled (parameters stay `?`).
    public let sql: String
    /// Whether SQLite calls it read-only; see ``StatementCounts/writes``.
    public let isReadOnly: Bool

    /// A statement from its parts.
    public init(sql: String, isReadOnly: Bool) {
        self.sql = sql
        self.isReadOnly = isReadOnly
    }
}
