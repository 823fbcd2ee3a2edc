/// Where a connection keeps that SQLite found its file damaged, so that other connections — in
/// this process, and in processes started later — refuse to write to it too, before SQLite
/// itself meets the damaged pages (a write touches few pages; the damage may lie in others,
/// which a later read meets).
///
/// ``Database`` calls ``remember`` with the first such error it meets, and ``recall`` before a
/// statement that would write begins a transaction (or writes outside one), until one of them
/// says the file is damaged; from then on the connection refuses every write.
public struct DamageMemory {
    /// Keeps `error`, the first by which SQLite said the file is damaged.
    public var remember: (SQLiteError) -> Void
    /// The damage kept for the file the connection has open, or `nil` when none is; it may read
    /// the database to confirm it (a read never calls it again).
    public var recall: (Database) -> SQLiteError?

    /// A memory of these two parts.
    public init(remember: @escaping (SQLiteError) -> Void, recall: @escaping (Database) -> SQLiteError?) {
        self.remember = remember
        self.recall = recall
    }
}
