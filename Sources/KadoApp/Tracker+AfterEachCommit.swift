extension Tracker {
    /// Runs `action` after each change this tracker commits, once the change is committed and the
    /// widget snapshot's lock is let go, on the thread that made it — after the tracker's own
    /// observers (the snapshot's publish, the day's backup). A change that changed nothing runs
    /// nothing. What a composition adds to every change: the web app nudges its background sync
    /// this way, so only a change that was committed makes a sync follow.
    public func afterEachCommit(_ action: @escaping @Sendable () -> Void) {
        work.observeCommits(CommitAction(action))
    }
}
