/// A front end's own step after each commit (``Tracker/afterEachCommit(_:)``): run once the
/// change is committed and the snapshot's lock is let go, on the thread that made the change.
final class CommitAction: CommitObserver {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    func settled(_ change: CommittedChange, by work: UnitOfWork) {
        action()
    }
}
