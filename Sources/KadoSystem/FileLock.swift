import Foundation
import KadoApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock (`flock(2)`) on a file or a folder, the one kind of lock Kadō takes
/// (``FileLocking``). A `flock` belongs to an open file description: the system lets go of it
/// when the holder ends however it ends, and two descriptors of one process conflict like two
/// processes, so this process's askers of one file queue first (``LockQueue``).
final class FileLock: HeldFileLock, @unchecked Sendable {
    private let descriptor: Int32
    private let path: String
    private let request: FileLockRequest
    /// The turn this holder took in this process's queue of the file, given back on release.
    private let queue: LockQueue?
    /// Whether ``release()`` ran: guarded, since a holder may be released from another thread
    /// than the one that took it (the reminder service's).
    private let released = Mutex(false)

    private init(descriptor: Int32, request: FileLockRequest, queue: LockQueue?) {
        self.descriptor = descriptor
        self.path = request.path
        self.request = request
        self.queue = queue
    }

    deinit {
        release()
    }

    func release() {
        guard takeRelease() else { return }
        if request.holderName != nil { _ = ftruncate(descriptor, 0) }
        if request.removesFileOnRelease { unlink(path) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        queue?.leave()
    }

    /// Marks the lock released: `true` the first time, when there is something to let go.
    private func takeRelease() -> Bool {
        released.withLock { was in
            defer { was = true }
            return !was
        }
    }

    /// Takes the lock `request` asks for (see ``FileLocking/lock(_:)``).
    static func take(_ request: FileLockRequest) throws(FileLockFailure) -> FileLock {
        while true {
            let descriptor =
                request.target == .folder
                ? open(request.path, O_RDONLY | O_CLOEXEC) : open(request.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw unavailable(request.path, errno) }
            let lock: FileLock
            do {
                lock = try take(request, on: descriptor)
            } catch {
                close(descriptor)
                throw error
            }
            // A holder that removes its file on release may have removed it between our open and
            // our lock: the lock we got is then on a file nobody else can open. Ask again.
            if request.removesFileOnRelease, !isStillNamed(request.path, descriptor) {
                lock.releaseWithoutRemoving()
                continue
            }
            if let name = request.holderName {
                let bytes = Array(name.utf8)
                _ = ftruncate(descriptor, 0)
                _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            }
            return lock
        }
    }

    /// Locks `descriptor` as `request` asks, queueing behind this process's other askers first.
    private static func take(_ request: FileLockRequest, on descriptor: Int32) throws(FileLockFailure) -> FileLock {
        switch request.mode {
        case .tryOnce:
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EWOULDBLOCK { throw .held(by: holderName(in: descriptor) ?? "") }
                throw unavailable(request.path, code)
            }
            return FileLock(descriptor: descriptor, request: request, queue: nil)
        case .waitUntil(let deadline):
            let queue = LockQueue.of(fileOpenAt: descriptor)
            guard queue?.enter(before: deadline) ?? true else { throw .timedOut }
            // Short pauses at first, for the common case of a holder of a few milliseconds, then a
            // little longer, so that a minute's wait wakes no more than a few thousand times.
            var pause = 0.005
            while true {
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                    return FileLock(descriptor: descriptor, request: request, queue: queue)
                }
                let code = errno
                if code == EINTR { continue }
                guard code == EWOULDBLOCK else {
                    queue?.leave()
                    throw unavailable(request.path, code)
                }
                let now = ContinuousClock.now
                guard now < deadline else {
                    queue?.leave()
                    throw .timedOut
                }
                Thread.sleep(forTimeInterval: min(pause, now.duration(to: deadline).seconds))
                pause = min(pause * 1.5, 0.02)
            }
        }
    }

    /// Lets go without removing the file, which is no longer the one at the path.
    private func releaseWithoutRemoving() {
        guard takeRelease() else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        queue?.leave()
    }

    /// Who holds the lock of `path` (see ``FileLocking/holder(of:)``): a shared lock tried, and
    /// let go at once, says whether another holds the exclusive one.
    static func holder(of path: String) -> FileLockHolder {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .nobody : .unknown(path: path, reason: SystemError.reason(code))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK { return .someone(name: holderName(in: descriptor) ?? "") }
            return .unknown(path: path, reason: SystemError.reason(code))
        }
        flock(descriptor, LOCK_UN)
        return .nobody
    }

    /// What the holder wrote into the file open as `descriptor`, trimmed; `nil` when nothing.
    private static func holderName(in descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Whether the file open as `descriptor` is still the one at `path`.
    private static func isStillNamed(_ path: String, _ descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    private static func unavailable(_ path: String, _ code: Int32) -> FileLockFailure {
        .unavailable(path: path, code: code, reason: SystemError.reason(code))
    }
}
