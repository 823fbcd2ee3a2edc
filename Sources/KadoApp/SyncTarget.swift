import Foundation

/// Where a device syncs (docs/sync.md): a folder that a sync tool moves between machines, or a
/// WebDAV server. Saved per device (in the database's device table, which never syncs), without
/// the password: a WebDAV password lives in its own file (``SyncPasswordFile``).
public enum SyncTarget: Hashable, Sendable {
    /// A folder at an absolute path (on this disk, or moved by Syncthing, Dropbox, Nextcloud's
    /// desktop client or iCloud Drive).
    case folder(path: String)
    /// A WebDAV server's folder (`https://HOST/remote.php/dav/files/USER/Kado` on Nextcloud),
    /// signed in to as `user`.
    case webDAV(url: URL, user: String)

    /// The target as a person recognises it: the folder's path, or the URL (which never holds
    /// credentials, see ``webDAVProblem(_:)``).
    public var location: String {
        switch self {
        case .folder(let path): path
        case .webDAV(let url, _): url.absoluteString
        }
    }

    /// `folder` or `webdav`: the word the command line and the status use.
    public var kind: String {
        switch self {
        case .folder: "folder"
        case .webDAV: "webdav"
        }
    }

    /// Whether the target sends the password in the clear to another machine: a WebDAV URL with
    /// `http://` whose host is not a loopback address (`localhost`, `127.x.x.x`, `::1`).
    public var sendsPasswordInTheClear: Bool {
        guard case .webDAV(let url, _) = self, url.scheme?.lowercased() == "http" else { return false }
        let host = (url.host ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return !(host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127."))
    }

    /// What is wrong with `text` as a WebDAV URL, or `nil` when it is one: an `http` or `https`
    /// URL with a host, and no user name or password in it (they would be saved with the target).
    public static func webDAVProblem(_ text: String) -> WebDAVURLProblem? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { return .notAURL }
        guard scheme == "http" || scheme == "https" else { return .notHTTP }
        guard let host = url.host, !host.isEmpty else { return .noHost }
        if url.user != nil || url.password != nil { return .holdsCredentials }
        return nil
    }

    /// Why a text is not a WebDAV URL Kadō saves.
    public enum WebDAVURLProblem: Hashable, Sendable {
        /// It does not parse as a URL with a scheme.
        case notAURL
        /// Its scheme is neither `http` nor `https`.
        case notHTTP
        /// It names no host.
        case noHost
        /// It holds a user name or a password (`https://ann:secret@…`): give them apart.
        case holdsCredentials
    }
}

extension SyncTarget: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, path, url, user
    }

    /// Reads `{"kind":"folder","path":…}` or `{"kind":"webdav","url":…,"user":…}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "folder":
            self = .folder(path: try container.decode(String.self, forKey: .path))
        case "webdav":
            let text = try container.decode(String.self, forKey: .url)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: "not a URL")
            }
            self = .webDAV(url: url, user: try container.decode(String.self, forKey: .user))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown kind of target \(other)")
        }
    }

    /// Writes the kind and the target's fields (never a password: the target holds none).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .folder(let path):
            try container.encode(path, forKey: .path)
        case .webDAV(let url, let user):
            try container.encode(url.absoluteString, forKey: .url)
            try container.encode(user, forKey: .user)
        }
    }
}
