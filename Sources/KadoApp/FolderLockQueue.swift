import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The threads of this process that want the publishers' lock of one folder, served first come,
/// first served: only the thread at the head of the queue asks the kernel for the `flock`, so the
/// lock is shared between processes by `flock` and within one by this queue.
///
/// Without it every waiting thread polled `flock` on its own descriptor, and whichever woke first
/// after a release took the lock: with eight web clients checking in at once a check-in could lose
/// that race many times in a row (a p99 of 0.8 s for changes of 8 ms each). In a queue a change
/// waits for the ones that asked before it, and no longer.
///
/// A folder's queue is found by the folder's device and inode, so that two paths to one folder
/// (relative and absolute, or through a link) share it.
final class FolderLockQueue: @unchecked Sendable {
    /// A folder, as the file system knows it.
    struct Folder: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The queue of `folder`, made the first time it is asked for and kept for the process's life
    /// (one per folder a snapshot was ever published in: a few).
    static func of(_ folder: Folder) -> FolderLockQueue {
        registry.withLock { queues in
            if let queue = queues[folder] { return queue }
            let queue = FolderLockQueue()
            queues[folder] = queue
            return queue
        }
    }

    /// The queue of the folder open at `descriptor`; `nil` when the folder cannot be told by
    /// device and inode (`fstat` failed).
    static func of(folderOpenAt descriptor: Int32) -> FolderLockQueue? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return of(Folder(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)))
    }

    private static let registry = Mutex<[Folder: FolderLockQueue]>([:])

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var held = false
    private var waiting: [UInt64] = []
    private var nextTicket: UInt64 = 0

    /// How many threads wait in the queue now: for tests.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// Takes this process's turn at the folder: at once when nobody holds it and nobody waits,
    /// else after every thread that asked before. `false` when `deadline` passed first, and then
    /// the thread is out of the queue and holds nothing.
    func enter(before deadline: ContinuousClock.Instant) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if !held && waiting.isEmpty {
            held = true
            return true
        }
        let ticket = nextTicket
        nextTicket &+= 1
        waiting.append(ticket)
        while held || waiting.first != ticket {
            let now = ContinuousClock.now
            let wakeUp = Date().addingTimeInterval(now.duration(to: deadline).timeInterval)
            guard now < deadline, condition.wait(until: wakeUp) else {
                // Timed out, perhaps just as the turn came: leave, and let the next one see it.
                if !held && waiting.first == ticket {
                    waiting.removeFirst()
                    held = true
                    return true
                }
                waiting.removeAll { $0 == ticket }
                condition.broadcast()
                return false
            }
        }
        waiting.removeFirst()
        held = true
        return true
    }

    /// Gives the turn to the thread that waited longest.
    func leave() {
        condition.lock()
        held = false
        condition.broadcast()
        condition.unlock()
    }
}
