import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `kado serve --tls-cert/--tls-key` over real sockets, with certificates the `openssl` tool
/// makes for each test and `curl` and `openssl s_client` as the clients: HTTPS answers, plain
/// HTTP on the port gets only a redirect, a renewed certificate is served without a restart and a
/// broken one is not, the deadlines and caps hold for TLS, old protocols are refused, cookies
/// are `Secure`.
@Suite("HTTPS server")
struct HTTPSServerTests {
    /// A server with one habit speaking HTTPS with `certificates`, logging to `log`.
    private static func server(
        _ certificates: TestCertificates, limits: HTTPLimits = HTTPLimits(), log: RecordingLogSink = RecordingLogSink()
    ) throws -> LiveServer {
        var configuration = WebConfiguration(host: "127.0.0.1", port: 0)
        configuration.tls = TLSFiles(certificate: certificates.certificate, key: certificates.key)
        configuration.log = Logger(subsystem: "web", sink: log)
        let server = try LiveServer(configuration: configuration, limits: limits)
        try server.web.habit("Meditate")
        return server
    }

    /// `curl` asked for `path` over HTTPS, trusting only the test authority: its status, and
    /// the response (headers, then the body).
    private static func curl(
        _ server: LiveServer, _ certificates: TestCertificates, _ path: String = "/", extra: [String] = []
    ) throws -> ToolRun {
        try ToolRun.run(
            "curl",
            [
                "--silent", "--show-error", "--include", "--max-time", "20", "--cacert", certificates.authority,
                "https://127.0.0.1:\(server.port)\(path)",
            ] + extra)
    }

    /// `openssl s_client` connecting with `options`: what it printed, and whether it succeeded.
    private static func sClient(_ server: LiveServer, _ options: [String] = []) throws -> ToolRun {
        try ToolRun.run(
            "openssl", ["s_client", "-connect", "127.0.0.1:\(server.port)", "-servername", "localhost"] + options)
    }

    /// The fingerprint of the certificate a new connection is served.
    private static func servedFingerprint(_ server: LiveServer) throws -> String {
        let run = try sClient(server)
        guard let begin = run.output.range(of: "-----BEGIN CERTIFICATE-----"),
            let end = run.output.range(of: "-----END CERTIFICATE-----", range: begin.upperBound..<run.output.endIndex)
        else { return "no certificate: \(run.all)" }
        return try TestCertificates.fingerprint(ofPEM: String(run.output[begin.lowerBound..<end.upperBound]) + "\n")
    }

    @Test("HTTPS answers Today, negotiates http/1.1 with ALPN, and sends Secure cookies")
    func httpsAnswers() throws {
        let certificates = try TestCertificates()
        let server = try Self.server(certificates)
        #expect(server.server.isTLS)
        #expect(throws: Never.self) {
            try TLSFiles(certificate: certificates.certificate, key: certificates.key).check()
        }
        let run = try Self.curl(server, certificates, "/", extra: ["--verbose"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("HTTP/1.1 200"), "\(run.output.prefix(300))")
        #expect(run.output.contains("<!doctype html>"))
        #expect(run.output.contains("Meditate"))
        #expect(run.errors.contains("ALPN: server accepted http/1.1"), "\(run.errors)")
        let cookies = run.output.split(separator: "\r\n").filter { $0.lowercased().hasPrefix("set-cookie:") }
        #expect(!cookies.isEmpty)
        #expect(cookies.allSatisfy { $0.hasSuffix("; Secure") }, "\(cookies)")
        // And the same app over plain loopback HTTP sets them without it (or no browser would
        // send them back).
        let plain = try LiveServer()
        let plainCookies = try plain.get("/").headers("Set-Cookie")
        #expect(!plainCookies.isEmpty)
        #expect(plainCookies.allSatisfy { !$0.contains("Secure") }, "\(plainCookies)")
    }

