import KadoStore

extension Tracker {
    /// The store under this tracker, for tests and benchmarks that count the SQL statements a use
    /// case ran (KadoTestSupport's `statementCounts` and `observeStatements(_:)`). Front ends
    /// never reach it: every change goes through a use case.
    public var diagnosticStore: HabitStore { work.store }
}
