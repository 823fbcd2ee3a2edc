import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when the
/// object goes away.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates the folder, its name starting with `prefix` (which says whose it was when one is
    /// left behind).
    public init(prefix: String = "kado-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
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
