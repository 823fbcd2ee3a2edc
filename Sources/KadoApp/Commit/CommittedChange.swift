import Foundation

/// A change a transaction committed, as those who follow commits are told of it
/// (``CommitObserver``).
struct CommittedChange {
    /// The database's change stamp before the transaction and its own; `nil` when the store did
    /// not say (a write that stamped nothing).
    let basis: SnapshotBasis?
    /// The habits it touched; `nil`: any of them (a setting, an import).
    let touched: Set<UUID>?
    /// What the use case read before it (its settings spare the observers reading them again);
    /// `nil` when it read nothing.
    let context: AppContext?
}