    @Test("The cookies of a request are Secure over TLS, and not over plain HTTP")
    func secureCookieDecision() {
        var request = HTTPRequest(method: "GET", path: "/login")
        let plain = RequestContext(request: request, settings: Settings())
        #expect(!plain.isSecure)
        #expect(!plain.cookieAttributes.contains("Secure") && !plain.sessionCookieAttributes.contains("Secure"))
        let plainSet = plain.finish(.text("", status: 200)).headers.filter { $0.0 == "Set-Cookie" }.map(\.1)
        #expect(plainSet.count == 1)
        #expect(plainSet.allSatisfy { !$0.contains("Secure") }, "\(plainSet)")
        request.arrivedOverTLS = true
        let secure = RequestContext(request: request, settings: Settings())
        #expect(secure.isSecure)
        #expect(secure.sessionCookieAttributes.hasSuffix("; Secure"))
        let set = secure.finish(.text("", status: 200)).headers.filter { $0.0 == "Set-Cookie" }.map(\.1)
        #expect(set.count == 1)
        #expect(set.allSatisfy { $0.hasSuffix("; Secure") }, "\(set)")
    }

    @Test("A backup sent from a file comes whole over TLS")
    func fileBodyOverTLS() throws {
        let certificates = try TestCertificates()
        let server = try Self.server(certificates)
        for index in 0..<40 { try server.web.habit("Habit number \(index)") }
        let output = certificates.path("export.json")
        let run = try Self.curl(server, certificates, "/settings/export.json", extra: ["--output", output])
        #expect(run.status == 0, "\(run.errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let headerEnd = try #require(data.firstRange(of: Data("\r\n\r\n".utf8)))
        let head = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self)
        let body = data[headerEnd.upperBound...]
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Length: \(body.count)"))
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        #expect(json != nil)
        #expect(String(decoding: body, as: UTF8.self).contains("Habit number 39"))
    }

    @Test("Plain HTTP on the HTTPS port gets only a redirect to https, or a refusal for a strange host")
    func plainHTTPIsRedirected() throws {
        let certificates = try TestCertificates()
        let server = try Self.server(certificates)
        let response = try server.get("/overview?range=month&q=a%20b")
        #expect(response.status == 308)
        #expect(response.header("Location") == "https://\(server.host)/overview?range=month&q=a%20b")
        #expect(response.header("Connection") == "close")
        #expect(!response.text.contains("<!doctype"))
        #expect(!response.text.contains("Meditate"))

        // A body is not read: the answer comes from the headers.
        let connection = try server.connect(timeout: 10)
        defer { connection.close() }
        try connection.send(
            "POST /habits HTTP/1.1\r\nHost: \(server.host)\r\nContent-Length: 100000\r\n\r\nname=Stolen")
        let posted = try connection.readResponse()
        #expect(posted.status == 308)
        #expect(posted.header("Location") == "https://\(server.host)/habits")
        #expect(connection.isClosedByServer(within: 5))

        let strange = try server.request("GET", "/", host: "evil.example")
        #expect(strange.status == 400)
        #expect(strange.header("Location") == nil)
        #expect(!strange.text.contains("Meditate"))
        #expect(try server.web.tracker.habits.all().map(\.name) == ["Meditate"])
    }

    @Test("A renewed certificate is served to the next connection without a restart")
    func renewal() throws {
        let certificates = try TestCertificates()
        let log = RecordingLogSink()
        let server = try Self.server(certificates, log: log)
        let first = try TestCertificates.fingerprint(ofFile: certificates.certificate)
        #expect(try Self.servedFingerprint(server) == first)
        try certificates.renew(serial: 2)
        let renewed = try TestCertificates.fingerprint(ofFile: certificates.certificate)
        #expect(renewed != first)
        var served = ""
        // The files are looked at every two seconds at most.
        for _ in 0..<20 where served != renewed {
            Thread.sleep(forTimeInterval: 0.5)
            served = try Self.servedFingerprint(server)
        }
        #expect(served == renewed)
        let run = try Self.curl(server, certificates)
        #expect(run.output.hasPrefix("HTTP/1.1 200"), "\(run.all.prefix(300))")
        #expect(log.entries.filter { $0.level == .warning }.isEmpty)
    }

    @Test("A broken renewal keeps the certificate in service and warns once, naming the file")
    func brokenRenewal() throws {
        let certificates = try TestCertificates()
        let log = RecordingLogSink()
        let server = try Self.server(certificates, log: log)
        let first = try TestCertificates.fingerprint(ofFile: certificates.certificate)

        // A certificate file that is no certificate.
        let originalCertificate = try Data(contentsOf: URL(fileURLWithPath: certificates.certificate))
        try Data("this is not a certificate\n".utf8).write(to: URL(fileURLWithPath: certificates.certificate))
        for _ in 0..<6 {
            Thread.sleep(forTimeInterval: 0.6)
            #expect(try Self.servedFingerprint(server) == first)
        }
        var warnings = log.entries.filter { $0.level == .warning }
        #expect(warnings.count == 1, "\(warnings.map(\.message))")
        #expect(warnings.first?.message.contains(certificates.certificate) == true)
        #expect(warnings.first?.message.contains("not a PEM certificate") == true, "\(warnings.map(\.message))")

        // The certificate back, with the key of another one.
        try originalCertificate.write(to: URL(fileURLWithPath: certificates.certificate))
        try certificates.makeLeaf(serial: 3, certificate: certificates.path("other.crt"), key: certificates.key)
        for _ in 0..<6 {
            Thread.sleep(forTimeInterval: 0.6)
            #expect(try Self.servedFingerprint(server) == first)
        }
        warnings = log.entries.filter { $0.level == .warning }
        #expect(warnings.count == 2, "\(warnings.map(\.message))")
        #expect(warnings.last?.message.contains(certificates.key) == true)
        #expect(warnings.last?.message.contains("does not match") == true, "\(warnings.map(\.message))")
        let run = try Self.curl(server, certificates)
        #expect(run.output.hasPrefix("HTTP/1.1 200"), "\(run.all.prefix(300))")
    }

    @Test("A handshake that never finishes is cut at the header deadline")
    func slowHandshake() throws {
        let certificates = try TestCertificates()
        var limits = HTTPLimits()
        limits.headerSeconds = 1
        limits.idleSeconds = 60
        let server = try Self.server(certificates, limits: limits)
        let started = Date()
        // A TLS record announcing 512 bytes of handshake, and one of them.
        let stalled = try server.connect(timeout: 10)
        defer { stalled.close() }
        try stalled.send([0x16, 0x03, 0x01, 0x02, 0x00, 0x01])
        // A connection that sends nothing at all, not even its first byte.
        let silent = try server.connect(timeout: 10)
        defer { silent.close() }
        #expect(stalled.isClosedByServer(within: 8))
        #expect(silent.isClosedByServer(within: 8))
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 0.9 && waited < 4, "\(waited)")
        // The server goes on answering.
        let run = try Self.curl(server, certificates)
        #expect(run.output.hasPrefix("HTTP/1.1 200"), "\(run.all.prefix(300))")
    }

    @Test("The per-address cap counts TLS connections")
    func capsCountTLS() throws {
        let certificates = try TestCertificates()
        var limits = HTTPLimits()
        limits.connectionsPerAddress = 2
        let server = try Self.server(certificates, limits: limits)
        #expect(eventually(within: 5) { server.server.openConnections == 0 })
        // Two TLS sessions held open by openssl s_client, their standard input kept open.
        var holders: [(Process, Pipe)] = []
        defer {
            for (process, input) in holders { Self.end(process, input) }
        }
        for _ in 0..<2 {
            let process = Process()
            let input = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["openssl", "s_client", "-quiet", "-connect", "127.0.0.1:\(server.port)"]
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            holders.append((process, input))
        }
        #expect(eventually(within: 10) { server.server.openConnections == 2 })
        let refused = try Self.curl(server, certificates)
        #expect(refused.status != 0, "\(refused.all.prefix(300))")
        #expect(!refused.output.contains("Meditate"))
        // One of them leaves: there is room again.
        let (process, input) = holders.removeFirst()
        Self.end(process, input)
        #expect(eventually(within: 10) { server.server.openConnections == 1 })
        let run = try Self.curl(server, certificates)
        #expect(run.output.hasPrefix("HTTP/1.1 200"), "\(run.all.prefix(300))")
    }

    /// Ends a client held open: killed outright (`s_client -quiet` ignores the end of its input,
    /// and a SIGTERM may be blocked in what the test process hands down).
    private static func end(_ process: Process, _ input: Pipe) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
    }

    @Test("TLS 1.1 and TLS 1.2 without forward secrecy are refused; TLS 1.2 and 1.3 are spoken")
    func protocolVersions() throws {
        let certificates = try TestCertificates()
        let server = try Self.server(certificates)
        // The client's own floor lowered, so that the refusal is the server's.
        let old = try Self.sClient(server, ["-tls1_1", "-cipher", "DEFAULT@SECLEVEL=0"])
        #expect(old.status != 0)
        #expect(old.all.contains("alert protocol version"), "\(old.all.prefix(600))")
        let weak = try Self.sClient(server, ["-tls1_2", "-cipher", "AES128-SHA"])
        #expect(weak.status != 0)
        #expect(!weak.output.contains("BEGIN CERTIFICATE"))
        let tls12 = try Self.sClient(server, ["-tls1_2", "-alpn", "h2,http/1.1"])
        #expect(tls12.status == 0, "\(tls12.all.prefix(600))")
        #expect(tls12.output.contains("TLSv1.2"))
        #expect(tls12.output.contains("ALPN protocol: http/1.1"))
        #expect(tls12.output.contains("ECDHE"))
        let tls13 = try Self.sClient(server, ["-tls1_3"])
        #expect(tls13.status == 0)
        #expect(tls13.output.contains("TLSv1.3"))
    }

    @Test("Files that cannot be served stop the start, naming the file and why")
    func startErrors() throws {
        let certificates = try TestCertificates()
        let missing = certificates.path("nothing.pem")
        let notPEM = certificates.path("garbage.pem")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: notPEM))
        let otherKey = certificates.path("other.key")
        try certificates.makeLeaf(serial: 9, certificate: certificates.path("other.crt"), key: otherKey)
        let cases: [(TLSFiles, String, (TLSFileError.Problem) -> Bool)] = [
            (TLSFiles(certificate: missing, key: certificates.key), missing, { $0 == .missing }),
            (TLSFiles(certificate: certificates.certificate, key: missing), missing, { $0 == .missing }),
            (
                TLSFiles(certificate: notPEM, key: certificates.key), notPEM,
                {
                    if case .notPEMCertificate = $0 { true } else { false }
                }
            ),
            (
                TLSFiles(certificate: certificates.certificate, key: notPEM), notPEM,
                {
                    if case .notPEMKey = $0 { true } else { false }
                }
            ),
            (
                TLSFiles(certificate: certificates.certificate, key: certificates.certificate),
                certificates.certificate,
                {
                    if case .notPEMKey = $0 { true } else { false }
                }
            ),
            (
                TLSFiles(certificate: certificates.certificate, key: otherKey), otherKey,
                { $0 == .keyDoesNotMatch(certificate: certificates.certificate) }
            ),
        ]
        for (files, file, expected) in cases {
            // Checked alone, as `kado serve` does before it opens anything.
            do throws(TLSFileError) {
                try files.check()
                Issue.record("\(files) passed the check")
            } catch {
                #expect(error.file == file)
                #expect(expected(error.problem), "\(error)")
            }
            var configuration = WebConfiguration(host: "127.0.0.1", port: 0)
            configuration.tls = files
            let web = try WebHarness(configuration: configuration)
            do {
                _ = try HTTPServer(address: "127.0.0.1", port: 0, serving: web.app)
                Issue.record("\(files) started")
            } catch {
                guard case .tlsFile(let problem) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(problem.file == file)
                #expect(expected(problem.problem), "\(problem)")
                #expect(error.description.contains(file))
            }
        }
    }
}
