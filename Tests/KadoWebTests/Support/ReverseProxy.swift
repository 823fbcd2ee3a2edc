import Foundation
import KadoTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real reverse proxy in front of a test's server: Debian's Caddy (`tls internal`) or nginx
/// (with a certificate `openssl` makes here), run from the very blocks of `docs/proxy/` with
/// their example name and ports replaced, on 127.0.0.1 at a free port, with every file it writes
/// in a temporary folder. Started by ``init(kind:upstreamPort:)``, stopped by ``stop()`` (or
/// when it goes away). Clients reach it with ``curl(_:headers:method:body:)``, which trusts its
/// certificate and resolves its name to 127.0.0.1.
final class ReverseProxy {
    /// Which proxy.
    enum Kind: String, CustomStringConvertible, CaseIterable {
        case caddy
        case nginx

        /// The program, where Debian installs it.
        var executable: String {
            switch self {
            case .caddy: "/usr/bin/caddy"
            case .nginx: "/usr/sbin/nginx"
            }
        }

        var description: String { rawValue }
    }

    /// Why a proxy could not be used.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let curl = "/usr/bin/curl"
    static let openssl = "/usr/bin/openssl"
    /// The name the proxy serves (resolved to 127.0.0.1 by ``curl(_:headers:method:body:)``).
    static let name = "kado.test"

    let kind: Kind
    let port: Int
    let folder: TemporaryFolder
    /// The certificate curl trusts: Caddy's local authority, or the one made for nginx.
    let authority: String
    private let process: Process
    private let log: String

