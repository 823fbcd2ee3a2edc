import Foundation

/// Every file under `folder`, by its path below it, with its bytes: what a refused sync must
/// leave as it was in the target.
/// - Complexity: reads every file under `folder`.
public func filesUnder(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
        var isFolder: ObjCBool = false
        let full = (folder as NSString).appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
    }
    return files
}
