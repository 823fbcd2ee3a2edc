import KadoSQLite

extension HabitStore {
    /// Writes a consistent copy of the whole database to a new file at `path` (`VACUUM INTO`):
    /// what a reader would see at this instant, whatever other connections are writing. The file
    /// must not exist yet.
    /// - Throws: ``StoreError`` when the copy cannot be written (the folder, the disk).
    /// - Complexity: O(n) in the size of the database.
    public func copy(to path: String) throws {
        do {
            try database.execute("VACUUM INTO ?", [path])
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}
