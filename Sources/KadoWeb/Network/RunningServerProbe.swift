import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds out whether a Kadō web app already answers on an address and port — what `kado serve
/// --open` (the desktop entry) does when the port is taken: it opens that app instead of failing.
///
/// It asks for the web app manifest over plain HTTP, with a deadline, and believes only an answer
/// that names Kadō (a 200 whose manifest says `"name": "Kadō"`), or the redirect Kadō's HTTPS
/// server gives plain HTTP on its port (a 308 to `https://` on the same port). Anything else — no
/// answer, another program, a refusal — is not Kadō.
public enum RunningServerProbe {
    /// The address of the Kadō web app on `host` and `port` (`http://127.0.0.1:4810/` or
    /// `https://…/`), or `nil` when none answers there within `timeout` seconds. A wildcard
    /// `host` (`0.0.0.0`, `::`) is asked on loopback.
    public static func runningKado(host: String, port: Int, timeout: Double = 1) -> String? {
        let target = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "::1" : host
        guard let address = IPAddress(target) else { return nil }
        let authority = !address.isIPv4 ? "[\(target)]:\(port)" : "\(target):\(port)"
        let request = "GET /manifest.webmanifest HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n"
        guard let answer = exchange(Array(request.utf8), host: target, port: port, timeout: timeout) else { return nil }
        let text = String(decoding: answer, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        let lines = text[..<headEnd.lowerBound].split(separator: "\r\n")
        let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        let body = text[headEnd.upperBound...]
        if status == 200, body.contains("\"name\": \"Kadō\"") || body.contains("\"name\":\"Kadō\"") {
            return "http://\(authority)/"
        }
        if status == 308 {
            let location = lines.dropFirst().first { $0.lowercased().hasPrefix("location:") }
                .map { $0.dropFirst("location:".count).trimmingCharacters(in: .whitespaces) }
            // The address is made here, never copied from the answer: what a terminal shows and
            // the browser opens holds nothing the server on the port wrote.
            if let location, location.hasPrefix("https://"), location.hasSuffix(":\(port)/manifest.webmanifest") {
                return "https://\(authority)/"
            }
        }
        return nil
    }

    /// Sends `request` to `host`:`port` and reads the answer until the server closes, at most
    /// 64 KiB, all within `timeout` seconds; `nil` when the connection or the deadline fails.
    private static func exchange(_ request: [UInt8], host: String, port: Int, timeout: Double) -> [UInt8]? {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else { return nil }
        defer { freeaddrinfo(found) }
        let descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        func wait(for events: Int16) -> Bool {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let milliseconds = Int32(
                max(1, Double(left.components.seconds) * 1000 + Double(left.components.attoseconds) / 1e15))
            return poll(&entry, 1, milliseconds) == 1 && entry.revents & events != 0
        }
        if connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
            guard errno == EINPROGRESS, wait(for: Int16(POLLOUT)) else { return nil }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else { return nil }
        }
        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return -1 }
                return Glibc.send(descriptor, base + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EAGAIN || errno == EINTR {
                guard wait(for: Int16(POLLOUT)) else { return nil }
            } else {
                return nil
            }
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while answer.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                answer += buffer[..<count]
            } else if count == 0 {
                break
            } else if errno == EAGAIN || errno == EINTR {
                guard wait(for: Int16(POLLIN)) else { return answer.isEmpty ? nil : answer }
            } else {
                return nil
            }
        }
        return answer
    }
}
