import Foundation
import KadoTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `kado serve` as people start it: the URL it prints, the pairing it shows, the errors for a
/// bad address or a port in use, and a clean stop on SIGTERM.
@Suite("kado serve", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct ServeCommandTests {
    /// A `kado serve` process, with its standard output read as it comes.
    final class Server {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        private(set) var lines: [String] = []
        /// Output read but not yet ended by a newline.
        private var partial = ""

        init(_ sandbox: Sandbox, _ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: try KadoBinary.require())
            process.arguments = ["serve"] + arguments
            process.environment = sandbox.environment()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        /// Reads standard output until a line contains `text` (or 20 s pass).
        func waitForLine(containing text: String) -> String? {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if let line = lines.first(where: { $0.contains(text) }) { return line }
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return nil }
                partial += String(decoding: data, as: UTF8.self)
                while let newline = partial.firstIndex(of: "\n") {
                    lines.append(String(partial[..<newline]))
                    partial = String(partial[partial.index(after: newline)...])
                }
            }
            return nil
        }

        /// The port from "Kadō is running at http://127.0.0.1:PORT/".
        func port() -> Int? {
            guard let line = waitForLine(containing: "is running at") else { return nil }
            let afterColon = line.split(separator: ":").last ?? ""
            return Int(afterColon.filter(\.isNumber))
        }

        deinit { stop() }

        /// Sends SIGTERM and waits for the exit; a server still running after 10 s is killed
        /// (and the test fails), so that a bug here can never hang the test run.
        func stop() {
            if process.isRunning { process.terminate() }
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                Issue.record("kado serve did not stop on SIGTERM")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }
    }

    static func get(_ url: String, headers: [String: String] = [:]) -> (status: Int, body: String)? {
        guard let url = URL(string: url) else { return nil }
        var request = URLRequest(url: url)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, String)?
        let task = URLSession.shared.dataTask(with: request) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                result = (response.statusCode, String(decoding: data ?? Data(), as: UTF8.self))
            }
            done.signal()
        }
        task.resume()
        _ = done.wait(timeout: .now() + 20)
        return result
    }

    @Test("It prints its URL, serves Today, and stops cleanly on SIGTERM")
    func servesAndStops() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let server = try Server(sandbox, ["--port", "0"])
        defer { server.stop() }
        let port = try #require(server.port())
        #expect(server.lines.first == "Kadō is running at http://127.0.0.1:\(port)/")
        let today = try #require(Self.get("http://127.0.0.1:\(port)/"))
        #expect(today.status == 200)
        #expect(today.body.contains(">Read<"))
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(server.waitForLine(containing: "Stopped.") != nil)
    }

    @Test("With sync set up it syncs in the background from its start, and still stops cleanly on SIGTERM")
    func syncsInTheBackground() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let target = sandbox.file("sync-target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try sandbox.succeed(["sync", "setup", "folder", target.path])
        let server = try Server(sandbox, ["--port", "0"])
        defer { server.stop() }
        let port = try #require(server.port())
        // Nobody asks: the sync at start records its success, which the card then tells.
        let deadline = Date().addingTimeInterval(30)
        var settings = ""
        while Date() < deadline, !settings.contains("Last synced") {
            usleep(50_000)
            settings = Self.get("http://127.0.0.1:\(port)/settings")?.body ?? ""
        }
        #expect(settings.contains("Last synced: 10 Apr 2026 at 09:00"))
        #expect(settings.contains(target.path))
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(server.waitForLine(containing: "Stopped.") != nil)
    }

    @Test("A port in use is an I/O error (74) that names the port")
    func portInUse() throws {
        let sandbox = try Sandbox()
        let first = try Server(sandbox, ["--port", "0"])
        defer { first.stop() }
        let port = try #require(first.port())
        let second = try sandbox.kado(["serve", "--port", String(port)])
        #expect(second.status == 74)
        #expect(second.error.contains("cannot listen on 127.0.0.1 port \(port)"))
    }

    @Test(
        "Bad options are usage errors (64) and start nothing",
        arguments: [
            (["--port", "70000"], "--port"), (["--port", "web"], "--port"), (["--host", "my laptop"], "--host"),
            (["--host", "999.1.1.1"], "--host"), (["--allow-host", "bad name!"], "--allow-host"),
            (["--trust-proxy", "proxy.lan"], "proxy.lan"), (["--trust-proxy", "127.0.0.1/33"], "127.0.0.1/33"),
            (["--trust-proxy", "fe80::1%eth0"], "--trust-proxy"),
        ])
    func badOptions(arguments: [String], option: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.kado(["serve"] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(option))
        #expect(result.output.isEmpty)
    }

    @Test("With --tls-cert and --tls-key it prints an https URL and serves HTTPS, and plain HTTP only redirects")
    func https() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let certificates = try TestCertificates()
        let server = try Server(
            sandbox, ["--port", "0", "--tls-cert", certificates.certificate, "--tls-key", certificates.key])
        defer { server.stop() }
        let port = try #require(server.port())
        #expect(server.lines.first == "Kadō is running at https://127.0.0.1:\(port)/")
        let today = try ToolRun.run(
            "curl", ["--silent", "--show-error", "--cacert", certificates.authority, "https://127.0.0.1:\(port)/"])
        #expect(today.status == 0, "\(today.errors)")
        #expect(today.output.contains(">Read<"))
        let plain = try ToolRun.run("curl", ["--silent", "--include", "http://127.0.0.1:\(port)/overview"])
        #expect(plain.output.hasPrefix("HTTP/1.1 308"), "\(plain.all.prefix(300))")
        #expect(plain.output.contains("Location: https://127.0.0.1:\(port)/overview"))
        #expect(!plain.output.contains(">Read<"))
    }

    @Test("Certificate files that cannot be served stop the start, naming the file and why")
    func badCertificateFiles() throws {
        let sandbox = try Sandbox()
        let certificates = try TestCertificates()
        let missing = certificates.path("missing.pem")
        let alone = try sandbox.kado(["serve", "--port", "0", "--tls-cert", certificates.certificate])
        #expect(alone.status == 64)
        #expect(alone.error.contains("--tls-key"))
        #expect(alone.output.isEmpty)
        let absent = try sandbox.kado(["serve", "--port", "0", "--tls-cert", missing, "--tls-key", certificates.key])
        #expect(absent.status == 66)
        #expect(absent.error.contains("\(missing): no such file"), "\(absent.error)")
        #expect(absent.output.isEmpty)
        let swapped = try sandbox.kado([
            "serve", "--port", "0", "--tls-cert", certificates.key, "--tls-key", certificates.certificate,
        ])
        #expect(swapped.status == 66)
        #expect(swapped.error.contains("\(certificates.key): not a PEM certificate"), "\(swapped.error)")
        #expect(swapped.output.isEmpty)
    }

    @Test("On another address it prints a pairing; a script's token made by kado serve new-token opens the API")
    func pairingAndToken() throws {
        let sandbox = try Sandbox()
        // Bound to every address, but reached through loopback here: a request naming the allowed
        // host name is how the network reaches it, and needs a credential; one naming 127.0.0.1
        // comes from this machine, and does not.
        let arguments = ["--host", "0.0.0.0", "--port", "0", "--allow-host", "kado.test"]
        let server = try Server(sandbox, arguments)
        let port = try #require(server.port())
        let pairLine = try #require(server.waitForLine(containing: "Pair a device: scan the QR code"))
        // The link names the allowed host, where the phone reaches this server.
        #expect(pairLine.contains("open http://kado.test:\(port)/login?code="), "\(pairLine)")
        let network = ["Host": "kado.test:\(port)"]
        let refused = try #require(Self.get("http://127.0.0.1:\(port)/api/today", headers: network))
        #expect(refused.status == 401)
        let made = try sandbox.kado(["serve", "new-token", "Tests"])
        #expect(made.status == 0, "\(made.error)")
        let token = try #require(made.output.firstMatch(of: /: ([0-9a-f]{64})\n/)?.output.1)
        let bearer = network.merging(["Authorization": "Bearer \(token)"]) { $1 }
        let allowed = try #require(Self.get("http://127.0.0.1:\(port)/api/today", headers: bearer))
        #expect(allowed.status == 200)
        let local = try #require(Self.get("http://127.0.0.1:\(port)/api/today"))
        #expect(local.status == 200)
        let revoked = try sandbox.kado(["serve", "sign-out", "Tests"])
        #expect(revoked.status == 0, "\(revoked.error)")
        let after = try #require(Self.get("http://127.0.0.1:\(port)/api/today", headers: bearer))
        #expect(after.status == 401)
        server.stop()
        // Reached over plain HTTP with no proxy in front: it says so, on standard error.
        let warned = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(warned.contains("other devices reach Kadō over plain HTTP"), "\(warned)")
    }
}

extension ServeCommandTests {
    @Test("A start that fails makes no pairing; the next start prints one")
    func failedStartMakesNoPairing() throws {
        let sandbox = try Sandbox()
        let first = try Server(sandbox, ["--port", "0"])
        defer { first.stop() }
        let port = try #require(first.port())
        let failed = try sandbox.kado(["serve", "--host", "0.0.0.0", "--port", String(port)])
        #expect(failed.status == 74)
        #expect(!failed.output.contains("Pair a device"))
        let next = try Server(sandbox, ["--host", "0.0.0.0", "--port", "0"])
        defer { next.stop() }
        #expect(next.waitForLine(containing: "Pair a device: scan the QR code") != nil)
    }
}
