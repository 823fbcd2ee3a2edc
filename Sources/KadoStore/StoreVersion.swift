/// Where a database stands, as one store sees it (``HabitStore/version()``): two equal values
/// read by the same store mean nothing was committed in between, so what was read at the first
/// is still what the database holds.
public struct StoreVersion: Hashable, Sendable {
    /// SQLite's `data_version` on the store's connection: changes when another connection commits.
    let committedElsewhere: Int
    /// The rows the store's own connection has changed since it was opened.
    let changedHere: Int
}
