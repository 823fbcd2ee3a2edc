/// Why a certificate or key file cannot be served, as the command line words it.
public enum TLSFileProblem: Equatable, Sendable {
    /// There is no file at the path.
    case missing
    /// The file cannot be read; `reason` is the system's account of why.
    case unreadable(reason: String)
    /// The file holds no PEM certificate; `detail` is OpenSSL's reason.
    case notPEMCertificate(detail: String)
    /// The file holds no unencrypted PEM private key; `detail` is OpenSSL's reason.
    case notPEMKey(detail: String)
    /// The key is not the private key of the certificate at the path `certificate`.
    case keyDoesNotMatch(certificate: String)
    /// OpenSSL refused the context itself; `detail` is its reason.
    case openSSL(detail: String)

    /// The problem with the file at `path`, in words.
    func phrase(path: String) -> Phrase {
        switch self {
        case .missing: Phrase("cli.serve.tls.missing", ["file": path])
        case .unreadable(let reason): Phrase("cli.serve.tls.unreadable", ["file": path, "reason": reason])
        case .notPEMCertificate(let detail):
            Phrase("cli.serve.tls.notPEMCertificate", ["file": path, "detail": detail])
        case .notPEMKey(let detail): Phrase("cli.serve.tls.notPEMKey", ["file": path, "detail": detail])
        case .keyDoesNotMatch(let certificate):
            Phrase("cli.serve.tls.keyDoesNotMatch", ["file": path, "certificate": certificate])
        case .openSSL(let detail): Phrase("cli.serve.tls.openSSL", ["file": path, "detail": detail])
        }
    }
}
