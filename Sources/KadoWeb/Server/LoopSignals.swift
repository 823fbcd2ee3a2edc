import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What the event loop shares with other threads: the answers handler threads hand back, the
/// pipe that wakes the loop for them, the request to stop, and the count of open connections.
final class LoopSignals: Sendable {
    private let done = Mutex<[HandlerPool.Done]>([])
    private let stopping = Atomic<Bool>(false)
    private let open = Atomic<Int>(0)
    private let reserved = Atomic<Int>(0)
    /// The pipe's ends: the loop polls `wakeRead`; a byte written to `wakeWrite` wakes it.
    let wakeRead: Int32
    let wakeWrite: Int32

    /// Signals over a new non-blocking pipe.
    init() throws(HTTPServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw .cannotListen(address: "", port: 0, reason: String(cString: strerror(errno)))
        }
        for end in ends {
            _ = ServerSocket.setNonBlocking(end)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    /// Hands an answer to the loop and wakes it.
    func deliver(_ answer: HandlerPool.Done) {
        done.withLock { $0.append(answer) }
        wake()
    }

    /// The answers handed back since last asked.
    func takeDone() -> [HandlerPool.Done] {
        done.withLock { answers in
            defer { answers = [] }
            return answers
        }
    }

    /// Wakes the loop (a full pipe already will).
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Empties the pipe after waking.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
    }

    /// Asks the loop to stop.
    func requestStop() {
        stopping.store(true, ordering: .releasing)
        wake()
    }

    /// Whether the loop was asked to stop.
    var isStopping: Bool { stopping.load(ordering: .acquiring) }

    /// Connections open now, as the loop last counted them.
    var openConnections: Int {
        get { open.load(ordering: .relaxed) }
        set { open.store(newValue, ordering: .relaxed) }
    }

    /// The bytes the bodies being received or answered reserve, as the loop last counted them.
    var bodyBytesInFlight: Int {
        get { reserved.load(ordering: .relaxed) }
        set { reserved.store(newValue, ordering: .relaxed) }
    }

    /// Closes the pipe, once nothing writes to it any more.
    func closePipe() {
        close(wakeRead)
        close(wakeWrite)
    }
}
