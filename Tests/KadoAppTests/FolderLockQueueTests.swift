import Foundation
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoApp
@testable import KadoSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The threads of one process that want the publishers' lock take it in the order they asked:
/// a change waits for the ones before it and no longer, and one whose patience ends leaves the
/// queue without holding up those behind it.
@Suite("The publishers' lock, first come first served within a process")
struct FolderLockQueueTests {
    let folder: TemporaryFolder
    var snapshot: String { folder.path("kado.widget.json") }

    init() throws { folder = try TemporaryFolder(prefix: "kado-lock-queue") }

    /// This process's queue for the folder at `path`.
    func queue(of path: String) throws -> LockQueue {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        return try #require(LockQueue.of(fileOpenAt: descriptor))
    }

    /// The snapshot folder's queue, once another thread holds the lock until the semaphore
    /// returned is signalled.
    func heldByAnotherThread() throws -> (queue: LockQueue, release: DispatchSemaphore) {
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let path = snapshot
        Thread.detachNewThread {
            try? SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks) { () throws(AppError) in
                holding.signal()
                release.wait()
            }
        }
        try #require(holding.wait(timeout: .now() + 10) == .success, "the holder never took the lock")
        return (try queue(of: folder.url.path), release)
    }

    /// The threads that held the lock, in the order they did, and those that gave up.
    final class Outcome: Sendable {
        let finished = DispatchGroup()
        private let held = Mutex<[Int]>([])
        private let refused = Mutex<[Int]>([])

        var order: [Int] { held.withLock { $0 } }
        var busy: [Int] { refused.withLock { $0 } }

        func ran(_ index: Int) { held.withLock { $0.append(index) } }
        func gaveUp(_ index: Int) { refused.withLock { $0.append(index) } }
        func waited() -> Bool { finished.wait(timeout: .now() + 30) == .success }
    }

    /// Starts a thread asking for the lock with `patience`, which says in `outcome` whether it
    /// held it or gave up.
    func asker(_ index: Int, patience: Duration, _ outcome: Outcome) {
        let path = snapshot
        outcome.finished.enter()
        Thread.detachNewThread {
            defer { outcome.finished.leave() }
            do {
                try SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks, patience: patience) {
                    () throws(AppError) in
                    outcome.ran(index)
                }
            } catch {
                outcome.gaveUp(index)
            }
        }
    }

    @Test("Six threads that ask one after another while the lock is held take it in that order")
    func firstComeFirstServed() throws {
        let (queue, release) = try heldByAnotherThread()
        let outcome = Outcome()
        for index in 0..<6 {
            asker(index, patience: .seconds(30), outcome)
            #expect(eventually { queue.waitingCount == index + 1 }, "thread \(index) never queued")
        }
        release.signal()
        #expect(outcome.waited())
        #expect(outcome.order == Array(0..<6))
        #expect(outcome.busy.isEmpty)
        #expect(queue.waitingCount == 0)
    }

    @Test("A thread whose patience ends is refused as busy and leaves the queue; those behind it keep their turn")
    func patienceEndsInTheQueue() throws {
        let (queue, release) = try heldByAnotherThread()
        let outcome = Outcome()
        asker(0, patience: .seconds(30), outcome)
        #expect(eventually { queue.waitingCount == 1 })
        asker(1, patience: .milliseconds(100), outcome)
        #expect(eventually { queue.waitingCount == 2 })
        asker(2, patience: .seconds(30), outcome)
        #expect(eventually { queue.waitingCount == 3 })
        #expect(eventually { outcome.busy == [1] })
        #expect(queue.waitingCount == 2)
        release.signal()
        #expect(outcome.waited())
        #expect(outcome.order == [0, 2])
        #expect(queue.waitingCount == 0)
    }

    @Test("With nobody holding the lock, the only thread in the queue that timed out is not left behind")
    func timeoutOfTheFirst() throws {
        let (queue, release) = try heldByAnotherThread()
        let outcome = Outcome()
        asker(0, patience: .milliseconds(50), outcome)
        #expect(outcome.waited())
        #expect(outcome.busy == [0])
        release.signal()
        // The lock is free again at once for a newcomer.
        let ran = try SnapshotFile.withLock(beside: snapshot, locks: SystemPorts.testing.locks, patience: .seconds(30))
        { () throws(AppError) in true }
        #expect(ran)
        #expect(queue.waitingCount == 0)
    }

    @Test("Two spellings of one folder share its queue; another folder has its own")
    func oneQueuePerFolder() throws {
        let other = try TemporaryFolder(prefix: "kado-lock-queue-other")
        #expect(try queue(of: folder.url.path) === queue(of: folder.url.path + "/."))
        #expect(try queue(of: folder.url.path) !== queue(of: other.url.path))
    }
}
