/// The widget snapshot published after each commit, under the publishers' lock, by splicing the
/// touched habits' lines into the file the previous publish left; left for later inside
/// ``WidgetUseCases/publishingSnapshotAfterwards(_:meanwhile:)``, or to the upkeep process for the
/// first change of a new day (``WidgetUseCases/leavesSnapshotForUpkeep(in:)``).
final class SnapshotPublication: CommitObserver {
    func committed(_ change: CommittedChange, by work: UnitOfWork) {
        if work.pendingSnapshot != nil {
            work.pendingSnapshot?.add(
                touching: change.touched, after: change.basis, settings: change.context?.settings)
        } else if work.widget.leavesSnapshotForUpkeep(in: change.context) {
            work.snapshotLeftForUpkeep = true
        } else {
            // A snapshot not written does not undo the change: the next change or Today writes it
            // again.
            do {
                try work.widget.publishSnapshotHoldingLock(
                    touching: change.touched, after: change.basis, settings: change.context?.settings)
            } catch {
                work.logFailure("the widget snapshot was not written", error)
            }
        }
    }
}
