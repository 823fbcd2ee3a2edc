/// The widget snapshot beside the database: publishing it after each change (through the
/// ``SnapshotPublication`` observer), bringing it up to date, and reading whether it is current.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct WidgetUseCases: UseCaseScope {
    let work: UnitOfWork
}
