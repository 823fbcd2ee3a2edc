import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when
/// the object goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("KadoSQLiteTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of a file called `name` in the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Whether a file called `name` exists in the folder.
    func fileExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }
}
