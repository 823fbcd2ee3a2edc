import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small closed-loop HTTP/1.1 load generator over POSIX sockets: `connections` keep-alive
/// connections, each on its own thread, each sending the same request (`GET path`, or a `POST`
/// with a body and its own header fields) as soon as the previous answer has been read whole,
/// until a deadline, a total number of requests or a stop signal. Every answer is checked:
/// status 200, a `Content-Length` body read to its last byte, the connection kept open, and the
/// body equal to the expected one. Each request's latency is the time from its first byte sent to
/// its last byte received.
///
/// Closed-loop means the offered load adapts to the server: with one connection the figure is
/// the server's latency, with more it is its throughput under queueing.
struct LoadGenerator {
    /// Where to send the requests.
    let port: Int
    /// The request target (`/`, `/overview`).
    let path: String
    /// Extra header fields (`Cookie`, `Origin`, `Authorization`, `Content-Type`), sent after
    /// `Host` on every request.
    let headers: [(name: String, value: String)]
    /// What every answer must be.
    let expectation: Expectation
    /// The request method.
    var method = "GET"
    /// The request body, sent with its `Content-Length` (none when empty and the method is `GET`).
    var body: [UInt8] = []

    /// What an answer must be to count as a success.
    struct Expectation: Sendable {
        /// The body, byte for byte; `nil` to accept any body of the declared length.
        let body: [UInt8]?
        /// The statuses accepted (200 alone by default; a form's POST answers 303).
        var statuses: ClosedRange<Int> = 200...200
    }

    /// Ends a run early, from another thread: requests already sent are still read whole.
    final class StopSignal: Sendable {
        private let stopped = Atomic<Bool>(false)

        init() {}

        /// Asks every connection to send no further request.
        func stop() { stopped.store(true, ordering: .releasing) }

        var isStopped: Bool { stopped.load(ordering: .acquiring) }
    }

    /// How long to load the server.
    struct Plan: Sendable {
        /// Concurrent connections.
        let connections: Int
        /// Stop issuing requests after this long.
        let duration: Duration
        /// Stop issuing requests after this many in all (whichever comes first).
        let maxRequests: Int
        /// Stop issuing requests once this is stopped (`nil`: only the two bounds above).
        var stop: StopSignal? = nil
    }

    /// The figures of one run.
    struct Result: Sendable {
        let connections: Int
        /// Requests answered correctly.
        let requests: Int
        /// Requests answered correctly, by status.
        let statuses: [Int: Int]
        /// From the start barrier to the last connection's last answer.
        let elapsed: Duration
        /// Every correct request's latency in nanoseconds, sorted.
        let latencies: [Double]
        /// When the workers were released: what ``timeline`` counts from.
        let origin: ContinuousClock.Instant
        /// Every correct request's start (nanoseconds after ``origin``) and latency, in no order.
        let timeline: [(start: Double, latency: Double)]
        /// Bytes received (headers and bodies).
        let bytesReceived: Int
        /// What went wrong (empty when every answer was right); at most a few, with a count.
        let problems: [String]
        /// Failed requests.
        let failures: Int

        /// Correct requests per second.
        var requestsPerSecond: Double { Double(requests) / max(1e-9, elapsed.nanoseconds / 1e9) }

        /// The latency at quantile `q` (0…1), nearest rank, in nanoseconds (0 without samples).
        func percentile(_ q: Double) -> Double {
            guard !latencies.isEmpty else { return 0 }
            let rank = Int((q * Double(latencies.count)).rounded(.up))
            return latencies[min(latencies.count - 1, max(0, rank - 1))]
        }

        /// The mean latency in nanoseconds.
        var mean: Double { latencies.isEmpty ? 0 : latencies.reduce(0, +) / Double(latencies.count) }

        /// The longest latency in nanoseconds.
        var longest: Double { latencies.last ?? 0 }
    }

