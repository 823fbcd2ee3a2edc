import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

@testable import KadoCLI

/// Runs `kado` in-process on a database of its own in a temporary folder, with a pinned clock
/// (Friday 2026-04-10, 09:00 UTC), the UTC time zone and no colours, and captures what it prints
/// (tests only). The folder is removed when the harness goes away.
final class ProgramHarness {
    /// What one run left.
    struct Result {
        let status: ExitCode
        let output: String
        let error: String

        /// Standard output's lines, without the final newline's empty line.
        var lines: [String] {
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    let folder: URL
    let databasePath: String
    var variables: [String: String]
    var terminal = Terminal(isOutputTerminal: false)
    /// What standard input holds for every run (`kado note HABIT -`).
    var input = Data()
    /// How long a change waits for a lock another Kadō holds.
    var patience = Tracker.standardPatience

    init(variables: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        databasePath = folder.appendingPathComponent("kado.sqlite").path
        self.variables = ["KADO_DB": databasePath, "KADO_NOW": "2026-04-10T09:00:00Z", "LANG": "C.UTF-8"]
        self.variables.merge(variables) { $1 }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `kado arguments`.
    @discardableResult
    func run(_ arguments: [String], columns: Int? = nil) -> Result {
        let output = Locked("")
        let error = Locked("")
        var terminal = self.terminal
        if let columns {
            // A width is a terminal's: output to a pipe is never cut.
            terminal.columns = columns
            terminal.isOutputTerminal = true
            terminal.isNoColorSet = true
        }
        let program = KadoProgram(
            environment: KadoProgram.Environment(
                system: .testing,
                variables: variables, now: { Date() }, timeZone: TimeZone(identifier: "UTC") ?? .current,
                terminal: terminal, writeOutput: { text in output.withValue { $0 += text } },
                writeError: { text in error.withValue { $0 += text } },
                writeOutputData: { data in output.withValue { $0 += String(decoding: data, as: UTF8.self) } },
                workingDirectory: folder.path, readLine: { nil },
                readInput: { [input] limit in input.prefix(limit) }, patience: patience))
        let status = program.run(arguments)
        return Result(status: status, output: output.value, error: error.value)
    }

    /// Runs every command line of `lines`, each of which must succeed.
    func prepare(_ lines: [[String]]) throws {
        for arguments in lines {
            let result = run(arguments)
            guard result.status == .success else {
                throw Failure(description: "kado \(arguments.joined(separator: " ")): \(result.error)")
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
