import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A target that is a folder on a WebDAV server: Nextcloud or ownCloud
/// (`https://HOST/remote.php/dav/files/USER/FOLDER`), Apache's mod_dav, nginx's WebDAV module with
/// dav-ext, `rclone serve webdav`, or any other.
///
/// Listing is `PROPFIND` with `Depth: 1` (never `infinity`, which nginx refuses), reading `GET`. A
/// file is written with `PUT` under a temporary name (``SyncFormat/temporaryPrefix``) in its own
/// folder, then moved into place with `MOVE` — `Overwrite: T` to replace, `Overwrite: F` when it
/// must not replace anything (the server answers 412 when the name is taken). Missing folders under
/// the target's folder are made with `MKCOL`, one level at a time from the top: by
/// ``makeFolders(_:)`` before a setup's first write, and whenever a `PUT` answers 404, 409 or 500
/// (nginx, without `create_full_put_path`, answers 500 for a missing folder), after which the `PUT`
/// is tried once more. The target's folder itself must exist: a missing one is unreachable, and is
/// never created. Every request carries the user and password (Basic authentication) and the
/// program's name and version as its `User-Agent`, and is bounded in time; the password appears
/// in no error and no description. Redirections are followed to the same scheme, host and port
/// only.
public final class WebDAVTransport: SyncTransport, Sendable {
    /// The target's folder, ending in `/`, without user, password, query or fragment.
    public let url: URL
    /// The user name sent to the server.
    public let user: String
    /// How long a request may wait for an answer, in seconds; a whole request (a large file on a
    /// slow link) may take ten times that.
    public var timeout: TimeInterval { client.timeout }
    /// What every request sends as its `User-Agent`.
    public var userAgent: String { client.userAgent }
    private let client: WebDAVClient

    /// The `User-Agent` of a transport not told the application's version.
    public static let defaultUserAgent = "Kado"

    /// A transport over the folder at `url` (`http://` or `https://`), as `user` with `password`.
    /// A user or password written in the URL itself is dropped: `user` and `password` are the ones
    /// sent.
    /// - Parameters:
    ///   - timeout: how long a request may wait for an answer, in seconds.
    ///   - userAgent: the `User-Agent` of every request: the application's name and version
    ///     (`Kado/0.2.0 (kado-swift)`), which this module does not know.
    ///   - exchange: makes the HTTP client the requests go through (the system's, given by the
    ///     application layer's ports).
    public init(
        url: URL, user: String, password: String, timeout: TimeInterval = 30,
        userAgent: String = WebDAVTransport.defaultUserAgent, exchange: WebDAVExchangeMaker
    ) {
        self.url = Self.folderURL(url)
        self.user = user
        client = WebDAVClient(
            user: user, password: password, userAgent: userAgent, timeout: timeout, makeExchange: exchange)
    }

    /// The folder's URL, without credentials.
    public var targetDescription: String { url.absoluteString }

    // MARK: - SyncTransport

    /// The names in `folder` (`PROPFIND`, `Depth: 1`), sorted; none when it does not exist.
    public func list(_ folder: String) throws(SyncError) -> [String] {
        let parts = try components(of: folder, .reading)
        let location = try address(parts, folder: true, .reading, folder)
        let answer = try send(
            "PROPFIND", location, .reading, folder,
            headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"], body: Self.propfindBody)
        switch answer.status {
        case 200, 207:
            let hrefs: [String]
            do {
                hrefs = try WebDAVMultistatus.hrefs(in: answer.body)
            } catch {
                throw .unreadable(target: targetDescription, path: shown(folder), problem: error.problem)
            }
            let folderPath = Self.decodedPath(of: location)
            return WebDAVMultistatus.names(in: hrefs, folderPath: folderPath, requestURL: location).sorted()
        case 404, 410:
            try checkFolderExists()
            return []
        default:
            throw failure(status: answer.status, .reading, folder)
        }
    }

    /// The bytes of the file at `path` (`GET`), or `nil` when there is none (yet).
    public func read(_ path: String) throws(SyncError) -> Data? {
        let location = try address(try components(of: path, .reading), folder: false, .reading, path)
        let answer = try send("GET", location, .reading, path)
        switch answer.status {
        case 200:
            return answer.body
        case 404, 410:
            try checkFolderExists()
            return nil
        default:
            throw failure(status: answer.status, .reading, path)
        }
    }

    /// `PUT`s `data` under a temporary name beside `path`, then `MOVE`s it into place, replacing
    /// a file there (`replacing`) or not (`false` when one is there). The temporary file is deleted
    /// when the server refuses either step.
    @discardableResult
    public func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
        let parts = try components(of: path, .writing)
        guard let name = parts.last else {
            throw .cannotWrite(target: targetDescription, path: shown(path), problem: .notAFileName)
        }
        let folder = Array(parts.dropLast())
        let final = try address(parts, folder: false, .writing, path)
        let temporary = try address(
            folder + ["\(SyncFormat.temporaryPrefix)\(UUID().uuidString)-\(name)"], folder: false, .writing, path)
        let headers = ["Content-Type": "application/octet-stream"]
        var put = try send("PUT", temporary, .writing, path, headers: headers, body: data)
        if [404, 409, 500].contains(put.status) {
            // The folders may be missing: Apache answers 409, rclone 404, and nginx (without
            // create_full_put_path) 500, as it does for a full disk. Made, the PUT is tried once more.
            try makeFolders(folder, for: path)
            put = try send("PUT", temporary, .writing, path, headers: headers, body: data)
        }
        guard (200..<300).contains(put.status) else {
            deleteQuietly(temporary)
            throw writeFailure(status: put.status, path)
        }
        let move = try send(
            "MOVE", temporary, .writing, path,
            headers: ["Destination": final.absoluteString, "Overwrite": replacing ? "T" : "F"])
        if (200..<300).contains(move.status) { return true }
        deleteQuietly(temporary)
        if move.status == 412, !replacing { return false }
        throw writeFailure(status: move.status, path)
    }

