/// The web app's shared summaries of Today, told of each change a tracker that shares them
/// commits, so that the next Today computes again only the habits it touched.
extension TodaySummaryCache: CommitObserver {
    func committed(_ change: CommittedChange, by work: UnitOfWork) {
        guard let basis = change.basis else { return }
        noteChange(from: basis.previous, to: basis.stamp, touching: change.touched)
    }
}
