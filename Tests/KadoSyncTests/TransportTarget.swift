import Foundation
import KadoSync
import KadoTestSupport
import Testing

/// The kinds of target every transport test runs against: a folder, and a folder on each kind of
/// real WebDAV server.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case folder
    case apache
    case nginx
    case rclone

    var testDescription: String { rawValue }

    /// The WebDAV server of this kind, `nil` for a folder.
    var server: DAVServer.Kind? { DAVServer.Kind(rawValue: rawValue) }
}

/// Starts a WebDAV server of `kind`; `nil` when it is not installed on a machine that is not CI,
/// after recording why as a warning (the test then ends there). In CI a missing server fails the
/// test, saying what to install.
func davServer(
    _ kind: DAVServer.Kind, storageLimit: Int? = nil, directives: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> DAVServer? {
    if let reason = kind.skipReason() {
        Issue.record(Comment(rawValue: reason), severity: .warning, sourceLocation: sourceLocation)
        return nil
    }
    return try DAVServer(kind: kind, storageLimit: storageLimit, directives: directives)
}

/// A fresh, empty target of one kind, and the same folder seen on disk: a folder, or a folder of a
/// real WebDAV server (under a Nextcloud-like path with a space and a non-ASCII letter).
final class TransportTarget {
    let kind: TransportKind
    let transport: any SyncTransport
    /// The target's folder on disk.
    let disk: String
    /// The server, for WebDAV.
    let server: DAVServer?
    /// The target's folder as the server names it, for WebDAV.
    static let serverFolder = "remote.php/dav/files/kado/Kad\u{14d} sync"
    private let scratch: TemporaryFolder?

    /// A target of `kind`; `nil` when its server is not installed here (a warning says so).
    init?(_ kind: TransportKind, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.kind = kind
        if let serverKind = kind.server {
            guard let server = try davServer(serverKind, sourceLocation: sourceLocation) else { return nil }
            try server.makeFolder(Self.serverFolder)
            disk = server.diskPath(Self.serverFolder)
            transport = WebDAVTransport(
                url: server.url(Self.serverFolder), user: server.user, password: server.password, timeout: timeout)
            self.server = server
            scratch = nil
        } else {
            let scratch = try TemporaryFolder(prefix: "kado-transport", in: TemporaryFolder.memoryBackedBase)
            disk = scratch.path("target")
            try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
            transport = FolderTransport(root: disk, flushesToDisk: false)
            self.scratch = scratch
            server = nil
        }
    }

    /// The path on disk of `relative` in the target.
    func diskPath(_ relative: String) -> String {
        (disk as NSString).appendingPathComponent(relative)
    }

    /// Every file in the target, with its bytes.
    var contents: [String: Data] { folderContents(disk) }

    /// The names of the files in `relative` on disk, sorted.
    func names(in relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: diskPath(relative)).sorted()
    }

    /// The same kind of transport over a target folder that does not exist.
    func transportToMissingFolder() -> any SyncTransport {
        guard let server else { return FolderTransport(root: diskPath("not mounted"), flushesToDisk: false) }
        return WebDAVTransport(
            url: server.url("remote.php/dav/files/kado/gone"), user: server.user, password: server.password,
            timeout: 10)
    }
}

/// The SyncError case's name, for comparing what a call threw.
func caseName(_ error: SyncError) -> String {
    Mirror(reflecting: error).children.first?.label ?? "\(error)"
}

/// Runs `body`, which must throw a ``SyncError``; returns it.
func syncError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SyncError? {
    do {
        try body()
        Issue.record("no error was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as SyncError {
        return error
    } catch {
        Issue.record("not a SyncError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