    /// Runs `plan` against the server and returns what was measured.
    /// - Throws: ``BenchmarkError`` when a connection cannot be opened at all.
    func run(_ plan: Plan) throws(BenchmarkError) -> Result {
        let request = Array(requestText.utf8) + body
        var workers: [Worker] = []
        for _ in 0..<plan.connections {
            let connection = try Connection(port: port)
            workers.append(Worker(connection: connection, request: request, expectation: expectation, port: port))
        }
        let shared = SharedState(maxRequests: plan.maxRequests, stop: plan.stop)
        let finished = DispatchSemaphore(value: 0)
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        for worker in workers {
            let thread = Thread {
                ready.signal()
                go.wait()
                worker.loop(shared: shared)
                finished.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        for _ in workers { ready.wait() }
        let clock = ContinuousClock()
        let start = clock.now
        shared.deadline = start + plan.duration
        shared.origin = start
        for _ in workers { go.signal() }
        for _ in workers { finished.wait() }
        let elapsed = clock.now - start
        var latencies: [Double] = []
        var timeline: [(start: Double, latency: Double)] = []
        var problems: [String] = []
        var failures = 0
        var bytes = 0
        var statuses: [Int: Int] = [:]
        for worker in workers {
            latencies += worker.latencies
            timeline += zip(worker.starts, worker.latencies).map { ($0, $1) }
            statuses.merge(worker.statuses, uniquingKeysWith: +)
            failures += worker.failures
            bytes += worker.bytesReceived
            for problem in worker.problems where problems.count < 3 && !problems.contains(problem) {
                problems.append(problem)
            }
            worker.connection.close()
        }
        if failures > 0 { problems.insert("\(failures) failed request(s) on \(path)", at: 0) }
        return Result(
            connections: plan.connections, requests: latencies.count, statuses: statuses, elapsed: elapsed,
            latencies: latencies.sorted(), origin: start, timeline: timeline,
            bytesReceived: bytes, problems: problems, failures: failures)
    }

    /// One answer read whole: what ``exchange(method:path:port:headers:body:timeout:)`` returns.
    struct Exchange: Sendable {
        let status: Int
        let body: [UInt8]
        /// From the request's first byte sent to the answer's last byte read.
        let elapsed: Duration
    }

    /// Sends one request on a connection of its own (closed afterwards) and reads its answer
    /// whole: for a request too large or too slow to repeat in a loop, such as an upload.
    /// - Throws: ``BenchmarkError`` when the connection fails or the answer is malformed.
    static func exchange(
        method: String, path: String, port: Int, headers: [(name: String, value: String)], body: [UInt8],
        timeout seconds: Int
    ) throws(BenchmarkError) -> Exchange {
        let generator = LoadGenerator(
            port: port, path: path, headers: headers + [("Connection", "close")], expectation: .init(body: nil),
            method: method, body: body)
        let connection = try Connection(port: port, timeoutSeconds: seconds)
        defer { connection.close() }
        let clock = ContinuousClock()
        let start = clock.now
        let answer = try connection.exchange(Array(generator.requestText.utf8) + body)
        return Exchange(status: answer.status, body: connection.body(), elapsed: clock.now - start)
    }

    /// The head of the request every connection sends, again and again (its body follows).
    private var requestText: String {
        var text =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUser-Agent: KadoBenchmarks\r\n"
            + "Accept: text/html\r\nAccept-Language: en\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        if !body.isEmpty || method != "GET" { text += "Content-Length: \(body.count)\r\n" }
        return text + "\r\n"
    }
}

/// What the workers share: when to stop, and how many requests were issued.
private final class SharedState: @unchecked Sendable {
    /// Written once before the workers are released (the semaphore orders it), then only read.
    var deadline = ContinuousClock.now
    /// When the workers are released; written and read as `deadline` is.
    var origin = ContinuousClock.now
    let maxRequests: Int
    let stop: LoadGenerator.StopSignal?
    let issued = Atomic<Int>(0)

    init(maxRequests: Int, stop: LoadGenerator.StopSignal?) {
        self.maxRequests = maxRequests
        self.stop = stop
    }

    /// Whether another request may be sent now.
    func mayIssue(clock: ContinuousClock) -> Bool {
        guard clock.now < deadline, stop?.isStopped != true else { return false }
        return issued.add(1, ordering: .relaxed).newValue <= maxRequests
    }
}

/// One connection's loop, on its own thread. Its results are read only after it has signalled
/// that it finished.
private final class Worker: @unchecked Sendable {
    var connection: Connection
    let request: [UInt8]
    let expectation: LoadGenerator.Expectation
    let port: Int
    var latencies: [Double] = []
    /// Each correct request's start, nanoseconds after the run's origin, in step with `latencies`.
    var starts: [Double] = []
    var statuses: [Int: Int] = [:]
    var problems: [String] = []
    var failures = 0
    var bytesReceived = 0

    init(connection: Connection, request: [UInt8], expectation: LoadGenerator.Expectation, port: Int) {
        self.connection = connection
        self.request = request
        self.expectation = expectation
        self.port = port
        latencies.reserveCapacity(1 << 16)
    }

    func loop(shared: SharedState) {
        let clock = ContinuousClock()
        while shared.mayIssue(clock: clock) {
            let start = clock.now
            do {
                let answer = try connection.exchange(request)
                let elapsed = clock.now - start
                bytesReceived += answer.bytes
                if let problem = check(answer) {
                    failures += 1
                    if problems.count < 3 { problems.append(problem) }
                } else {
                    latencies.append(elapsed.nanoseconds)
                    starts.append((start - shared.origin).nanoseconds)
                    statuses[answer.status, default: 0] += 1
                }
                if answer.closes { try reconnect() }
            } catch {
                failures += 1
                if problems.count < 3 { problems.append("\(error)") }
                // A broken connection is replaced; one that cannot be replaced ends this worker.
                do { try reconnect() } catch { return }
            }
        }
    }

    private func check(_ answer: Connection.Answer) -> String? {
        if !expectation.statuses.contains(answer.status) { return "status \(answer.status)" }
        if answer.closes { return "the server closed a keep-alive connection" }
        if let body = expectation.body, !answer.bodyEquals(body) {
            return "a body of \(answer.bodyCount) bytes differs from the expected \(body.count) bytes"
        }
        return nil
    }

    private func reconnect() throws(BenchmarkError) {
        connection.close()
        connection = try Connection(port: port)
    }
}

/// A blocking TCP connection to 127.0.0.1 that sends a request and reads one HTTP/1.1 answer.
private final class Connection {
    private var descriptor: Int32
    /// Bytes read and not yet consumed, in `buffer[0..<filled]`.
    private var buffer: [UInt8]
    private var filled = 0
    /// Where the last answer's body is in `buffer`.
    private var bodyRange: Range<Int> = 0..<0

    /// One answer, valid until the next exchange.
    struct Answer {
        let status: Int
        let bytes: Int
        let bodyCount: Int
        /// Whether the server said it closes the connection.
        let closes: Bool
        fileprivate let connection: Connection

        /// Whether the body is `expected`, byte for byte.
        func bodyEquals(_ expected: [UInt8]) -> Bool {
            connection.bodyEquals(expected)
        }
    }

    init(port: Int, timeoutSeconds: Int = 120) throws(BenchmarkError) {
        buffer = [UInt8](repeating: 0, count: 1 << 16)
        descriptor = openSocket()
        guard descriptor >= 0 else { throw BenchmarkError("socket(): \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        // Requests are small and latency is what is measured: no Nagle delay.
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        // A server that stops answering must not hang the benchmark.
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            closeSocket(descriptor)
            throw BenchmarkError("connect to 127.0.0.1:\(port): \(reason)")
        }
    }

    deinit { close() }

    func close() {
        if descriptor >= 0 { closeSocket(descriptor) }
        descriptor = -1
    }

    /// Sends `request` and reads the whole answer.
    func exchange(_ request: [UInt8]) throws(BenchmarkError) -> Answer {
        try sendAll(request)
        // Pipelining is not used, so nothing should be left over; drop it if there is.
        filled = 0
        var headerEnd: Int?
        while headerEnd == nil {
            try receive()
            headerEnd = findHeaderEnd()
            if headerEnd == nil && filled > 64 * 1024 { throw BenchmarkError("a header of more than 64 KiB") }
        }
        guard let headerEnd else { throw BenchmarkError("no header") }
        // The head is read as bytes, a line at a time: splitting it as a String on "\r\n" (one
        // grapheme) was the clients' largest cost, CPU they take from the server they measure on
        // the same two cores.
        let lines = Self.lines(of: buffer[0..<headerEnd])
        let statusLine = lines.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let statusParts = statusLine.split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw BenchmarkError("a malformed status line: \(statusLine)")
        }
        var length: Int?
        var closes = statusParts[0] == "HTTP/1.0"
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" || name == "connection" || name == "transfer-encoding" else { continue }
            let value = String(decoding: line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }, as: UTF8.self)
            switch name {
            case "content-length": length = Int(value)
            case "connection": closes = value.lowercased() == "close"
            default: throw BenchmarkError("an answer in \(value) transfer encoding")
            }
        }
        guard let length else { throw BenchmarkError("an answer without Content-Length (status \(status))") }
        let bodyStart = headerEnd + 4
        let total = bodyStart + length
        if buffer.count < total { buffer.append(contentsOf: [UInt8](repeating: 0, count: total - buffer.count)) }
        while filled < total { try receive() }
        bodyRange = bodyStart..<total
        return Answer(status: status, bytes: total, bodyCount: length, closes: closes, connection: self)
    }

