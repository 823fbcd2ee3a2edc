import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoWeb

/// The server under attack, over real sockets: half-sent requests, a body one byte a second, idle
/// kept-alive connections, floods from one address, a full server. During each, a real request
/// from another address is answered while the attack still holds its connections (before the
/// deadline that cuts it); afterwards the server's connection count returns to what it was, and
/// nothing was half written. Other devices are other addresses of 127.0.0.0/8.
@Suite("Availability under misbehaving clients")
struct AvailabilityTests {
    /// Short deadlines, so that the attacks end within seconds.
    private static func limits(
        connections: Int = 512, perAddress: Int = 32, idle: Int = 2, header: Int = 2, body: Int = 2
    ) -> HTTPLimits {
        var limits = HTTPLimits()
        limits.connections = connections
        limits.connectionsPerAddress = perAddress
        limits.idleSeconds = idle
        limits.busyIdleSeconds = idle
        limits.headerSeconds = header
        limits.bodySeconds = body
        return limits
    }

    /// A GET of Today from `source` on a new connection.
    private static func today(_ server: LiveServer, from source: String) throws -> RawResponse {
        let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: source)
        defer { connection.close() }
        return try connection.request("GET", "/", headers: [("Host", server.host), ("Connection", "close")])
    }

    @Test("Three hundred half-sent requests keep nobody out and are cut at the header deadline")
    func halfSentRequests() throws {
        let server = try LiveServer(limits: Self.limits())
        let habit = try server.web.habit("Meditate")
        let token = try server.csrfToken()
        #expect(eventually(within: 5) { server.server.openConnections == 0 })
        var attackers: [RawHTTPConnection] = []
        for index in 0..<300 {
            // Ten devices of thirty connections each: within the per-address cap.
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.\(2 + index % 10)")
            try connection.send(
                "POST /habits/\(habit.id.uuidString)/checkin HTTP/1.1\r\nHost: \(server.host)\r\n"
                    + "Cookie: kado_csrf=\(token)\r\nOrigin: \(server.origin)\r\nContent-Le")
            attackers.append(connection)
        }
        #expect(eventually(within: 5) { server.server.openConnections >= 300 })
        // Answered while every half-sent request still holds its connection.
        #expect(try Self.today(server, from: "127.0.0.1").status == 200)
        #expect(try Self.today(server, from: "127.0.0.2").status == 200)
        #expect(server.server.openConnections >= 300)
        // Each is answered 408 once its headers are late, then closed.
        for connection in attackers.prefix(5) {
            #expect(connection.isClosedByServer(within: 10))
            #expect((try? connection.readResponse().status) == 408)
        }
        #expect(eventually(within: 10) { server.server.openConnections == 0 })
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(server.answersToday())
    }

    @Test("A body sent one byte a second is cut at its deadline, and nothing is written")
    func slowBody() throws {
        let server = try LiveServer(limits: Self.limits())
        let habit = try server.web.habit("Meditate")
        let token = try server.csrfToken()
        let slow = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.2")
        let body = Array("action=toggle&_csrf=\(token)".utf8)
        try slow.send(
            "POST /habits/\(habit.id.uuidString)/checkin HTTP/1.1\r\nHost: \(server.host)\r\n"
                + "Cookie: kado_csrf=\(token)\r\nOrigin: \(server.origin)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)\r\n\r\n")
        try slow.send(Array(body.prefix(1)))
        // From another device and from the same one, while the body trickles in.
        #expect(try Self.today(server, from: "127.0.0.1").status == 200)
        #expect(try Self.today(server, from: "127.0.0.2").status == 200)
        var sent = 1
        while sent < body.count - 1, !slow.isClosedByServer(within: 1) {
            try slow.send(Array(body[sent..<sent + 1]))
            sent += 1
        }
        #expect(sent < body.count - 1, "the whole body but one byte went through")
        #expect((try? slow.readResponse().status) == 408)
        #expect(eventually(within: 10) { server.server.openConnections == 0 })
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(server.answersToday())
    }

    @Test("Idle kept-alive connections keep nobody out and are closed after the idle timeout")
    func idleKeptAlive() throws {
        let server = try LiveServer(limits: Self.limits(connections: 40))
        var idle: [RawHTTPConnection] = []
        for _ in 0..<30 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.3")
            #expect(try connection.request("GET", "/static/app.css", headers: [("Host", server.host)]).status == 200)
            idle.append(connection)
        }
        #expect(server.server.openConnections >= 30)
        #expect(try Self.today(server, from: "127.0.0.1").status == 200)
        #expect(server.server.openConnections >= 30)
        for connection in idle { #expect(connection.isClosedByServer(within: 10)) }
        #expect(eventually(within: 10) { server.server.openConnections == 0 })
        #expect(server.answersToday())
    }

    @Test("A flood from one address is answered 503 with Retry-After, and other devices are served")
    func floodFromOneAddress() throws {
        let server = try LiveServer(limits: Self.limits(perAddress: 8))
        var held: [RawHTTPConnection] = []
        for _ in 0..<8 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.4")
            try connection.send("GET / HTTP/1.1\r\nHost: \(server.host)\r\n")
            held.append(connection)
        }
        #expect(eventually(within: 5) { server.server.openConnections >= 8 })
        for _ in 0..<100 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.4")
            let response = try connection.readResponse()
            #expect(response.status == 503)
            #expect(response.header("Retry-After") == "5")
            #expect(response.header("Connection") == "close")
            connection.close()
        }
        #expect(try Self.today(server, from: "127.0.0.1").status == 200)
        #expect(server.server.openConnections >= 8)
        for connection in held { connection.close() }
        #expect(eventually(within: 10) { server.server.openConnections == 0 })
        #expect(server.answersToday())
    }

    @Test("A full server makes room by closing the connection that waited longest for its request")
    func fullServerEvicts() throws {
        let server = try LiveServer(limits: Self.limits(connections: 10, header: 30))
        var waiting: [RawHTTPConnection] = []
        for index in 0..<10 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.\(5 + index)")
            try connection.send("GET / HTTP/1.1\r\nHost: \(server.host)\r\n")
            waiting.append(connection)
            #expect(eventually(within: 5) { server.server.openConnections == index + 1 })
        }
        #expect(try Self.today(server, from: "127.0.0.1").status == 200)
        #expect(waiting[0].isClosedByServer(within: 5))
        // Full again: the next real request takes the place of the next oldest.
        let another = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.3")
        try another.send("GET / HTTP/1.1\r\nHost: \(server.host)\r\n")
        #expect(eventually(within: 5) { server.server.openConnections == 10 })
        #expect(try Self.today(server, from: "127.0.0.2").status == 200)
        #expect(waiting[1].isClosedByServer(within: 5))
        #expect(server.server.openConnections <= 10)
    }

    @Test("A full server whose connections all await their answer answers 503 at once")
    func fullServerAnswers503() throws {
        var limits = Self.limits(connections: 2)
        limits.threads = 2
        let release = DispatchSemaphore(value: 0)
        let answering = Mutex(0)
        let server = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits) { request in
            if request.path == "/slow" {
                answering.withLock { $0 += 1 }
                _ = release.wait(timeout: .now() + 10)
            }
            return HTTPResponse(status: 200, body: Array(request.path.utf8))
        }
        defer { server.stop() }
        var slow: [RawHTTPConnection] = []
        for index in 0..<2 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.\(20 + index)")
            try connection.sendRequest("GET", "/slow", headers: [("Host", "127.0.0.1")])
            slow.append(connection)
        }
        #expect(eventually(within: 5) { server.openConnections == 2 })
        // Both requests read and being answered: a connection still waiting for its request would
        // be closed to make room instead (the eviction test), which a loaded machine could reach.
        #expect(eventually(within: 10) { answering.withLock { $0 } == 2 })
        let refused = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.1")
        let response = try refused.readResponse()
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "5")
        release.signal()
        release.signal()
        for connection in slow { #expect(try connection.readResponse().status == 200) }
        let again = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.1")
        #expect(try again.request("GET", "/fast", headers: [("Host", "127.0.0.1")]).status == 200)
    }

    @Test("Bodies in flight stay within their budget: one beyond it is refused 503 before it is read")
    func bodyBudget() throws {
        var limits = HTTPLimits()
        limits.bodyBudgetBytes = 100_000
        limits.uploadBytes = 1_000_000
        let handled = Mutex<[String]>([])
        let server = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits) { request in
            handled.withLock { $0.append("\(request.path) \(request.body.count)") }
            return HTTPResponse(status: 200, body: Array("\(request.body.count)".utf8))
        }
        defer { server.stop() }
        let head = { (length: Int) in
            "POST /settings/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(length)\r\n\r\n"
        }
        // 80,000 bytes announced and half sent: they hold 80 % of the budget.
        let large = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.30")
        try large.send(head(80_000) + String(repeating: "a", count: 40_000))
        // Once the loop has read its headers (on a loaded machine, not at once)…
        #expect(eventually(within: 10) { server.bodyBytesInFlight == 80_000 })
        // …30,000 more do not fit: 503 at once, with the body still unsent, and the connection closed.
        let refused = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.31")
        try refused.send(head(30_000))
        let refusal = try refused.readResponse()
        #expect(refusal.status == 503)
        #expect(refusal.header("Retry-After") == "5")
        #expect(refusal.header("Connection") == "close")
        // A request without a body, and a small one that fits, are answered meanwhile.
        let small = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.32")
        #expect(try small.request("GET", "/", headers: [("Host", "127.0.0.1")]).status == 200)
        let fits = try small.request(
            "POST", "/settings/import", headers: [("Host", "127.0.0.1")], body: Array(repeating: 98, count: 15_000))
        #expect(fits.status == 200)
        // Once the large body is answered, its share is given back and the refused one fits.
        try large.send(String(repeating: "a", count: 40_000))
        #expect(String(decoding: try large.readResponse().body, as: UTF8.self) == "80000")
        #expect(eventually(within: 10) { server.bodyBytesInFlight == 0 })
        let retried = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.31")
        let answer = try retried.request(
            "POST", "/settings/import", headers: [("Host", "127.0.0.1")], body: Array(repeating: 99, count: 30_000))
        #expect(answer.status == 200)
        // A connection closed halfway through its body gives its share back too.
        let abandoned = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.33")
        try abandoned.send(head(90_000) + "abc")
        abandoned.close()
        #expect(
            eventually(within: 5) {
                let attempt = try? RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.34")
                defer { attempt?.close() }
                let body = Array(repeating: UInt8(99), count: 90_000)
                return
                    (try? attempt?.request("POST", "/settings/import", headers: [("Host", "127.0.0.1")], body: body))?
                    .status == 200
            })
        #expect(
            handled.withLock { $0 }.sorted() == [
                "/ 0", "/settings/import 15000", "/settings/import 30000", "/settings/import 80000",
                "/settings/import 90000",
            ])
    }

    @Test("IPv6 still works: a request to ::1 is answered")
    func ipv6() throws {
        let server = try HTTPServer(address: "::1", port: 0) { _ in HTTPResponse(status: 200, body: Array("v6".utf8)) }
        defer { server.stop() }
        let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = in_port_t(UInt16(server.port).bigEndian)
        try #require(inet_pton(AF_INET6, "::1", &address.sin6_addr) == 1)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
            }
        }
        try #require(connected == 0)
        let request = Array("GET / HTTP/1.1\r\nHost: [::1]\r\nConnection: close\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #expect(sent == request.count)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<100 {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(text)")
        #expect(text.hasSuffix("\r\n\r\nv6"), "\(text)")
    }
}
