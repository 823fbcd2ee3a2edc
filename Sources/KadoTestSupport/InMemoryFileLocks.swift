import Foundation
import KadoApp
import Synchronization

/// File locks held in this process's memory (``FileLocking``), for tests where a real file is not
/// the point: what the application layer does with a lock held, refused or timed out, without
/// files or `flock(2)`. Two askers of one path conflict, as two processes' would; nothing is
/// written, and a lock file is never made or removed.
public final class InMemoryFileLocks: FileLocking, Sendable {
    private let held = Mutex<[String: String]>([:])

    /// No lock held.
    public init() {}

    /// The paths locked now, with the names their holders gave.
    public var holders: [String: String] { held.withLock { $0 } }

    /// Takes the path's lock if nobody holds it; else refuses at once, or waits until the
    /// deadline (see ``FileLocking/lock(_:)``).
    public func lock(_ request: FileLockRequest) throws(FileLockFailure) -> any HeldFileLock {
        while true {
            let taken = held.withLock { locks -> String? in
                if let holder = locks[request.path] { return holder }
                locks[request.path] = request.holderName ?? ""
                return nil
            }
            guard let holder = taken else { return Held(path: request.path, locks: self) }
            switch request.mode {
            case .tryOnce:
                throw .held(by: holder)
            case .waitUntil(let deadline):
                guard ContinuousClock.now < deadline else { throw .timedOut }
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
    }

    /// Who holds the path's lock in this process's memory.
    public func holder(of path: String) -> FileLockHolder {
        held.withLock { $0[path] }.map { .someone(name: $0) } ?? .nobody
    }

    fileprivate func release(_ path: String) {
        _ = held.withLock { $0.removeValue(forKey: path) }
    }

    /// One lock held, until released or gone.
    private final class Held: HeldFileLock, Sendable {
        let path: String
        let locks: InMemoryFileLocks
        let released = Mutex(false)

        init(path: String, locks: InMemoryFileLocks) {
            self.path = path
            self.locks = locks
        }

        deinit { release() }

        func release() {
            let first = released.withLock { was in
                defer { was = true }
                return !was
            }
            if first { locks.release(path) }
        }
    }
}
