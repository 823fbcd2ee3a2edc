import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's askers of one lock file, served first come, first served: only the thread at
/// the head of the queue asks the kernel for the `flock`, so that the lock is shared between
/// processes by `flock` and within one by this queue.
///
/// Without it every waiting thread polled `flock` on its own descriptor, and whichever woke first
/// after a release took the lock: under load a thread could wait out its whole patience while
/// later ones went ahead. A file is told by its device and inode, so that two paths to it (a
/// symbolic link, `.` and the full path) are one queue.
final class LockQueue: @unchecked Sendable {
    /// A file, told apart by device and inode.
    struct FileKey: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The queue of the file open as `descriptor`, made at its first use; `nil` when the file
    /// cannot be told by device and inode (then the askers poll `flock` each on their own).
    static func of(fileOpenAt descriptor: Int32) -> LockQueue? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let key = FileKey(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return registry.withLock { queues in
            if let queue = queues[key] { return queue }
            let queue = LockQueue()
            queues[key] = queue
            return queue
        }
    }

    /// Every file's queue this process has used: a few (the snapshot's folder, the sync and
    /// backup lock files), kept for the process's life.
    private static let registry = Mutex<[FileKey: LockQueue]>([:])

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var held = false
    private var waiting: [UInt64] = []
    private var nextTicket: UInt64 = 0

    /// How many threads wait for their turn now: for tests.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// Waits for this thread's turn, until `deadline` at most: `true` at the head of the queue
    /// (call ``leave()`` after), `false` when the deadline passed first (it left the queue).
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
            let wakeUp = Date().addingTimeInterval(now.duration(to: deadline).seconds)
            guard now < deadline, condition.wait(until: wakeUp) else {
                // Timed out, perhaps just as the turn came: take it then, else leave, and let
                // the next one see it.
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

    /// Gives the turn to the next thread in the queue.
    func leave() {
        condition.lock()
        held = false
        condition.broadcast()
        condition.unlock()
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's waits take it.
    var seconds: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
