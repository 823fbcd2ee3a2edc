import CSQLite

extension Database {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    ///
    /// ```swift
    /// let id = try database.transaction { db in
    ///     try db.execute("INSERT INTO list(name) VALUES (?)", ["Groceries"])
    ///     let id = db.lastInsertRowID
    ///     try db.execute("INSERT INTO item(list_id, name) VALUES (?, ?)", [id, "Milk"])
    ///     return id
    /// }
    /// ```
    ///
    /// By default the transaction is ``TransactionKind/immediate``: it takes the write lock
    /// before `body` runs, waiting up to the busy timeout for other connections, so two
    /// processes writing at once queue up instead of one failing midway with `SQLITE_BUSY`.
    ///
    /// Called inside a transaction, it nests: `body` runs in a savepoint, and throwing undoes
    /// only what `body` did (the outer transaction decides the rest); `kind` is then ignored.
    ///
    /// - Parameters:
    ///   - kind: When to take locks; ``TransactionKind/immediate`` by default.
    ///   - body: The work, given this connection. Throw to roll it back.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after rolling back; or ``SQLiteError`` when beginning or
    ///   committing fails (after a failed commit the transaction is rolled back).
    @discardableResult
    public func transaction<Result>(
        kind: TransactionKind = .immediate, _ body: (Database) throws -> Result
    ) throws -> Result {
        if isInTransaction {
            return try savepoint(body)
        }
        try begin(kind)
        return try committing(body)
    }

    /// Runs `body` in an immediate transaction when the write lock is free now, without waiting
    /// for another connection to release it: `nil`, `body` not run, when one holds it. For work
    /// that may be skipped (a cache saved after a read) rather than make a reader wait behind a
    /// long write. Called inside a transaction, it nests like ``transaction(kind:_:)``.
    /// - Throws: What `body` throws, after rolling back; or ``SQLiteError`` for any failure but
    ///   the lock being held.
    public func transactionIfFree<Result>(_ body: (Database) throws -> Result) throws -> Result? {
        if isInTransaction { return try savepoint(body) }
        sqlite3_busy_timeout(handle, 0)
        do {
            try execute(sql: TransactionKind.immediate.beginStatement)
        } catch let error as SQLiteError where error.code == .busy {
            sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
            return nil
        } catch {
            sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
            throw error
        }
        sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
        return try committing(body)
    }

    /// `body` in the transaction just begun: committed when it returns, rolled back when it (or
    /// the commit) throws.
    private func committing<Result>(_ body: (Database) throws -> Result) throws -> Result {
        let result: Result
        do {
            result = try body(self)
            try execute(sql: "COMMIT TRANSACTION")
        } catch {
            rollbackIgnoringErrors()
            throw error
        }
        return result
    }

    /// Begins a transaction of `kind`. A connection in this process or another may hold the write
    /// lock longer than the busy timeout (a large import): nothing is done yet, so beginning again
    /// is safe, and a person's check-in waits for the import rather than failing, up to
    /// ``Configuration/beginAttempts`` times the busy timeout.
    private func begin(_ kind: TransactionKind) throws {
        let attempts = max(1, configuration.beginAttempts)
        for attempt in 1...attempts {
            do {
                try execute(sql: kind.beginStatement)
                return
            } catch let error as SQLiteError where error.code == .busy && attempt < attempts {
                continue
            }
        }
    }

    /// Runs `body` in a savepoint: releases it when `body` returns, rolls back to it when
    /// `body` throws. Outside a transaction, the savepoint begins a deferred one.
    ///
    /// ``transaction(kind:_:)`` uses this when called inside a transaction; call it directly to
    /// make a nested unit of work explicit.
    ///
    /// - Parameter body: The work, given this connection. Throw to undo it.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after rolling back to the savepoint; or ``SQLiteError``
    ///   when the savepoint cannot be created or released.
    @discardableResult
    public func savepoint<Result>(_ body: (Database) throws -> Result) throws -> Result {
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        let name = "kado_savepoint_\(savepointDepth)"
        try execute(sql: "SAVEPOINT \(name)")
        let result: Result
        do {
            result = try body(self)
            try execute(sql: "RELEASE SAVEPOINT \(name)")
        } catch {
            // ROLLBACK TO keeps the savepoint open; RELEASE then closes it (and commits the
            // now-empty savepoint when it began the transaction).
            if isInTransaction {
                // The error the body threw is the one reported: a rollback that fails too leaves the transaction to the
                // caller's rollback.
                try? execute(sql: "ROLLBACK TO SAVEPOINT \(name)")
                try? execute(sql: "RELEASE SAVEPOINT \(name)")
            }
            throw error
        }
        return result
    }

    /// Rolls back the open transaction, if SQLite has not already done so.
    private func rollbackIgnoringErrors() {
        // Some errors (a full disk, an interrupted statement) make SQLite roll back by itself;
        // rolling back again would only report "no transaction is active".
        if isInTransaction {
            countRun(of: "ROLLBACK TRANSACTION", isReadOnly: true)
            sqlite3_exec(handle, "ROLLBACK TRANSACTION", nil, nil, nil)
        }
        // Nothing was committed: the file is as it was.
        if !isInTransaction { hasUncommittedWrites = false }
    }
}
