import Foundation

/// Why a sync target could not be reached, read or written, as a value each front end phrases in
/// its person's language. The system's and the server's own words (``SystemFailure/words``, a
/// parser's account) are kept as they came, to be quoted; every sentence of Kadō's own is a case.
public enum TargetProblem: Hashable, Sendable, Codable {
    /// The folder does not exist (is its disk mounted?).
    case folderMissing
    /// The path names a file, not a folder.
    case notAFolder
    /// The folder `folder` (under the target) cannot be listed.
    case cannotList(folder: String, SystemFailure)
    /// The file `path` (under the target) cannot be read.
    case cannotRead(path: String, SystemFailure)
    /// A system call failed.
    case system(SystemFailure)
    /// The target's folder does not exist on the server.
    case folderMissingOnServer
    /// The name is not a file's name.
    case notAFileName
    /// The name leaves the target's folder (`.` or `..`).
    case nameLeavesFolder
    /// The name cannot be written in a URL.
    case nameNotInURL
    /// The server answered with the HTTP status `status`.
    case serverAnswered(status: Int)
    /// The server answered a write with `status` (500) while it still answers reads: it could not
    /// write the file, most likely for want of room (nginx says 500 for a full disk).
    case serverFailedToWrite(status: Int)
    /// Nothing answers at `host` on `port` (the connection was refused).
    case connectionRefused(host: String, port: Int)
    /// The host name is unknown.
    case unknownHost(String)
    /// No answer within `seconds`.
    case noAnswer(seconds: Double)
    /// The connection was lost.
    case connectionLost
    /// This device is not connected to a network.
    case offline
    /// The secure connection (TLS) failed.
    case secureConnectionFailed
    /// The server's certificate is not trusted.
    case untrustedCertificate
    /// The address is not an `http://` or `https://` URL.
    case notHTTPURL
    /// The server's answer is not HTTP.
    case notHTTP
    /// Another network error, by its `URLError` code.
    case networkError(code: Int)
    /// The server redirects to `origin`, where the password is not sent.
    case redirectedAway(origin: String)
    /// The server redirects again and again.
    case tooManyRedirects
    /// The server's answer is not well-formed XML.
    case notWellFormedXML(line: Int, column: Int)
    /// The server's answer is not a WebDAV multistatus.
    case notMultistatus
    /// The server's answer is cut off.
    case answerCutOff
    /// The file vanished between two steps.
    case vanished
    /// The file is JSON of another kind than a target's identity.
    case notTargetIdentity
    /// The file cannot be decoded; `account` is the decoder's, quoted as it is.
    case damaged(account: String)
    /// A file of an encrypted target fails authentication, and how.
    case unauthentic(UnauthenticReason)
    /// The target's key cannot be derived with the parameters it stores.
    case derivation(DerivationProblem)
    /// libsodium (of `version`) cannot be used: no random source, or not enough memory.
    case libraryUnavailable(version: String)
    /// The passphrase given is empty.
    case emptyPassphrase
}

extension TargetProblem: CustomStringConvertible {
    /// The problem in neutral English, to follow "cannot reach the target …:".
    public var description: String {
        switch self {
        case .folderMissing: "the folder does not exist: is its disk mounted?"
        case .notAFolder: "it is a file, not a folder"
        case .cannotList(let folder, let failure): "cannot list \(folder): \(failure.words)"
        case .cannotRead(let path, let failure): "cannot read \(path): \(failure.words)"
        case .system(let failure): failure.words
        case .folderMissingOnServer: "the folder does not exist on the server"
        case .notAFileName: "it is not a file's name"
        case .nameLeavesFolder: "its name leaves the target's folder"
        case .nameNotInURL: "its name cannot be written in a URL"
        case .serverAnswered(let status): "the server answered \(Self.words(forStatus: status))"
        case .serverFailedToWrite(let status):
            "the server failed to write the file, answering \(Self.words(forStatus: status)): its disk may be full"
        case .connectionRefused(let host, let port):
            "nothing answers at \(host) port \(port) (the connection was refused)"
        case .unknownHost(let host): "the host name \(host) is unknown"
        case .noAnswer(let seconds): "no answer within \(Self.seconds(seconds))"
        case .connectionLost: "the connection was lost"
        case .offline: "this device is not connected to a network"
        case .secureConnectionFailed: "the secure connection (TLS) failed"
        case .untrustedCertificate: "the server's certificate is not trusted"
        case .notHTTPURL: "the address is not an http:// or https:// URL"
        case .notHTTP: "the server's answer is not HTTP"
        case .networkError(let code): "the request failed (network error \(code))"
        case .redirectedAway(let origin):
            "the server redirects to \(origin), where the password is not sent: "
                + "set up sync with the address it redirects to"
        case .tooManyRedirects: "the server redirects again and again"
        case .notWellFormedXML(let line, let column):
            "the server's answer is not well-formed XML (line \(line), column \(column))"
        case .notMultistatus: "the server's answer is not a WebDAV multistatus"
        case .answerCutOff: "the server's answer is cut off"
        case .vanished: "it vanished"
        case .notTargetIdentity: "it is not a target's identity"
        case .damaged(let account): account
        case .unauthentic(.failedAuthentication): "it was changed, cut or moved from elsewhere"
        case .unauthentic(.notTheNamedFile): "its bytes are not the ones its device published"
        case .derivation(let problem): problem.description
        case .libraryUnavailable(let version):
            "libsodium \(version) cannot be used (no random source, or not enough memory to derive the key)"
        case .emptyPassphrase: "the passphrase is empty"
        }
    }

    /// `status` with its reason phrase, as in "409 Conflict".
    public static func words(forStatus status: Int) -> String {
        reasonPhrase(forStatus: status).map { "\(status) \($0)" } ?? "HTTP status \(status)"
    }

    /// The reason phrase of `status` (`Conflict`): the protocol's words, the same in every
    /// language; `nil` for a status without one here.
    public static func reasonPhrase(forStatus status: Int) -> String? {
        let phrases: [Int: String] = [
            300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
            307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized",
            403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
            408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required",
            412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long",
            415: "Unsupported Media Type", 422: "Unprocessable Content", 423: "Locked", 424: "Failed Dependency",
            429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
            503: "Service Unavailable", 504: "Gateway Timeout", 507: "Insufficient Storage",
        ]
        return phrases[status]
    }

    /// `value` seconds as a number: whole when it is, else with one decimal.
    public static func number(ofSeconds value: Double) -> String {
        let whole = value.rounded()
        return abs(value - whole) < 0.05 ? String(Int(whole)) : String(format: "%.1f", value)
    }

    private static func seconds(_ value: Double) -> String {
        let number = number(ofSeconds: value)
        return number == "1" ? "1 second" : "\(number) seconds"
    }
}
