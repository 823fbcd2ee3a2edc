import Foundation

/// Runs programs with an explicit environment, standard input from /dev/null (unless given),
/// standard output and error captured through files (no pipe to fill up).
public enum ProgramRunner {
    /// Runs `executable` to completion.
    /// - Parameters:
    ///   - environment: the whole environment of the child (nothing is inherited).
    ///   - input: what standard input reads; /dev/null when `nil`.
    ///   - scratch: a folder for the capture files.
    ///   - workingDirectory: where the child starts; this process's own when `nil`.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil,
        scratch: URL, workingDirectory: URL? = nil
    ) throws -> RunResult {
        let token = UUID().uuidString
        let outputURL = scratch.appendingPathComponent("\(token).out")
        let errorURL = scratch.appendingPathComponent("\(token).err")
        let inputURL = scratch.appendingPathComponent("\(token).in")
        defer {
            // Scratch files of one run, in a test's temporary folder.
            for url in [outputURL, errorURL, inputURL] { try? FileManager.default.removeItem(at: url) }
        }
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let inputHandle: FileHandle
        if let input {
            try input.write(to: inputURL)
            inputHandle = try FileHandle(forReadingFrom: inputURL)
        } else {
            inputHandle = FileHandle.nullDevice
        }
        defer {
            // Handles of files already written: closing them can lose nothing the test reads.
            try? outputHandle.close()
            try? errorHandle.close()
            if input != nil { try? inputHandle.close() }
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        let exited = process.terminationReason == .exit
        return RunResult(
            status: exited ? process.terminationStatus : 128 + process.terminationStatus, exited: exited,
            outputData: try Data(contentsOf: outputURL),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The first of `candidates` that is an executable file.
    public static func executable(_ candidates: [String]) -> String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
