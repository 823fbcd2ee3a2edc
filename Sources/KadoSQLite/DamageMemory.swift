/// Where a connection keeps that SQLite found its file damaged, so that other connections — in
/// this process, and in processes started later — refuse to write to it too, before SQLite
/// itself meets the damaged pages (a write touches few pages; the damage may lie in others,
/// which a later read meets), and where it learns that the file is sound before it first writes.
///
/// ``Database`` calls ``remember`` with the first such error it meets, and ``recall`` before a
/// statement that would write begins a transaction (or writes outside one), and before the
/// connection's first write wherever it comes, until one of them says the file is damaged; from
/// then on the connection refuses every write. After each of its commits it calls ``committed``,
/// and it closes through ``closing``: its own changes to the file, a checkpoint included, are
/// then known not to be damage.
public struct DamageMemory {
    /// Keeps `error`, the first by which SQLite said the file is damaged.
    public var remember: (SQLiteError) -> Void
    /// The damage kept for the file the connection has open, or found in it, or `nil` when the
    /// file is sound; it may read the database to confirm either (a read never calls it again).
    public var recall: (Database) -> SQLiteError?
    /// Called after the connection committed a change to the file.
    public var committed: (Database) -> Void
    /// Closes the connection by calling its argument, doing what must be done around it.
    public var closing: (_ close: () -> Void) -> Void

    /// A memory of these parts; by default nothing is done after a commit, and closing only
    /// closes.
    public init(
        remember: @escaping (SQLiteError) -> Void, recall: @escaping (Database) -> SQLiteError?,
        committed: @escaping (Database) -> Void = { _ in },
        closing: @escaping (_ close: () -> Void) -> Void = { close in close() }
    ) {
        self.remember = remember
        self.recall = recall
        self.committed = committed
        self.closing = closing
    }
}