    /// Makes the folder `path` and each missing folder above it under the target's folder, one
    /// level at a time from the top (`MKCOL`); one already there is fine. The target's folder
    /// itself is never made: a missing one is unreachable. A setup makes its device's folders this
    /// way before its first write (a server may refuse a `PUT` into a missing folder with 500, as
    /// nginx does), so that a first `PUT` never has to fail.
    /// - Complexity: one request per level of `path`.
    /// - Throws: ``SyncError/unreachable(target:problem:)`` for a missing target folder, and what a
    ///   write throws (``SyncError/unauthorized(target:user:)``, ``SyncError/insufficientStorage(target:path:)``,
    ///   ``SyncError/cannotWrite(target:path:problem:)``).
    public func makeFolders(_ path: String) throws(SyncError) {
        try makeFolders(try components(of: path, .writing), for: path)
    }

    /// Deletes the file at `path` (`DELETE`); one already gone is no error.
    public func remove(_ path: String) throws(SyncError) {
        let location = try address(try components(of: path, .writing), folder: false, .writing, path)
        let answer = try send("DELETE", location, .writing, path)
        guard (200..<300).contains(answer.status) || answer.status == 404 || answer.status == 410 else {
            throw failure(status: answer.status, .writing, path)
        }
    }

    // MARK: - Requests

    /// What a request was for: its failures are reported as a read or as a write.
    enum Access {
        case reading, writing
    }

    /// The body of every `PROPFIND`: only the resource type is asked for, which keeps answers small.
    private static let propfindBody = Data(
        #"<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>"#
            .utf8)

    /// Sends a request; no answer at all becomes a ``SyncError``.
    private func send(
        _ method: String, _ location: URL, _ access: Access, _ path: String, headers: [String: String] = [:],
        body: Data? = nil
    ) throws(SyncError) -> WebDAVResponse {
        switch client.send(method, location, headers: headers, body: body) {
        case .success(let response): return response
        case .failure(let failure): throw self.failure(failure, access, path)
        }
    }

    /// Makes each missing folder of `folder` under the target's folder, from the top.
    private func makeFolders(_ folder: [String], for path: String) throws(SyncError) {
        for depth in folder.indices {
            let location = try address(Array(folder[...depth]), folder: true, .writing, path)
            let answer = try send("MKCOL", location, .writing, path)
            switch answer.status {
            case 200..<300, 405:
                continue  // made, or there already (405: MKCOL on an existing folder; rclone says 201)
            case 409 where depth == 0, 404 where depth == 0:
                throw missingFolder
            default:
                throw writeFailure(status: answer.status, path)
            }
        }
    }

    /// Throws unless the target's folder exists: a file or folder that is not there is only
    /// "not there yet" inside an existing target.
    private func checkFolderExists() throws(SyncError) {
        let answer = try send(
            "PROPFIND", url, .reading, "",
            headers: ["Depth": "0", "Content-Type": "application/xml; charset=utf-8"], body: Self.propfindBody)
        switch answer.status {
        case 200, 207: return
        case 404, 410: throw missingFolder
        default: throw failure(status: answer.status, .reading, "")
        }
    }

