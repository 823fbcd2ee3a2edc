import Foundation
import KadoApp
import Synchronization

/// The threads that run the handler: each takes a whole request, calls the handler, and hands
/// back the response's bytes. No socket is ever touched here, so a slow page holds one thread,
/// never the event loop nor a lock over any connection.
final class HandlerPool: Sendable {
    /// A request to answer, from connection `connection`.
    struct Job: Sendable {
        let connection: Int
        let request: HTTPRequest
        let keepAlive: Bool
    }

    /// An answer, for the event loop to write.
    struct Done: Sendable {
        let connection: Int
        let bytes: [UInt8]
        /// A body sent from a file after `bytes` (the head).
        var file: ResponseFile? = nil
        let close: Bool
    }

    private struct State {
        var jobs: [Job] = []
        var next = 0
        var isStopped = false
    }

    private let state = Mutex(State())
    private let waiting = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private let count: Int

    /// Starts `count` threads calling `handler`, each answer given to `deliver`, dated by `now`.
    init(
        count: Int, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse, now: @escaping @Sendable () -> Date,
        deliver: @escaping @Sendable (Done) -> Void
    ) {
        self.count = max(1, count)
        for index in 0..<self.count {
            let thread = Thread { [self] in
                while let job = self.take() {
                    let response = handler(job.request)
                    let bytes = ResponseBytes.of(
                        response, close: !job.keepAlive, isHead: job.request.method == "HEAD", date: now())
                    let file = job.request.method == "HEAD" ? nil : response.file
                    deliver(Done(connection: job.connection, bytes: bytes, file: file, close: !job.keepAlive))
                }
                self.ended.signal()
            }
            thread.name = "kado-http-handler-\(index)"
            // As much stack as a default POSIX thread: pages are rendered here.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Queues `job` for the next free thread.
    func submit(_ job: Job) {
        let accepted = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.jobs.append(job)
            return true
        }
        if accepted { waiting.signal() }
    }

    /// Lets every thread end once the jobs already taken are answered, and waits for them; jobs
    /// not yet taken are dropped (their connections are closed).
    func stop() {
        state.withLock {
            $0.isStopped = true
            $0.jobs = []
        }
        for _ in 0..<count { waiting.signal() }
        for _ in 0..<count { ended.wait() }
    }

    private func take() -> Job? {
        while true {
            waiting.wait()
            let job = state.withLock { state -> Job?? in
                if state.isStopped { return .some(nil) }
                guard state.next < state.jobs.count else { return nil }
                let job = state.jobs[state.next]
                state.next += 1
                if state.next > 256, state.next * 2 > state.jobs.count {
                    state.jobs.removeFirst(state.next)
                    state.next = 0
                }
                return .some(job)
            }
            if let job { return job }
        }
    }
}
