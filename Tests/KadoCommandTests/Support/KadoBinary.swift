import Foundation

/// Where the built `kado` executable is: beside the running test bundle, in the build folder
/// SwiftPM built it into before the tests (this target depends on the `kado` target).
///
/// `KADO_BINARY` in the test process's environment overrides the search.
enum KadoBinary {
    /// The path of the executable, or `nil` when it cannot be found.
    static let path: String? = locate()

    /// The path of the executable; fails the calling test when it is missing.
    static func require() throws -> String {
        guard let path else { throw BinaryNotFound() }
        return path
    }

    /// Thrown when no `kado` executable can be found near the test bundle.
    struct BinaryNotFound: Error, CustomStringConvertible {
        var description: String {
            "no executable named kado near the test bundle (searched up from \(KadoBinary.startingPoints.map(\.path)))"
        }
    }

    /// The places the search walks up from: the bundle, the test executable and this process's image.
    static var startingPoints: [URL] {
        var urls = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { urls.append(executable) }
        if let first = CommandLine.arguments.first { urls.append(URL(fileURLWithPath: first)) }
        if let image = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            urls.append(URL(fileURLWithPath: image))
        }
        return urls
    }

    private static func locate() -> String? {
        if let given = ProcessInfo.processInfo.environment["KADO_BINARY"], isExecutable(given) { return given }
        for start in startingPoints {
            var folder = start.standardizedFileURL
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("kado").path
                if isExecutable(candidate) { return candidate }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// What one run of a program left: its exit status and everything it printed.
struct RunResult: Sendable, CustomStringConvertible {
    /// The exit status; for a process ended by a signal, 128 + the signal.
    let status: Int32
    /// Whether the process exited (rather than being ended by a signal).
    let exited: Bool
    /// Standard output, decoded as UTF-8.
    let output: String
    /// Standard error, decoded as UTF-8.
    let error: String

    /// Standard output's lines, without the final newline's empty line.
    var lines: [String] { Self.lines(of: output) }

    /// Standard error's lines, without the final newline's empty line.
    var errorLines: [String] { Self.lines(of: error) }

    var description: String { "exit \(status)\nstdout:\n\(output)\nstderr:\n\(error)" }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs programs with an explicit environment, standard input from /dev/null (unless given),
/// standard output and error captured through files (no pipe to fill up).
enum ProgramRunner {
    /// Runs `executable` to completion.
    /// - Parameters:
    ///   - environment: the whole environment of the child (nothing is inherited).
    ///   - input: what standard input reads; /dev/null when `nil`.
    ///   - scratch: a folder for the capture files.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil,
        scratch: URL
    ) throws -> RunResult {
        let token = UUID().uuidString
        let outputURL = scratch.appendingPathComponent("\(token).out")
        let errorURL = scratch.appendingPathComponent("\(token).err")
        let inputURL = scratch.appendingPathComponent("\(token).in")
        defer {
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
            try? outputHandle.close()
            try? errorHandle.close()
            if input != nil { try? inputHandle.close() }
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        let exited = process.terminationReason == .exit
        return RunResult(
            status: exited ? process.terminationStatus : 128 + process.terminationStatus, exited: exited,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The first of `candidates` that is an executable file.
    static func executable(_ candidates: [String]) -> String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
