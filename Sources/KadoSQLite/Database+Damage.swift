import CSQLite

extension Database {
    /// Whether `error` says the file itself is damaged: a malformed page (`SQLITE_CORRUPT`), or
    /// a file that no longer reads as a database (`SQLITE_NOTADB`).
    public static func isDamage(_ error: SQLiteError) -> Bool {
        error.code == .corrupt || error.code == .notADatabase
    }

    /// Keeps the first error that says the file is damaged, here and in ``damageMemory``.
    func noteDamage(_ error: SQLiteError) {
        guard damage == nil, Self.isDamage(error) else { return }
        damage = error
        damageMemory?.remember(error)
    }

    /// Refuses the compiled statement `handle`, about to run, when it would write to a file
    /// known to be damaged: once SQLite reported damage on this connection, or ``damageMemory``
    /// recalls or finds it (asked before a write that begins a transaction or runs outside one,
    /// and before the connection's first write: one look per transaction). A read is never
    /// refused here; SQLite refuses it if it meets the damage.
    /// - Throws: ``SQLiteError`` with the damage's code and message, and the statement's SQL.
    func refuseWriteIfDamaged(_ handle: OpaquePointer) throws {
        guard sqlite3_stmt_readonly(handle) == 0 else { return }
        if damage == nil, !isInTransaction || !hasLookedBeforeWriting, let memory = damageMemory {
            hasLookedBeforeWriting = true
            if let recalled = memory.recall(self) { damage = recalled }
        }
        if let damage {
            let sql = sqlite3_sql(handle).map { String(cString: $0) }
            throw SQLiteError(code: damage.extendedCode, message: damage.message, sql: sql)
        }
        hasUncommittedWrites = true
    }

    /// Tells ``damageMemory`` that a change was committed, once a statement that wrote has run
    /// and no transaction is open any more (a `COMMIT`, or a write outside a transaction).
    func noteCommitIfAny() {
        guard hasUncommittedWrites, !isInTransaction else { return }
        hasUncommittedWrites = false
        damageMemory?.committed(self)
    }
}
