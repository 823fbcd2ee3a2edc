/// Why a certificate or key file cannot be served: which file, and what is wrong with it. At
/// start it stops `kado serve` before anything listens; on a renewal it is logged once and the
/// previous pair goes on being served.
public struct TLSFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Sendable, Hashable {
        /// There is no file at the path.
        case missing
        /// The file exists but cannot be read; `reason` is the system's account of why.
        case unreadable(reason: String)
        /// The file holds no PEM certificate OpenSSL can read; `detail` is OpenSSL's reason.
        case notPEMCertificate(detail: String)
        /// The file holds no PEM private key OpenSSL can read (or an encrypted one).
        case notPEMKey(detail: String)
        /// The key is not the private key of the certificate (`certificate`, its path).
        case keyDoesNotMatch(certificate: String)
        /// OpenSSL refused the context itself (out of memory…); `detail` is its reason.
        case openSSL(detail: String)
    }

    /// The path of the file at fault.
    public let file: String
    /// What is wrong with it.
    public let problem: Problem

    /// The problem with `file`.
    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    /// What is wrong, in one English line that names the file.
    public var description: String {
        switch problem {
        case .missing: "\(file): no such file"
        case .unreadable(let reason): "\(file): cannot be read (\(reason))"
        case .notPEMCertificate(let detail): "\(file): not a PEM certificate (\(detail))"
        case .notPEMKey(let detail): "\(file): not an unencrypted PEM private key (\(detail))"
        case .keyDoesNotMatch(let certificate): "\(file): this key does not match the certificate \(certificate)"
        case .openSSL(let detail): "\(file): OpenSSL cannot use it (\(detail))"
        }
    }
}
