import Foundation

/// Certificates made by the `openssl` tool for a test (or a benchmark), in a temporary folder removed at the
/// end: a test certificate authority, and a leaf for 127.0.0.1 and localhost (subjectAltName)
/// signed by it, as `kado serve --tls-cert/--tls-key` is given them. ``renew(serial:)`` replaces
/// the leaf's two files the way certbot does: new files renamed over the old.
public final class TestCertificates {
    /// The temporary folder that holds them.
    public let folder: URL
    /// The authority's certificate, which clients are told to trust.
    public var authority: String { folder.appendingPathComponent("ca.crt").path }
    /// The leaf certificate: the file the server serves.
    public var certificate: String { folder.appendingPathComponent("leaf.crt").path }
    /// The leaf's private key.
    public var key: String { folder.appendingPathComponent("leaf.key").path }

    /// The `openssl` tool failed; what it printed.
    public enum Failure: Error, CustomStringConvertible {
        case openSSL(String)
        /// What failed, in one line.
        public var description: String {
            switch self {
            case .openSSL(let output): "openssl failed: \(output)"
            }
        }
    }

    /// A new authority and a leaf of serial 1.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try openSSL([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout",
            path("ca.key"), "-out", authority, "-days", "2", "-subj", "/CN=Kado Test CA",
        ])
        try Data(
            """
            subjectAltName=IP:127.0.0.1,DNS:localhost
            basicConstraints=critical,CA:FALSE
            keyUsage=critical,digitalSignature
            extendedKeyUsage=serverAuth

            """.utf8
        ).write(to: folder.appendingPathComponent("leaf.ext"))
        try makeLeaf(serial: 1, certificate: certificate, key: key)
    }

    deinit {
        // A folder left in the temporary directory harms no test.
        try? FileManager.default.removeItem(at: folder)
    }

    /// A path in the folder.
    public func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Makes a leaf of `serial` with a new key into `certificate` and `key`.
    public func makeLeaf(serial: Int, certificate: String, key: String) throws {
        let request = path("leaf-\(serial).csr")
        try openSSL([
            "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key,
            "-out", request, "-subj", "/CN=127.0.0.1",
        ])
        try openSSL([
            "x509", "-req", "-in", request, "-CA", authority, "-CAkey", path("ca.key"), "-set_serial", String(serial),
            "-days", "2", "-out", certificate, "-extfile", path("leaf.ext"),
        ])
    }

    /// A renewal: a new leaf of `serial` with a new key, written beside and renamed over the
    /// served files (the key first, as certbot's links move together only in the end).
    public func renew(serial: Int) throws {
        let newCertificate = path("new-\(serial).crt")
        let newKey = path("new-\(serial).key")
        try makeLeaf(serial: serial, certificate: newCertificate, key: newKey)
        guard rename(newKey, key) == 0, rename(newCertificate, certificate) == 0 else {
            throw Failure.openSSL("cannot rename the renewed files")
        }
    }

    /// The SHA-256 fingerprint of the PEM certificate in `pem` (text), as openssl prints it.
    public static func fingerprint(ofPEM pem: String) throws -> String {
        let run = try ToolRun.run("openssl", ["x509", "-noout", "-fingerprint", "-sha256"], input: pem)
        guard run.status == 0, let line = run.output.split(separator: "\n").first else {
            throw Failure.openSSL(run.all)
        }
        return String(line)
    }

    /// The fingerprint of the certificate in the file at `path`.
    public static func fingerprint(ofFile path: String) throws -> String {
        try fingerprint(ofPEM: String(contentsOfFile: path, encoding: .utf8))
    }

    /// Runs `openssl` with `arguments`; throws what it printed when it fails.
    private func openSSL(_ arguments: [String]) throws {
        let run = try ToolRun.run("openssl", arguments)
        guard run.status == 0 else { throw Failure.openSSL(run.all) }
    }
}
