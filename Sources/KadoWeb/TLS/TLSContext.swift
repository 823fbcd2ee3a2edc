import COpenSSL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One loaded certificate chain and key, and how the server speaks TLS with them: an OpenSSL
/// `SSL_CTX` for servers, TLS 1.2 at least, for TLS 1.2 only ECDHE key exchange with AES-GCM or
/// ChaCha20-Poly1305 (TLS 1.3 offers its three suites, all of that kind, AES-128-GCM first), ALPN
/// choosing `http/1.1`, no compression, no renegotiation. Each connection makes its
/// ``TLSSession`` from it.
///
/// The `SSL_CTX` pointer never leaves this object: it is configured completely in `init`, then
/// only handed to `SSL_new`, which OpenSSL allows from any thread (it takes its own locks and
/// counts references: a session keeps the context alive after a renewal replaced it). That is
/// why the type may be `@unchecked Sendable`: it is made on the thread that starts the server
/// and used on the event loop's.
final class TLSContext: @unchecked Sendable {
    /// The context, owned: freed in `deinit`.
    private let context: OpaquePointer

    /// The TLS 1.2 cipher suites offered: forward-secret key exchange and AEAD ciphers only.
    static let tls12Ciphers = [
        "ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-RSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384",
        "ECDHE-RSA-AES256-GCM-SHA384", "ECDHE-ECDSA-CHACHA20-POLY1305", "ECDHE-RSA-CHACHA20-POLY1305",
    ].joined(separator: ":")

    /// Loads `files`, checking that each is there, readable, PEM, and that the key is the
    /// certificate's.
    init(files: TLSFiles) throws(TLSFileError) {
        try Self.checkReadable(files.certificate)
        try Self.checkReadable(files.key)
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw TLSFileError(file: files.certificate, problem: .openSSL(detail: Self.takeErrors()))
        }
        // From here on `context` is freed on every failure.
        do throws(TLSFileError) {
            guard kado_tls_configure(context) == 1, SSL_CTX_set_cipher_list(context, Self.tls12Ciphers) == 1 else {
                throw TLSFileError(file: files.certificate, problem: .openSSL(detail: Self.takeErrors()))
            }
            kado_tls_install_callbacks(context)
            guard SSL_CTX_use_certificate_chain_file(context, files.certificate) == 1 else {
                throw TLSFileError(file: files.certificate, problem: .notPEMCertificate(detail: Self.takeErrors()))
            }
            guard let key = kado_tls_read_key(files.key) else {
                throw TLSFileError(file: files.key, problem: .notPEMKey(detail: Self.takeErrors()))
            }
            defer { EVP_PKEY_free(key) }
            // Checked before handing the key over: OpenSSL would otherwise drop a certificate whose
            // key does not match and report only that no certificate is left.
            guard let certificate = SSL_CTX_get0_certificate(context), X509_check_private_key(certificate, key) == 1
            else {
                ERR_clear_error()
                throw TLSFileError(file: files.key, problem: .keyDoesNotMatch(certificate: files.certificate))
            }
            guard SSL_CTX_use_PrivateKey(context, key) == 1, SSL_CTX_check_private_key(context) == 1 else {
                throw TLSFileError(file: files.key, problem: .keyDoesNotMatch(certificate: files.certificate))
            }
        } catch {
            SSL_CTX_free(context)
            throw error
        }
        self.context = context
    }

    deinit {
        SSL_CTX_free(context)
    }

    /// A new server session on the connected socket `descriptor`, or `nil` when OpenSSL cannot
    /// make one (out of memory).
    func makeSession(descriptor: Int32) -> TLSSession? {
        guard let connection = SSL_new(context) else {
            ERR_clear_error()
            return nil
        }
        guard SSL_set_fd(connection, descriptor) == 1 else {
            ERR_clear_error()
            SSL_free(connection)
            return nil
        }
        SSL_set_accept_state(connection)
        return TLSSession(taking: connection)
    }

    /// Throws `.missing` or `.unreadable` when the file at `path` cannot be opened for reading,
    /// so that the message says so rather than OpenSSL's "no such file" in its own words.
    private static func checkReadable(_ path: String) throws(TLSFileError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw TLSFileError(file: path, problem: .missing)
        }
        guard !isFolder.boolValue else { throw TLSFileError(file: path, problem: .unreadable(reason: "a folder")) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TLSFileError(file: path, problem: .unreadable(reason: String(cString: strerror(errno))))
        }
        Glibc.close(descriptor)
    }

    /// The reasons on this thread's OpenSSL error queue, oldest first, which it empties.
    static func takeErrors() -> String {
        var reasons: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            let reason = ERR_reason_error_string(code).map { String(cString: $0) } ?? "error \(code)"
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        return reasons.isEmpty ? "unknown reason" : reasons.joined(separator: "; ")
    }
}
