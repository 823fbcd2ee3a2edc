import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when the
/// object goes away.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates the folder, its name starting with `prefix` (which says whose it was when one is
    /// left behind).
    public convenience init(prefix: String = "kado-tests") throws {
        try self.init(prefix: prefix, in: FileManager.default.temporaryDirectory)
    }

    /// Creates the folder in `base`.
    public init(prefix: String, in base: URL) throws {
        url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Where a folder kept in memory goes: `/dev/shm` where the system has one (Linux), else the
    /// temporary directory. For tests that write thousands of small files and databases, whose
    /// time would otherwise go to the disk's flushes.
    public static var memoryBackedBase: URL {
        var isFolder: ObjCBool = false
        let shared = "/dev/shm"
        if FileManager.default.fileExists(atPath: shared, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: shared)
        {
            return URL(fileURLWithPath: shared, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    deinit {
        // A test's temporary folder, in the temporary folder the system empties.
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of a file called `name` in the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Whether a file called `name` exists in the folder.
    public func fileExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }

    /// The names of the files in the folder, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
