import Foundation
import Testing

@testable import KadoWeb

@Suite("HTTP server threads")
struct HTTPServerThreadingTests {
    @Test("A request is answered while another one is still being handled")
    func concurrentHandlers() throws {
        // /slow waits until /fast has been answered. On a single thread /fast would queue behind
        // /slow and neither would finish; the slow handler gives up after 10 s so a failure
        // shows as a 503 instead of a hang.
        let fastAnswered = DispatchSemaphore(value: 0)
        let server = try HTTPServer(address: "127.0.0.1", port: 0) { request in
            if request.path == "/slow" {
                let released = fastAnswered.wait(timeout: .now() + 10) == .success
                return HTTPResponse(status: released ? 200 : 503, body: Array("slow".utf8))
            }
            defer { fastAnswered.signal() }
            return HTTPResponse(status: 200, body: Array("fast".utf8))
        }
        defer { server.stop() }
        let slow = try RawHTTPConnection(port: server.port)
        defer { slow.close() }
        try slow.sendRequest("GET", "/slow", headers: [("Host", "127.0.0.1")])
        // Give the slow request time to reach its handler before the fast one is sent.
        Thread.sleep(forTimeInterval: 0.2)
        let fast = try RawHTTPConnection(port: server.port)
        defer { fast.close() }
        let fastResponse = try fast.request("GET", "/fast", headers: [("Host", "127.0.0.1")])
        #expect(fastResponse.status == 200)
        #expect(try slow.readResponse().status == 200)
    }

    @Test("With one thread, requests are served one after the other")
    func singleThread() throws {
        var limits = HTTPLimits()
        limits.threads = 1
        let server = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits) { request in
            HTTPResponse(status: 200, body: Array(request.path.utf8))
        }
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port)
        defer { connection.close() }
        for path in ["/a", "/b", "/c"] {
            let response = try connection.request("GET", path, headers: [("Host", "127.0.0.1")])
            #expect(String(decoding: response.body, as: UTF8.self) == path)
        }
    }
}
