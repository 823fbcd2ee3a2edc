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
        if !response.headers.contains(where: { isNamed($0.0, "date") }) {
            head += "Date: \(HTTPDate.imfFixdate(date))\r\n"
        }
        for (name, value) in response.headers {
            guard !isNamed(name, "content-length"), !isNamed(name, "connection"), !isNamed(name, "transfer-encoding")
            else { continue }
            // A header value never carries a line break onto the wire. Looked for and removed as
            // bytes and scalars, not characters: "\r\n" is one character, equal to neither "\r"
            // nor "\n", and a page's headers are long.
            let safe =
                value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A })
                ? String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })) : value
            head += "\(name): \(safe)\r\n"
        }
        let hasBody = !(response.status == 304 || response.status == 204 || (100..<200).contains(response.status))
        if hasBody { head += "Content-Length: \(response.file?.length ?? response.body.count)\r\n" }
        if close { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.utf8.count + (hasBody && !isHead ? response.body.count : 0))
        bytes += head.utf8
        if hasBody, !isHead { bytes += response.body }
        return bytes
    }

    /// Whether the header `name` is `lowercased` (ASCII, lower case), ignoring ASCII case, without
    /// making a lower-case copy of it.
    private static func isNamed(_ name: String, _ lowercased: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: lowercased.utf8Start, count: lowercased.utf8CodeUnitCount)
        guard name.utf8.count == expected.count else { return false }
        return zip(name.utf8, expected).allSatisfy { byte, wanted in
            (0x41...0x5A).contains(byte) ? byte | 0x20 == wanted : byte == wanted
        }
    }

    /// The interim response that asks the client to send its body.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 308: "Permanent Redirect"
        case 408: "Request Timeout"
        case 417: "Expectation Failed"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 505: "HTTP Version Not Supported"
        default: HTTPResponse.reason(status)
        }
    }
}
