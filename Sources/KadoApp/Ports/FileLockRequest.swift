/// Which lock to take, and how to ask for it (``FileLocking/lock(_:)``).
public struct FileLockRequest: Hashable, Sendable {
    /// What is locked.
    public enum Target: Hashable, Sendable {
        /// A lock file, made (owner-only) if missing.
        case file
        /// A folder that exists, opened for reading: nothing is made in it.
        case folder
    }

    /// How long to ask.
    public enum Mode: Hashable, Sendable {
        /// Again and again until the deadline, behind this process's other askers of the same
        /// file in their order of arrival; then ``FileLockFailure/timedOut``. A deadline already
        /// passed asks once.
        case waitUntil(ContinuousClock.Instant)
        /// Once, and on a conflict ``FileLockFailure/held(by:)`` with what the holder wrote into
        /// the file (see ``FileLockRequest/holderName``).
        case tryOnce
    }

    /// The path of the file or folder locked.
    public var path: String
    /// A lock file or a folder.
    public var target: Target
    /// How long to ask.
    public var mode: Mode
    /// Written into the lock file once held (`kado remind run, pid 4242`), emptied on release, so
    /// that another asker can say who holds it; `nil` writes nothing.
    public var holderName: String?
    /// Whether the holder removes the file before letting go, so that the file exists only while
    /// the lock is held; an asker whose file was removed meanwhile asks again on the new one.
    public var removesFileOnRelease: Bool

    /// A request for the lock of `path`.
    public init(
        path: String, target: Target = .file, mode: Mode, holderName: String? = nil, removesFileOnRelease: Bool = false
    ) {
        self.path = path
        self.target = target
        self.mode = mode
        self.holderName = holderName
        self.removesFileOnRelease = removesFileOnRelease
    }
}
