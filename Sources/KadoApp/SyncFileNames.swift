import Foundation

/// Names of files kept beside the database.
enum SyncFileNames {
    /// `kado.sqlite` → `kado.<suffix>`, in the database's folder.
    static func beside(_ databasePath: String, suffix: String) -> String {
        let url = URL(fileURLWithPath: databasePath)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(stem).\(suffix)").path
    }
}
