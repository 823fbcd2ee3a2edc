import Foundation

/// Files already in memory, by path (the folder's, or a test's).
struct LoopExportFilesInMemory: LoopExportFiles {
    let files: [String: Data]

    var paths: [String] { files.keys.sorted() }

    func checkSizes(of paths: [String]) throws(BackupError) {}

    func contents(of path: String) throws(BackupError) -> Data? { files[path] }
}
