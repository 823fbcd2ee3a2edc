import Foundation

/// A command-line tool (`openssl`, `curl`) run to its end by a test or a benchmark, within a time limit: its
/// exit status and what it printed. Output goes through files, so a talkative tool never blocks
/// on a full pipe.
public struct ToolRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it wrote to standard output.
    public let output: String
    /// What it wrote to standard error.
    public let errors: String

    /// Output and errors together, for messages and for tools that print on both.
    public var all: String { output + errors }

    /// Why a run gave no result.
    public enum Failure: Error, CustomStringConvertible {
        /// The command (as typed) ran out of time and was killed.
        case timedOut(String)
        /// What failed, in one line.
        public var description: String {
            switch self {
            case .timedOut(let command): "\(command) did not finish in time"
            }
        }
    }

    /// Runs `tool` (found on the PATH) with `arguments`, `input` on its standard input (then
    /// closed), killed after `timeout` seconds.
    public static func run(_ tool: String, _ arguments: [String], input: String = "", timeout: TimeInterval = 30) throws
        -> ToolRun
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A folder left in the temporary directory harms no test.
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("out")
        let errorsURL = folder.appendingPathComponent("err")
        let inputURL = folder.appendingPathComponent("in")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        FileManager.default.createFile(atPath: inputURL.path, contents: Data(input.utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure.timedOut(([tool] + arguments).joined(separator: " "))
        }
        process.waitUntilExit()
        // Output that is not UTF-8 reads as none: the caller's expectations then fail and show the status.
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        return ToolRun(status: process.terminationStatus, output: output, errors: errors)
    }
}
