import Foundation

/// What one run of a program left: its exit status and everything it printed.
public struct RunResult: Sendable, CustomStringConvertible {
    /// The exit status; for a process ended by a signal, 128 + the signal.
    public let status: Int32
    /// Whether the process exited (rather than being ended by a signal).
    public let exited: Bool
    /// Standard output, as written.
    public let outputData: Data
    /// Standard output, decoded as UTF-8.
    public var output: String { String(decoding: outputData, as: UTF8.self) }
    /// Standard error, decoded as UTF-8.
    public let error: String

    /// A result of these parts.
    public init(status: Int32, exited: Bool, outputData: Data, error: String) {
        self.status = status
        self.exited = exited
        self.outputData = outputData
        self.error = error
    }

    /// A result whose standard output is `output`.
    public init(status: Int32, exited: Bool, output: String, error: String) {
        self.init(status: status, exited: exited, outputData: Data(output.utf8), error: error)
    }

    /// Standard output's lines, without the final newline's empty line.
    public var lines: [String] { Self.lines(of: output) }

    /// Standard error's lines, without the final newline's empty line.
    public var errorLines: [String] { Self.lines(of: error) }

    /// The status and both streams, for failure messages.
    public var description: String { "exit \(status)\nstdout:\n\(output)\nstderr:\n\(error)" }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
