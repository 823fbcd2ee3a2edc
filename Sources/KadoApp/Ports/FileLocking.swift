/// The port of advisory file locks (`flock(2)` in KadoSystem): one kind of lock, held by an open
/// file, released by the system when its holder ends however it ends (`kill -9` included), asked
/// for in one of two ways (``FileLockRequest/Mode``). The locks Kadō takes with it:
///
/// | lock | file | mode |
/// | --- | --- | --- |
/// | one sync at a time | `NAME.sync-lock` beside the database | wait up to the store's patience |
/// | one automatic backup at a time | `.kado-auto[-TAG].lock` in the backups folder, removed on release | wait, or try once |
/// | one reminder scheduler | `NAME.reminder-lock` beside the database, naming its holder | try once |
/// | publishers of the widget snapshot | the snapshot's folder itself | wait up to the store's patience |
/// | one rebuild of missing score checkpoints | `NAME.rebuild-lock` beside the database, removed on release | try once |
///
/// The order they are taken in is in docs/architecture.md.
public protocol FileLocking: Sendable {
    /// Takes the lock `request` asks for.
    /// - Throws: ``FileLockFailure/timedOut`` or ``FileLockFailure/held(by:)`` when another holder
    ///   kept it, ``FileLockFailure/unavailable(path:code:reason:)`` when the file cannot be
    ///   opened or the file system cannot lock it.
    func lock(_ request: FileLockRequest) throws(FileLockFailure) -> any HeldFileLock

    /// Who holds the lock of the file at `path`, without taking it and without writing anything.
    func holder(of path: String) -> FileLockHolder
}
