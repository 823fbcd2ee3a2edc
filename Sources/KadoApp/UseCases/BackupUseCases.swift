/// Exports, imports and restores of backups, and the automatic backups written beside them.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct BackupUseCases: UseCaseScope {
    let work: UnitOfWork
}
