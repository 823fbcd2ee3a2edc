/// Applying the operations a device queued while it could not reach the server, each exactly
/// once: its id is remembered with its answer in the transaction that applies it, and an id
/// sent again is answered from there, changing nothing.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct OperationUseCases: UseCaseScope {
    let work: UnitOfWork
}
