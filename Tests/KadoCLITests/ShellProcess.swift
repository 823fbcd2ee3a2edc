import Foundation
import KadoTestSupport

/// Runs the shells the completion tests check, with this process's environment in a UTF-8 locale,
/// through KadoTestSupport's ``ProgramRunner``.
enum ShellProcess {
    /// Runs `executable` with `arguments` to completion.
    static func run(_ executable: String, _ arguments: [String]) throws -> RunResult {
        let scratch = try TemporaryFolder(prefix: "kado-cli-shell")
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        return try ProgramRunner.run(executable, arguments, environment: environment, scratch: scratch.url)
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kado-cli-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
