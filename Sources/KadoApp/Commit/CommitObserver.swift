/// What follows a commit — the widget snapshot's publish, the automatic backup and the upkeep a
/// command leaves to a process of its own, the web app's shared summaries of Today and its nudge
/// of the background sync (``Tracker/afterEachCommit(_:)``) — registered
/// with a tracker when it is put together (``UnitOfWork/observeCommits(_:)``), instead of written
/// as steps into ``UnitOfWork/write(in:journaling:_:)``. A change that changed nothing tells no one.
///
/// A failure of an observer never undoes the change: it is logged (``UnitOfWork/logFailure(_:_:)``),
/// and the next change or view catches up.
protocol CommitObserver: AnyObject {
    /// Right after the commit, still under the publishers' lock on the snapshot's folder, in the
    /// order the changes were committed: quick work that must see changes in order (a publish
    /// that splices the file the previous one left).
    func committed(_ change: CommittedChange, by work: UnitOfWork)

    /// Once the lock is let go: slow work that must hold up no other writer (a backup).
    func settled(_ change: CommittedChange, by work: UnitOfWork)
}

extension CommitObserver {
    func committed(_ change: CommittedChange, by work: UnitOfWork) {}
    func settled(_ change: CommittedChange, by work: UnitOfWork) {}
}
