import Foundation
import Testing

@testable import KadoWeb

/// What goes on the wire for a response: the status line, a Date unless the response has one,
/// its headers without the framing ones it may not set (whatever their case) and without line
/// breaks, the server's own Content-Length and Connection, then the body (none for HEAD).
@Suite("A response's bytes on the wire")
struct ResponseBytesTests {
    static let date = Date(timeIntervalSince1970: 1_772_366_400)  // Sun, 01 Mar 2026 12:00:00 GMT

    @Test("framing headers of any case dropped, line breaks removed, Date and Content-Length added")
    func headers() {
        let response = HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/plain"), ("content-LENGTH", "999"), ("CONNECTION", "keep-alive"),
                ("Transfer-Encoding", "chunked"), ("X-Note", "a\r\nInjected: yes"), ("Connections", "kept"),
            ], body: Array("hello".utf8))
        let text = String(
            decoding: ResponseBytes.of(response, close: true, isHead: false, date: Self.date), as: UTF8.self)
        #expect(
            text
                == "HTTP/1.1 200 OK\r\nDate: Sun, 01 Mar 2026 12:00:00 GMT\r\nContent-Type: text/plain\r\n"
                + "X-Note: aInjected: yes\r\nConnections: kept\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
    }

    @Test("a Date of the response's own, in any case, is kept; HEAD sends no body; 304 no length")
    func ownDateHeadAndNotModified() {
        let response = HTTPResponse(status: 200, headers: [("date", "Mon, 02 Mar 2026 00:00:00 GMT")], body: [1, 2, 3])
        let head = String(
            decoding: ResponseBytes.of(response, close: false, isHead: true, date: Self.date), as: UTF8.self)
        #expect(head == "HTTP/1.1 200 OK\r\ndate: Mon, 02 Mar 2026 00:00:00 GMT\r\nContent-Length: 3\r\n\r\n")
        let full = ResponseBytes.of(response, close: false, isHead: false, date: Self.date)
        #expect(Array(full.suffix(3)) == [1, 2, 3])
        let notModified = String(
            decoding: ResponseBytes.of(HTTPResponse(status: 304), close: false, isHead: false, date: Self.date),
            as: UTF8.self)
        #expect(notModified == "HTTP/1.1 304 Not Modified\r\nDate: Sun, 01 Mar 2026 12:00:00 GMT\r\n\r\n")
    }

    @Test("each second its own Date, the kept one only for the same second")
    func datesBySecond() {
        #expect(HTTPDate.imfFixdate(Self.date) == "Sun, 01 Mar 2026 12:00:00 GMT")
        #expect(HTTPDate.imfFixdate(Self.date.addingTimeInterval(0.75)) == "Sun, 01 Mar 2026 12:00:00 GMT")
        #expect(HTTPDate.imfFixdate(Self.date.addingTimeInterval(1)) == "Sun, 01 Mar 2026 12:00:01 GMT")
        #expect(HTTPDate.imfFixdate(Self.date.addingTimeInterval(-0.25)) == "Sun, 01 Mar 2026 11:59:59 GMT")
        #expect(HTTPDate.imfFixdate(Self.date.addingTimeInterval(86_400 * 366)) == "Tue, 02 Mar 2027 12:00:00 GMT")
    }
}
