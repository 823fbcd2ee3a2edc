import Foundation
import KadoApp

/// A response as the bytes that go on the wire: status line, headers (with `Content-Length`, and
/// `Connection: close` when the connection ends after it, and `Date`), and the body unless it
/// answers HEAD.
enum ResponseBytes {
    /// The bytes of `response`, sent at `date`: an origin server with a clock must say when it
    /// answered (RFC 9110, 6.6.1), so a `Date` header is added unless the response has one.
    static func of(_ response: HTTPResponse, close: Bool, isHead: Bool, date: Date) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        if !response.headers.contains(where: { $0.0.lowercased() == "date" }) {
            head += "Date: \(HTTPDate.imfFixdate(date))\r\n"
        }
        for (name, value) in response.headers {
            let lowered = name.lowercased()
            guard lowered != "content-length", lowered != "connection", lowered != "transfer-encoding" else {
                continue
            }
            // A header value never carries a line break onto the wire.
            let safe =
                value.contains(where: { $0 == "\r" || $0 == "\n" })
                ? value.filter { $0 != "\r" && $0 != "\n" } : value
            head += "\(name): \(safe)\r\n"
        }
        let hasBody = !(response.status == 304 || response.status == 204 || (100..<200).contains(response.status))
        if hasBody { head += "Content-Length: \(response.body.count)\r\n" }
        if close { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if hasBody, !isHead { bytes += response.body }
        return bytes
    }

    /// The interim response that asks the client to send its body.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 408: "Request Timeout"
        case 417: "Expectation Failed"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 505: "HTTP Version Not Supported"
        default: HTTPResponse.reason(status)
        }
    }
}
