import Foundation

/// Opens a text in the person's editor (`$VISUAL`, else `$EDITOR`, else `vi`) on a temporary
/// file of its own, and reads it back: what `kado edit HABIT` and the grid's `N` share.
struct EditorLauncher {
    /// What the editor left.
    struct Outcome {
        /// The editor's exit status (−1 when it could not start or was killed).
        let status: Int32
        /// The file's text after the editor ended.
        let text: String
    }

    /// The editor's command line (`code --wait` is one), run through the shell.
    let command: String

    /// An editor from `$VISUAL`/`$EDITOR` as the context read them, else `vi`.
    init(_ editor: String?) {
        command = editor ?? "vi"
    }

    /// Writes `text` to a new file in the temporary folder (readable by this user only, its name
    /// starting with `prefix`), runs the editor on it on this terminal, and reads it back; the
    /// file is removed in every case.
    /// - Throws: the file system's error when the file cannot be written or read back.
    func edit(_ text: String, prefix: String) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString).txt")
        guard
            FileManager.default.createFile(
                atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        // A temporary file in the system's temporary folder: one left behind is the system's to clear.
        defer { try? FileManager.default.removeItem(at: file) }
        let status = Self.run(command, on: file.path)
        return Outcome(status: status, text: String(decoding: try Data(contentsOf: file), as: UTF8.self))
    }

    /// Runs `editor` (a command line) on `path` through the shell, on this terminal; its exit
    /// status, or −1 when it could not start or did not exit by itself.
    private static func run(_ editor: String, on path: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "sh", path]
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -1
    }
}
