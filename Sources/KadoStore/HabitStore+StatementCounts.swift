import KadoSQLite

extension HabitStore {
    /// The SQL statements the store's connection has run since it was opened, migrations
    /// included; see ``StatementCounts``. For tests and benchmarks.
    public var statementCounts: StatementCounts { database.statementCounts }

    /// Calls `observer` before each statement the store runs, from now on; `nil` stops. For tests
    /// that must name the statements a use case ran (a check-in that changes nothing writes nothing).
    public func observeStatements(_ observer: ((ExecutedStatement) -> Void)?) {
        database.observeStatements(observer)
    }
}
