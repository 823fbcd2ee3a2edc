import Foundation
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The `Date` header every response carries (RFC 9110, 6.6.1), from the server's clock, in
/// IMF-fixdate: the handlers' answers and the refusals the event loop makes itself.
@Suite("The Date header")
struct HTTPDateTests {
    @Test(
        "A time is written as IMF-fixdate, in GMT and in English",
        arguments: [
            ("1994-11-06T08:49:37Z", "Sun, 06 Nov 1994 08:49:37 GMT"),
            ("2026-03-01T12:00:00Z", "Sun, 01 Mar 2026 12:00:00 GMT"),
            ("2026-12-31T23:59:59Z", "Thu, 31 Dec 2026 23:59:59 GMT"),
            ("2028-02-29T00:00:05Z", "Tue, 29 Feb 2028 00:00:05 GMT"),
            ("2026-07-04T09:05:00+02:00", "Sat, 04 Jul 2026 07:05:00 GMT"),
        ])
    func imfFixdate(moment: String, expected: String) {
        #expect(HTTPDate.imfFixdate(instant(moment)) == expected)
    }

    @Test("Fractions of a second are dropped, not rounded up")
    func wholeSeconds() {
        #expect(
            HTTPDate.imfFixdate(instant("2026-03-01T12:00:00Z").addingTimeInterval(0.999)).hasSuffix("12:00:00 GMT"))
    }

    @Test("An answer, a HEAD, a refusal of the loop and a 503 of a full server are dated by the server's clock")
    func everyResponseIsDated() throws {
        var limits = HTTPLimits()
        limits.connectionsPerAddress = 1
        let moment = instant("2026-03-01T12:00:00Z")
        let server = try HTTPServer(
            address: "127.0.0.1", port: 0, limits: limits, clock: { moment },
            handler: { request in HTTPResponse(status: 200, body: Array(request.path.utf8)) })
        defer { server.stop() }
        let expected = "Sun, 01 Mar 2026 12:00:00 GMT"

        let client = try RawHTTPConnection(port: server.port)
        let answer = try client.request("GET", "/", headers: [("Host", "127.0.0.1")])
        #expect(answer.status == 200)
        #expect(answer.headers("Date") == [expected])
        try client.sendRequest("HEAD", "/", headers: [("Host", "127.0.0.1")])
        let head = try client.readResponse(toHead: true)
        #expect(head.headers("Date") == [expected])

        // A second connection from the same address is over its cap: 503 from the loop.
        let second = try RawHTTPConnection(port: server.port)
        defer { second.close() }
        try second.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let full = try second.readResponse()
        #expect(full.status == 503)
        #expect(full.headers("Date") == [expected])
        client.close()

        let malformed = try RawHTTPConnection(port: server.port, source: "127.0.0.2")
        defer { malformed.close() }
        try malformed.send("NOT A REQUEST\r\n\r\n")
        let refused = try malformed.readResponse()
        #expect(refused.status == 400)
        #expect(refused.headers("Date") == [expected])
    }

    @Test("A handler that dates its response itself keeps its one Date header")
    func handlerDateKept() throws {
        let dated = { @Sendable (_: HTTPRequest) -> HTTPResponse in
            var response = HTTPResponse(status: 200, body: [])
            response.addHeader("Date", "Mon, 02 Mar 2026 08:00:00 GMT")
            return response
        }
        let server = try HTTPServer(
            address: "127.0.0.1", port: 0, clock: { instant("2026-03-01T12:00:00Z") }, handler: dated)
        defer { server.stop() }
        let client = try RawHTTPConnection(port: server.port)
        defer { client.close() }
        let response = try client.request("GET", "/", headers: [("Host", "127.0.0.1")])
        #expect(response.headers("Date") == ["Mon, 02 Mar 2026 08:00:00 GMT"])
    }
}
