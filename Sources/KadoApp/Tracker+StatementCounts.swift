import KadoSQLite
import KadoStore

extension Tracker {
    /// The SQL statements the tracker's database connection has run since it was opened; see
    /// ``StatementCounts``. For tests and benchmarks: take a reading before and after a use case.
    public var statementCounts: StatementCounts { store.statementCounts }

    /// Calls `observer` before each SQL statement the tracker runs, from now on; `nil` stops. For
    /// tests that must name the statements a use case ran (a check-in that changes nothing
    /// executes no write).
    public func observeStatements(_ observer: ((ExecutedStatement) -> Void)?) {
        store.observeStatements(observer)
    }
}
