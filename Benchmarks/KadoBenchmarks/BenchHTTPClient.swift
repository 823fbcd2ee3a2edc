import COpenSSL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking HTTP/1.1 client of one kept-alive connection to 127.0.0.1, plain or inside TLS
/// (OpenSSL, verifying the server against a given authority and ALPN `http/1.1`), for the TLS
/// suite: the same client code on both sides, so that the ratio is what TLS costs. One thread
/// uses it; the OpenSSL pointers never leave it.
final class BenchHTTPClient {
    /// A client context that trusts only `authority` (a PEM file) and checks the server is
    /// 127.0.0.1.
    final class TLSClientContext {
        /// The `SSL_CTX`, owned.
        let context: OpaquePointer

        init(authority: String) throws(BenchmarkError) {
            guard let context = SSL_CTX_new(TLS_client_method()) else {
                throw BenchmarkError("cannot make a TLS client context")
            }
            self.context = context
            SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
            // Reads as a browser does, as much as the socket holds at a time rather than one
            // record header, then its body: the client's own system calls stay out of the ratio.
            _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_READ_AHEAD, 1, nil)
            SSL_CTX_set_default_read_buffer_len(context, 64 * 1024)
            guard SSL_CTX_load_verify_locations(context, authority, nil) == 1 else {
                throw BenchmarkError("cannot read the test authority \(authority)")
            }
        }

        deinit { SSL_CTX_free(context) }
    }

    private let descriptor: Int32
    /// The `SSL` of a TLS connection, owned; `nil` for plain HTTP.
    private let session: OpaquePointer?
    private var buffer: [UInt8] = []
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    /// Connects to 127.0.0.1:`port`, and shakes hands when `tls` is given.
    init(port: Int, tls: TLSClientContext?) throws(BenchmarkError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BenchmarkError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw BenchmarkError("connect: \(String(cString: strerror(errno)))")
        }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        self.descriptor = descriptor
        guard let tls else {
            session = nil
            return
        }
        guard let session = SSL_new(tls.context) else {
            Glibc.close(descriptor)
            throw BenchmarkError("cannot make a TLS session")
        }
        self.session = session
        let protocols: [UInt8] = [8] + Array("http/1.1".utf8)
        _ = SSL_set_alpn_protos(session, protocols, UInt32(protocols.count))
        _ = X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(session), "127.0.0.1")
        SSL_set_fd(session, descriptor)
        guard SSL_connect(session) == 1 else {
            ERR_clear_error()
            throw BenchmarkError("the TLS handshake failed")
        }
    }

    deinit {
        if let session {
            SSL_shutdown(session)
            SSL_free(session)
        }
        Glibc.close(descriptor)
    }

    /// GETs `path` with `headers` and reads the whole response: its status and body length.
    func get(_ path: String, headers: [(String, String)] = []) throws(BenchmarkError) -> (status: Int, bytes: Int) {
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        try write(Array(request.utf8))
        let end = Array("\r\n\r\n".utf8)
        var found: Int?
        while found == nil {
            found = buffer.indices.dropLast(3).first { buffer[$0..<$0 + 4].elementsEqual(end) }
            if found == nil { try readMore() }
        }
        guard let headEnd = found else { throw BenchmarkError("no response head") }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        let lines = head.split(separator: "\r\n")
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        let length =
            lines.dropFirst().compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        let total = headEnd + 4 + length
        while buffer.count < total { try readMore() }
        buffer.removeFirst(total)
        return (status, length)
    }

    private func write(_ bytes: [UInt8]) throws(BenchmarkError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                let start = base + written
                if let session { return Int(SSL_write(session, start, Int32(raw.count - written))) }
                return Glibc.send(descriptor, start, raw.count - written, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw BenchmarkError("the connection failed while writing") }
            written += count
        }
    }

    private func readMore() throws(BenchmarkError) {
        let count = scratch.withUnsafeMutableBytes { raw -> Int in
            if let session { return Int(SSL_read(session, raw.baseAddress, Int32(raw.count))) }
            return recv(descriptor, raw.baseAddress, raw.count, 0)
        }
        guard count > 0 else { throw BenchmarkError("the connection ended before the response did") }
        buffer += scratch[..<count]
    }
}
