import Foundation
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `kado serve --open` on a port already taken opens the Kadō that answers there: the probe
/// believes a Kadō only, over plain HTTP or HTTPS, and nothing else that listens.
@Suite("Finding a Kadō already serving on a port")
struct RunningServerProbeTests {
    @Test("A Kadō web app on the port is found, with its address")
    func findsKado() throws {
        let server = try LiveServer()
        #expect(
            RunningServerProbe.runningKado(host: "127.0.0.1", port: server.port) == "http://127.0.0.1:\(server.port)/")
        // A server on every address is asked on loopback.
        #expect(
            RunningServerProbe.runningKado(host: "0.0.0.0", port: server.port) == "http://127.0.0.1:\(server.port)/")
    }

    @Test("A Kadō serving HTTPS is found by the redirect it gives plain HTTP on its port")
    func findsKadoOverTLS() throws {
        let certificates = try TestCertificates()
        var configuration = WebConfiguration(host: "127.0.0.1", port: 0)
        configuration.tls = TLSFiles(certificate: certificates.certificate, key: certificates.key)
        let server = try LiveServer(configuration: configuration)
        #expect(
            RunningServerProbe.runningKado(host: "127.0.0.1", port: server.port) == "https://127.0.0.1:\(server.port)/")
    }

    @Test("Another web server, a listener that never answers and a closed port are not Kadō")
    func notKado() throws {
        let other = try HTTPServer(address: "127.0.0.1", port: 0) { _ in
            HTTPResponse(
                status: 200, headers: [("Content-Type", "application/manifest+json")],
                body: Array(#"{"name": "Another app"}"#.utf8))
        }
        defer { other.stop() }
        #expect(RunningServerProbe.runningKado(host: "127.0.0.1", port: other.port) == nil)

        let silent = try SilentListener()
        let clock = ContinuousClock()
        let started = clock.now
        #expect(RunningServerProbe.runningKado(host: "127.0.0.1", port: silent.port, timeout: 0.3) == nil)
        #expect(clock.now - started < .seconds(3), "the deadline holds")

        let closed = try DAVServer.freePort()
        #expect(RunningServerProbe.runningKado(host: "127.0.0.1", port: closed) == nil)
        #expect(RunningServerProbe.runningKado(host: "not an address", port: closed) == nil)
    }
}
