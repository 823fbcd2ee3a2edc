/// Setting up sync with a folder or a WebDAV server, running it, and what it has reached.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct SyncUseCases: UseCaseScope {
    let work: UnitOfWork
}
