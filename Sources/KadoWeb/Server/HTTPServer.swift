import CMicroHTTPD
import Foundation
import KadoApp

/// An HTTP server on libmicrohttpd. Every request is read whole, then handed to `handler` on one
/// of the server's polling threads; `handler` must be safe to call from several threads at once.
///
/// `@unchecked Sendable`: its state is set once by `init` and never changes; the daemon's pointer
/// (not `Sendable`, being a C pointer) may be stopped from any thread, as libmicrohttpd allows.
public final class HTTPServer: @unchecked Sendable {
    /// The port the server listens on.
    public let port: Int
    /// The address it is bound to.
    public let address: String
    private let daemon: OpaquePointer
    private let box: Unmanaged<HandlerBox>

    /// Starts listening on `address`:`port` (0: any free port) and serving requests.
    public init(
        address: String, port: Int, limits: HTTPLimits = .init(),
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(HTTPServerError) {
        guard (0...65535).contains(port) else {
            throw .cannotListen(address: address, port: port, reason: "a port is a number from 0 to 65535")
        }
        let box = Unmanaged.passRetained(HandlerBox(handler: handler, limits: limits))
        var error: Int32 = 0
        let limitsC = kado_mhd_limits(
            connection_memory: limits.headerBytes, connections: UInt32(limits.connections),
            timeout_seconds: UInt32(limits.idleSeconds), threads: UInt32(max(1, limits.threads)))
        let started = kado_mhd_start(
            address, UInt16(port), limitsC, kadoAccessHandler, box.toOpaque(), kadoRequestCompleted, nil,
            kadoRequestBegan, nil, &error)
        guard let started else {
            box.release()
            if error == -1 { throw .invalidAddress(address) }
            throw .cannotListen(address: address, port: port, reason: String(cString: strerror(error)))
        }
        self.daemon = started
        self.box = box
        self.address = address
        self.port = Int(kado_mhd_port(started))
    }

    /// Stops accepting connections and waits for the polling thread to end.
    public func stop() {
        MHD_stop_daemon(daemon)
    }

    deinit {
        box.release()
    }
}

// The C callbacks are top-level functions: libmicrohttpd calls them through plain function
// pointers, with the context pointers given at start.

/// Sees the raw request target first (before any decoding) and creates the request's state.
private func kadoRequestBegan(
    _ context: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    let target = uri.map { String(cString: $0) } ?? "/"
    return Unmanaged.passRetained(PendingRequest(target: target)).toOpaque()
}

/// Releases a request's state once its response is sent (or the connection dropped).
private func kadoRequestCompleted(
    _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ reason: MHD_RequestTerminationCode
) {
    guard let requestContext, let pointer = requestContext.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(pointer).release()
    requestContext.pointee = nil
}

/// Called at least twice a request: first with the headers, then with each piece of the body, and
/// last with nothing left to read — only then is the response queued, so that keep-alive works.
private func kadoAccessHandler(
    _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?, _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let requestContext, let pointer = requestContext.pointee else {
        return .NO
    }
    let box = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
    let pending = Unmanaged<PendingRequest>.fromOpaque(pointer).takeUnretainedValue()
    let (path, _) = RequestTarget.split(pending.target)
    let limit = box.limits.bodyLimit(forPath: path)
    if !pending.hasStarted {
        pending.hasStarted = true
        if let declared = lookupHeader(connection, "Content-Length").flatMap({ Int($0) }), declared > limit {
            // Refused before a byte of the body is read; libmicrohttpd then closes the connection.
            return queue(tooLarge(limit: limit, path: path, connection: connection), on: connection)
        }
        return .YES
    }
    if let uploadDataSize, uploadDataSize.pointee > 0 {
        let count = uploadDataSize.pointee
        if !pending.isTooLarge, let uploadData {
            if pending.body.count + count > limit {
                pending.isTooLarge = true
                pending.body = []
            } else {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
                    pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
                }
            }
        }
        uploadDataSize.pointee = 0
        return .YES
    }
    if pending.isTooLarge { return queue(tooLarge(limit: limit, path: path, connection: connection), on: connection) }
    let (_, query) = RequestTarget.split(pending.target)
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET", path: path, query: query,
        headers: headers(of: connection), body: pending.body)
    return queue(box.handler(request), on: connection)
}

private func tooLarge(limit: Int, path: String, connection: OpaquePointer) -> HTTPResponse {
    // Answered here, before the app sees the request, so the app's security headers are added here.
    // The API answers JSON, in the language the request asks for (the settings are not at hand).
    var response: HTTPResponse
    if path.hasPrefix("/api/") {
        var headers = HTTPHeaders([])
        if let languages = lookupHeader(connection, "Accept-Language") { headers.add("Accept-Language", languages) }
        let language = WebSession.apiLanguage(
            of: HTTPRequest(method: "POST", path: path, headers: headers), settings: Settings())
        response = APIResponse.error(
            status: 413, problem: .tooLarge, message: Localizer(language: language)(.apiTooLarge(limit)))
    } else {
        response = HTTPResponse.text("Request body too large: at most \(limit) bytes.", status: 413)
    }
    SecurityHeaders.apply(to: &response)
    return response
}

private func lookupHeader(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}

private final class HeaderCollector {
    var headers = HTTPHeaders()
}

private func collectHeader(
    _ context: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind, _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let context, let key else { return .YES }
    let collector = Unmanaged<HeaderCollector>.fromOpaque(context).takeUnretainedValue()
    collector.headers.add(String(cString: key), value.map { String(cString: $0) } ?? "")
    return .YES
}

private func headers(of connection: OpaquePointer) -> HTTPHeaders {
    let collector = HeaderCollector()
    withExtendedLifetime(collector) {
        _ = MHD_get_connection_values(
            connection, .HEADER_KIND, collectHeader, Unmanaged.passUnretained(collector).toOpaque())
    }
    return collector.headers
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    var names = response.headers.map { strdup($0.name) }
    var values = response.headers.map { strdup($0.value) }
    defer {
        for pointer in names + values { free(pointer) }
    }
    return names.withUnsafeMutableBufferPointer { namePointers in
        values.withUnsafeMutableBufferPointer { valuePointers in
            namePointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constNames in
                valuePointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constValues in
                    response.body.withUnsafeBytes { body in
                        kado_mhd_respond(
                            connection, UInt32(response.status), constNames.baseAddress, constValues.baseAddress,
                            response.headers.count, body.baseAddress, body.count)
                    }
                }
            }
        }
    }
}
