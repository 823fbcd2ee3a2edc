import Foundation
import KadoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A target that is a folder: on this disk, or moved between devices by Syncthing, Dropbox,
/// Nextcloud's desktop client or iCloud Drive.
///
/// A file is written under a temporary name (``SyncFormat/temporaryPrefix``) in its own folder,
/// flushed, then renamed into place (`rename(2)`, which replaces atomically) or, when it must not
/// replace anything, linked (`link(2)`, which fails on an existing name) and the temporary name
/// removed. The folder itself must exist: a missing one (an unmounted disk) is unreachable, and is
/// never created.
public struct FolderTransport: SyncTransport {
    /// The target's root folder.
    public let root: String
    /// Whether each file is flushed to the disk (`fsync(2)`) before it is moved into place, so that
    /// a power cut never leaves a named but empty file. Only tests over a throwaway folder turn it
    /// off.
    public var flushesToDisk = true

    /// A transport over the folder at `root`.
    public init(root: String, flushesToDisk: Bool = true) {
        self.root = root
        self.flushesToDisk = flushesToDisk
    }

    /// The folder's path.
    public var targetDescription: String { root }

    /// Throws unless the root is an existing folder.
    private func checkRoot() throws(SyncError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
            throw .unreachable(target: root, problem: .folderMissing)
        }
        guard isFolder.boolValue else { throw .unreachable(target: root, problem: .notAFolder) }
    }

    private func absolute(_ path: String) -> String {
        (root as NSString).appendingPathComponent(path)
    }

    /// The names in `folder`, sorted; none when it does not exist.
    public func list(_ folder: String) throws(SyncError) -> [String] {
        try checkRoot()
        let path = absolute(folder)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .unreachable(target: root, problem: .cannotList(folder: folder, SystemFailure(error)))
        }
    }

    /// The bytes of the file at `path`, or `nil` when there is none (yet).
    public func read(_ path: String) throws(SyncError) -> Data? {
        try checkRoot()
        let file = absolute(path)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            // Gone between the two checks (a sync tool replacing it): not there yet.
            if !FileManager.default.fileExists(atPath: file) { return nil }
            throw .unreachable(target: root, problem: .cannotRead(path: path, SystemFailure(error)))
        }
    }

    /// Writes `data` under a temporary name beside `path`, flushes it, then renames it into place
    /// (`replacing`) or links it there unless a file has the name already.
    @discardableResult
    public func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
        try checkRoot()
        let final = absolute(path)
        let folder = PathName.folder(of: final)
        let name = (final as NSString).lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(target: root, path: path, problem: .system(Self.failure(errno, error)))
        }
        let temporary = (folder as NSString).appendingPathComponent(
            "\(SyncFormat.temporaryPrefix)\(UUID().uuidString)-\(name)")
        try write(data, to: temporary, reportedAs: path)
        if replacing {
            guard rename(temporary, final) == 0 else {
                let code = errno
                unlink(temporary)
                throw .cannotWrite(target: root, path: path, problem: .system(SystemFailure(errno: code)))
            }
            return true
        }
        defer { unlink(temporary) }
        guard link(temporary, final) == 0 else {
            let code = errno
            if code == EEXIST { return false }
            throw .cannotWrite(target: root, path: path, problem: .system(SystemFailure(errno: code)))
        }
        return true
    }

    /// Removes the file at `path`; one already gone is no error.
    public func remove(_ path: String) throws(SyncError) {
        try checkRoot()
        guard unlink(absolute(path)) == 0 || errno == ENOENT else {
            throw .cannotWrite(target: root, path: path, problem: .system(SystemFailure(errno: errno)))
        }
    }

    /// Writes `data` to a new file at `path` and flushes it to the disk.
    private func write(_ data: Data, to path: String, reportedAs name: String) throws(SyncError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(target: root, path: name, problem: .system(SystemFailure(errno: errno)))
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, flushesToDisk, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure != 0 {
            unlink(path)
            throw .cannotWrite(target: root, path: name, problem: .system(SystemFailure(errno: failure)))
        }
    }

    private static func failure(_ code: Int32, _ error: any Error) -> SystemFailure {
        code != 0 ? SystemFailure(errno: code) : SystemFailure(error)
    }
}

/// `write(2)`, under a name the transport's own `write` does not hide.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