    /// The error for a write (`PUT`, `MOVE`, `MKCOL`) the server answered with `status`. A 500 is
    /// ambiguous: nginx answers it for a full disk as for any failed write, and a broken server for
    /// every request. The target's folder is read then (`PROPFIND`, `Depth: 0`): when it answers,
    /// the server is up but could not write the file, most likely for want of room
    /// (``TargetProblem/serverFailedToWrite(status:)``, never "try again later"); when it fails too,
    /// the server is unreachable as for a read.
    private func writeFailure(status: Int, _ path: String) -> SyncError {
        guard status == 500 else { return failure(status: status, .writing, path) }
        do {
            try checkFolderExists()
        } catch {
            return error
        }
        return .cannotWrite(target: targetDescription, path: shown(path), problem: .serverFailedToWrite(status: status))
    }

    private var missingFolder: SyncError {
        .unreachable(target: targetDescription, problem: .folderMissingOnServer)
    }

    /// Best effort: a temporary file of ours is never read, so one left behind does no harm.
    private func deleteQuietly(_ location: URL) {
        _ = client.send("DELETE", location)
    }

    // MARK: - Paths

    /// The parts of a relative path; `.` and `..` are refused (they would leave the folder).
    private func components(of path: String, _ access: Access) throws(SyncError) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains(where: { $0 == "." || $0 == ".." }) {
            throw failure(access, path, problem: .nameLeavesFolder)
        }
        return parts
    }

    /// The URL of `parts` under the folder, each part percent-encoded.
    private func address(
        _ parts: [String], folder: Bool, _ access: Access, _ path: String
    ) throws(SyncError) -> URL {
        let encoded = parts.map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "" }
        let text = url.absoluteString + encoded.joined(separator: "/") + (folder && !parts.isEmpty ? "/" : "")
        guard !encoded.contains(""), let location = URL(string: text) else {
            throw failure(access, path, problem: .nameNotInURL)
        }
        return location
    }

    /// RFC 3986's unreserved characters: everything else in a name is percent-encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `url` as the folder the transport uses: no user, password, query or fragment, a path
    /// ending in `/`.
    static func folderURL(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        if !components.percentEncodedPath.hasSuffix("/") { components.percentEncodedPath += "/" }
        return components.url ?? url
    }

    private static func decodedPath(of url: URL) -> String {
        let encoded = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
        return encoded.removingPercentEncoding ?? encoded
    }

    private func shown(_ path: String) -> String { path.isEmpty ? "/" : path }

    // MARK: - Errors

    /// The error for a request the server answered with `status`.
    func failure(status: Int, _ access: Access, _ path: String) -> SyncError {
        switch status {
        case 401, 403:
            return .unauthorized(target: targetDescription, user: user)
        case 507, 413:
            // 413: the file is larger than the server takes, which no retry changes either.
            return .insufficientStorage(target: targetDescription, path: shown(path))
        case 408, 429, 500...599:
            return .unreachable(target: targetDescription, problem: .serverAnswered(status: status))
        default:
            return failure(access, path, problem: .serverAnswered(status: status))
        }
    }

    /// The error for a request that got no answer.
    func failure(_ failure: WebDAVFailure, _ access: Access, _ path: String) -> SyncError {
        switch failure {
        case .network(let code):
            return .unreachable(target: targetDescription, problem: problem(for: code))
        case .timedOut:
            return .unreachable(target: targetDescription, problem: .noAnswer(seconds: timeout * 10))
        case .redirectedAway(let origin):
            return self.failure(access, path, problem: .redirectedAway(origin: origin))
        case .tooManyRedirects:
            return self.failure(access, path, problem: .tooManyRedirects)
        }
    }

    private func failure(_ access: Access, _ path: String, problem: TargetProblem) -> SyncError {
        switch access {
        case .reading: .unreadable(target: targetDescription, path: shown(path), problem: problem)
        case .writing: .cannotWrite(target: targetDescription, path: shown(path), problem: problem)
        }
    }

    /// What a network error means.
    private func problem(for code: URLError.Code) -> TargetProblem {
        let host = url.host ?? "?"
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        switch code {
        case .cannotConnectToHost: return .connectionRefused(host: host, port: port)
        case .cannotFindHost, .dnsLookupFailed: return .unknownHost(host)
        case .timedOut: return .noAnswer(seconds: timeout)
        case .networkConnectionLost: return .connectionLost
        case .notConnectedToInternet: return .offline
        case .secureConnectionFailed: return .secureConnectionFailed
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .clientCertificateRejected, .clientCertificateRequired:
            return .untrustedCertificate
        case .unsupportedURL, .badURL: return .notHTTPURL
        case .badServerResponse: return .notHTTP
        default: return .networkError(code: code.rawValue)
        }
    }
}
