import KadoApp

/// ``FileLocking`` by `flock(2)` (``FileLock``).
public struct FlockFileLocks: FileLocking {
    /// The system's file locks.
    public init() {}

    /// Takes the lock with `flock(2)` (see ``FileLocking/lock(_:)``).
    public func lock(_ request: FileLockRequest) throws(FileLockFailure) -> any HeldFileLock {
        try FileLock.take(request)
    }

    /// Tries a shared lock and lets it go at once (see ``FileLocking/holder(of:)``).
    public func holder(of path: String) -> FileLockHolder {
        FileLock.holder(of: path)
    }
}
