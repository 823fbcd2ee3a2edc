/// The certificate chain and private key `kado serve` answers HTTPS with: two PEM files, as
/// certbot (`fullchain.pem`, `privkey.pem`), `tailscale cert` and mkcert write them. The server
/// reads them at start and again whenever they change (``TLSCertificates``).
public struct TLSFiles: Sendable, Hashable {
    /// The certificate, followed by the intermediate certificates that lead to a trusted root.
    public var certificate: String
    /// The private key of the certificate (unencrypted: the server cannot ask for a passphrase).
    public var key: String

    /// The two files, as paths.
    public init(certificate: String, key: String) {
        self.certificate = certificate
        self.key = key
    }

    /// Loads the pair once to see that it can be served (both files there and readable, PEM,
    /// the key the certificate's), so that a start can fail before it opens or starts anything.
    /// The server loads them again when it starts.
    public func check() throws(TLSFileError) {
        _ = try TLSContext(files: self)
    }
}
