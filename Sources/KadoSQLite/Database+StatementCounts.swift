import CSQLite

extension Database {
    /// Calls `observer` before each statement this connection runs, from now on; `nil` stops.
    ///
    /// For tests that must say which statement ran, not only how many: a check-in that
    /// changes nothing writes nothing, a page reads each habit once. Counting goes on either way
    /// (``statementCounts``).
    public func observeStatements(_ observer: ((ExecutedStatement) -> Void)?) {
        statementObserver = observer
    }

    /// Counts one run of the compiled statement `handle`, about to take its first step.
    func countRun(of handle: OpaquePointer) {
        let isReadOnly = sqlite3_stmt_readonly(handle) != 0
        statementCounts.executed += 1
        if !isReadOnly { statementCounts.writes += 1 }
        if let statementObserver {
            let sql = sqlite3_sql(handle).map { String(cString: $0) } ?? ""
            statementObserver(ExecutedStatement(sql: sql, isReadOnly: isReadOnly))
        }
    }

    /// Counts one run of `sql` that goes through `sqlite3_exec` rather than a compiled statement
    /// (the rollback after a failure, restoring foreign keys after a migration).
    func countRun(of sql: String, isReadOnly: Bool) {
        statementCounts.executed += 1
        if !isReadOnly { statementCounts.writes += 1 }
        statementObserver?(ExecutedStatement(sql: sql, isReadOnly: isReadOnly))
    }
}
