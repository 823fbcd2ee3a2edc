import Foundation

/// Runs a program to completion and captures what it prints (tests only).
struct ShellProcess {
    /// What a finished program left.
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The first of `candidates` that exists and is executable, if any.
    static func executable(_ candidates: [String]) -> String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`, in a UTF-8 locale.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kado-cli-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
