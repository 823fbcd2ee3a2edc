/// The upkeep after a change, once the publishers' lock is let go: the day's automatic backup if
/// it is due, and the snapshot a first change of the day left, in this process or (a one-shot
/// command) in a process of its own (``WidgetUseCases/upkeepAfterAnswer(settings:)``).
final class AfterAnswerUpkeep: CommitObserver {
    func settled(_ change: CommittedChange, by work: UnitOfWork) {
        work.widget.upkeepAfterAnswer(settings: change.context?.settings)
    }
}