    /// The lines of a response's head (without their CR LF).
    private static func lines(of head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == 13, index + 1 < head.endIndex, head[index + 1] == 10 {
                lines.append(head[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(head[start..<head.endIndex])
        return lines
    }

    /// The last answer's body.
    func body() -> [UInt8] {
        Array(buffer[bodyRange])
    }

    fileprivate func bodyEquals(_ expected: [UInt8]) -> Bool {
        guard expected.count == bodyRange.count else { return false }
        return buffer.withUnsafeBytes { bytes in
            expected.withUnsafeBytes { wanted in
                guard let base = bytes.baseAddress, let other = wanted.baseAddress else { return expected.isEmpty }
                return memcmp(base + bodyRange.lowerBound, other, expected.count) == 0
            }
        }
    }

    private func sendAll(_ bytes: [UInt8]) throws(BenchmarkError) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + sent }, bytes.count - sent, noSignal)
            }
            guard result > 0 else {
                throw BenchmarkError("send: \(result == 0 ? "nothing sent" : String(cString: strerror(errno)))")
            }
            sent += result
        }
    }

    /// Reads what is available into the buffer, growing it when full.
    private func receive() throws(BenchmarkError) {
        if filled == buffer.count { buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count)) }
        let count = buffer.withUnsafeMutableBytes { raw in
            recv(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled, 0)
        }
        if count == 0 { throw BenchmarkError("the server closed the connection mid-answer") }
        if count < 0 { throw BenchmarkError("recv: \(String(cString: strerror(errno)))") }
        filled += count
    }

    /// The offset of the blank line that ends the header (`\r\n\r\n`), if it has arrived.
    private func findHeaderEnd() -> Int? {
        guard filled >= 4 else { return nil }
        for index in 0...(filled - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}

// Free functions, so that the connection's own `close()` does not hide the system calls.

private func openSocket() -> Int32 {
    #if canImport(Glibc)
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        socket(AF_INET, SOCK_STREAM, 0)
    #endif
}

private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `send` flags: a peer that went away is an error to report, not a SIGPIPE that kills the run.
#if os(Linux)
    private let noSignal = Int32(MSG_NOSIGNAL)
#else
    private let noSignal: Int32 = 0
#endif
