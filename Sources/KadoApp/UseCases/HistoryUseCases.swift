/// This device's undo journal: the last change it would undo, and undoing it.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct HistoryUseCases: UseCaseScope {
    let work: UnitOfWork
}