    /// What is missing to run `kind` (the proxy, curl, openssl for nginx), or `nil`.
    static func missing(_ kind: Kind) -> String? {
        let needed = [kind.executable, curl] + (kind == .nginx ? [openssl] : [])
        return needed.first { !FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `kind` in front of the server on 127.0.0.1:`upstreamPort`, and waits (30 s at
    /// most) until it answers over HTTPS.
    init(kind: Kind, upstreamPort: Int) throws {
        self.kind = kind
        folder = try TemporaryFolder(prefix: "kado-proxy-\(kind)")
        port = try DAVServer.freePort()
        log = folder.path("proxy.log")
        FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kind.executable)
        process.standardInput = FileHandle.nullDevice
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        switch kind {
        case .caddy:
            let data = folder.path("data")
            authority = data + "/caddy/pki/authorities/local/root.crt"
            let block = try Self.documented("Caddyfile")
                .replacingOccurrences(of: "kado.example.org {", with: "\(Self.name):\(port) {")
                .replacingOccurrences(of: "# tls internal", with: "tls internal")
                .replacingOccurrences(of: "127.0.0.1:4810", with: "127.0.0.1:\(upstreamPort)")
            // Only what keeps a test's Caddy to itself: no admin endpoint, every socket on
            // 127.0.0.1, no port 80, nothing installed in the system's trust store.
            let global = [
                "{", "\tadmin off", "\tdefault_bind 127.0.0.1", "\thttp_port \(try DAVServer.freePort())",
                "\tskip_install_trust", "\tauto_https disable_redirects", "}", "",
            ]
            try Self.write(global.joined(separator: "\n") + block, to: folder.path("Caddyfile"))
            process.arguments = ["run", "--config", folder.path("Caddyfile"), "--adapter", "caddyfile"]
            process.environment = [
                "HOME": folder.path("home"), "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": folder.path("config"),
                "PATH": "/usr/bin:/bin",
            ]
        case .nginx:
            authority = folder.path("cert.pem")
            try Self.makeCertificate(certificate: authority, key: folder.path("key.pem"), in: folder)
            let block = try Self.documented("nginx.conf")
                .replacingOccurrences(of: "listen 443 ssl;", with: "listen 127.0.0.1:\(port) ssl;")
                .replacingOccurrences(of: "server_name kado.example.org;", with: "server_name \(Self.name);")
                .replacingOccurrences(of: "/etc/ssl/kado/fullchain.pem", with: authority)
                .replacingOccurrences(of: "/etc/ssl/kado/privkey.pem", with: folder.path("key.pem"))
                .replacingOccurrences(of: "127.0.0.1:4810", with: "127.0.0.1:\(upstreamPort)")
            for name in ["temp", "logs"] {
                try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
            }
            // One process (no master, no workers to leave behind), every path in the folder.
            let main = [
                "daemon off;", "master_process off;", "pid \(folder.path("nginx.pid"));", "error_log \(log) warn;",
                "events { worker_connections 64; }", "http {", "  access_log off;",
                "  client_body_temp_path \(folder.path("temp/body"));",
                "  proxy_temp_path \(folder.path("temp/proxy"));",
                "  fastcgi_temp_path \(folder.path("temp/fastcgi"));",
                "  uwsgi_temp_path \(folder.path("temp/uwsgi"));",
                "  scgi_temp_path \(folder.path("temp/scgi"));", block, "}",
            ]
            try Self.write(main.joined(separator: "\n"), to: folder.path("nginx.conf"))
            process.arguments = ["-p", folder.url.path, "-c", folder.path("nginx.conf"), "-e", log]
            process.environment = ["PATH": "/usr/sbin:/usr/bin:/bin"]
        }
        self.process = process
        try process.run()
        try output.close()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            guard process.isRunning else {
                throw Failure(description: "\(kind) exited: \(logTail())")
            }
            // Any answer over TLS will do: without --trust-proxy, the server refuses them all.
            if FileManager.default.fileExists(atPath: authority), (try? curl("/static/app.css")) != nil { return }
            usleep(100_000)
        }
        stop()
        throw Failure(description: "\(kind) did not answer over HTTPS within 30 seconds: \(logTail())")
    }

    deinit { stop() }

    /// Stops the proxy and waits for it (SIGTERM, then SIGKILL after ten seconds).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// `https://kado.test:PORT`.
    var origin: String { "https://\(Self.name):\(port)" }

    /// One answer through the proxy.
    struct Answer {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: String

        /// Every value of header `name`.
        func headers(_ name: String) -> [String] {
            headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        }
    }

    /// `method` `path` through the proxy with curl over HTTP/1.1 and TLS (trusting
    /// ``authority``), with `headers` and a URL-encoded `body`; 20 seconds at most.
    func curl(_ path: String, headers: [(String, String)] = [], method: String = "GET", body: String? = nil) throws
        -> Answer
    {
        var arguments = [
            "--silent", "--show-error", "--http1.1", "--max-time", "20", "--include", "--cacert", authority,
            "--resolve", "\(Self.name):\(port):127.0.0.1", "--request", method,
        ]
        for (name, value) in headers { arguments += ["--header", "\(name): \(value)"] }
        if let body { arguments += ["--data-binary", body] }
        arguments.append(origin + path)
        let result = try ProgramRunner.run(
            Self.curl, arguments, environment: ["PATH": "/usr/bin:/bin"], input: nil, scratch: folder.url)
        guard result.status == 0 else { throw Failure(description: "curl \(path): \(result.error)") }
        return try Self.parse(result.output)
    }

    /// curl's `--include` output: the status line, the headers, a blank line, the body.
    private static func parse(_ text: String) throws -> Answer {
        guard let split = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "no head in \(text.prefix(200))")
        }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "no status in \(text.prefix(200))")
        }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Answer(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    /// The text of `docs/proxy/name`.
    static func documented(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/proxy/\(name)"), encoding: .utf8)
    }

    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A self-signed certificate for ``name``, valid for a day, and its key.
    private static func makeCertificate(certificate: String, key: String, in folder: TemporaryFolder) throws {
        let result = try ProgramRunner.run(
            openssl,
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                "-subj", "/CN=\(name)", "-addext", "subjectAltName=DNS:\(name)", "-keyout", key, "-out", certificate,
            ], environment: ["PATH": "/usr/bin:/bin"], input: nil, scratch: folder.url)
        guard result.status == 0 else { throw Failure(description: "openssl: \(result.error)") }
    }

    private func logTail() -> String {
        // Only shown in a failure: a log that cannot be read shows empty.
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(8).joined(separator: " | ")
    }
}
