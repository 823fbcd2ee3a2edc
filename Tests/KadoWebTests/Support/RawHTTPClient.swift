// A tiny HTTP/1.1 client over a POSIX socket, written for the server tests: it sends exactly the
// bytes a test gives it (malformed ones too), reads one response at a time from a connection that
// may be kept alive, and gives up after a timeout so that no test can hang on a silent server.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a raw exchange failed.
enum RawHTTPError: Error, CustomStringConvertible, Equatable {
    case cannotConnect(port: Int, errno: Int32)
    case sendFailed(errno: Int32)
    /// Nothing (or not enough) arrived before the timeout.
    case timedOut
    /// The server closed the connection before a whole response arrived.
    case closed(received: Int)
    case malformed(String)

    var description: String {
        switch self {
        case .cannotConnect(let port, let code):
            "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(code)))"
        case .sendFailed(let code): "send failed: \(String(cString: strerror(code)))"
        case .timedOut: "timed out waiting for the server"
        case .closed(let received): "connection closed after \(received) bytes"
        case .malformed(let why): "malformed response: \(why)"
        }
    }
}

/// One response as it came off the wire.
struct RawResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of header `name` (any case).
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of header `name` (any case).
    func headers(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A connection to 127.0.0.1:`port`.
final class RawHTTPConnection {
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var isOpen = true

    /// Connects, with `timeout` seconds for every later send and read; `source`: the local
    /// address to connect from (another one of 127.0.0.0/8 acts as another device).
    init(port: Int, timeout: TimeInterval = 30, source: String? = nil) throws {
        #if canImport(Glibc)
            let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawHTTPError.cannotConnect(port: port, errno: errno) }
        var time = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let code = errno
                Self.closeDescriptor(descriptor)
                throw RawHTTPError.cannotConnect(port: port, errno: code)
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Self.closeDescriptor(descriptor)
            throw RawHTTPError.cannotConnect(port: port, errno: code)
        }
        socket = descriptor
    }

    deinit { close() }

    /// Closes the connection (again: nothing).
    func close() {
        guard isOpen else { return }
        isOpen = false
        Self.closeDescriptor(socket)
    }

    private static func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    /// Sends `bytes` whole.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { raw -> Int in
                #if canImport(Glibc)
                    Glibc.send(socket, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(socket, raw.baseAddress, raw.count, 0)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { throw RawHTTPError.timedOut }
                throw RawHTTPError.sendFailed(errno: errno)
            }
            sent += count
        }
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends a request with `Content-Length` when there is a body.
    func sendRequest(
        _ method: String, _ target: String, headers: [(String, String)], body: [UInt8] = []
    ) throws {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method),
            !headers.contains(where: {
                $0.0.lowercased() == "content-length" || $0.0.lowercased() == "transfer-encoding"
            })
        {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        try send(Array(head.utf8) + body)
    }

    /// Sends a request and reads its response.
    func request(
        _ method: String, _ target: String, headers: [(String, String)], body: [UInt8] = []
    ) throws -> RawResponse {
        try sendRequest(method, target, headers: headers, body: body)
        return try readResponse(toHead: method == "HEAD")
    }

    /// Reads one whole response (`toHead`: the response to a HEAD request, which has no body).
    func readResponse(toHead: Bool = false) throws -> RawResponse {
        let headEnd = try fill(until: { $0.firstRange(ofBytes: [13, 10, 13, 10]) })
        let headText = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
        buffer.removeFirst(headEnd.upperBound)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw RawHTTPError.malformed("status line \"\(statusLine)\"")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw RawHTTPError.malformed("header \"\(line)\"") }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = RawResponse(status: status, headers: headers, body: [])
        if toHead || status == 304 || status == 204 || (100..<200).contains(status) { return response }
        if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            response.body = try readChunkedBody()
        } else if let lengthText = response.header("Content-Length") {
            guard let length = Int(lengthText), length >= 0 else {
                throw RawHTTPError.malformed("Content-Length \(lengthText)")
            }
            _ = try fill(until: { $0.count >= length ? length : nil })
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else {
            response.body = try readToEnd()
        }
        return response
    }

    /// Whether the server has closed the connection (reads end of stream within `timeout`).
    func isClosedByServer(within timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready > 0 {
                var byte: UInt8 = 0
                let count = recv(socket, &byte, 1, 0)
                if count == 0 { return true }
                if count < 0 && errno != EAGAIN && errno != EINTR { return true }
                if count > 0 { buffer.append(byte) }
            }
        }
        return false
    }

    // MARK: - Reading

    private func receiveMore() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw RawHTTPError.timedOut }
            if errno == ECONNRESET { return false }
            throw RawHTTPError.malformed("recv: \(String(cString: strerror(errno)))")
        }
    }

    private func fill<T>(until found: ([UInt8]) -> T?) throws -> T {
        while true {
            if let result = found(buffer) { return result }
            guard try receiveMore() else { throw RawHTTPError.closed(received: buffer.count) }
        }
    }

    private func readToEnd() throws -> [UInt8] {
        while try receiveMore() {}
        defer { buffer = [] }
        return buffer
    }

    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let lineEnd = try fill(until: { $0.firstRange(ofBytes: [13, 10]) })
            let sizeText = String(decoding: buffer[..<lineEnd.lowerBound], as: UTF8.self)
            buffer.removeFirst(lineEnd.upperBound)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else {
                throw RawHTTPError.malformed("chunk size \"\(sizeText)\"")
            }
            _ = try fill(until: { $0.count >= size + 2 ? true : nil })
            body += buffer[..<size]
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }
}

extension Array where Element == UInt8 {
    /// The first range where `needle` occurs.
    func firstRange(ofBytes needle: [UInt8]) -> Range<Int>? {
        guard count >= needle.count else { return nil }
        for start in 0...(count - needle.count) where self[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}
