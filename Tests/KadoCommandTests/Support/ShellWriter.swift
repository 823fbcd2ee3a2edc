import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bash script started in the background, in a process group of its own (Foundation's
/// `Process` makes each child a group leader), so that it can be killed together with the
/// `kado` it is running.
final class ShellWriter {
    /// The script's log: one line a step, written by the script itself.
    let log: URL
    /// Everything the `kado` processes wrote on standard error.
    let errors: URL
    private let process = Process()
    private let outputHandle: FileHandle

    /// Starts `script` with bash, with `environment` plus `LOG` and `ERRORS` (the files above).
    init(script: String, environment: [String: String], in sandbox: Sandbox, name: String) throws {
        log = sandbox.file("\(name).log")
        errors = sandbox.file("\(name).errors")
        for url in [log, errors] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let output = sandbox.file("\(name).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        outputHandle = try FileHandle(forWritingTo: output)
        var variables = environment
        variables["LOG"] = log.path
        variables["ERRORS"] = errors.path
        variables["KADO"] = try KadoBinary.require()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = outputHandle
        try process.run()
    }

    deinit {
        try? outputHandle.close()
    }

    /// The script's process id, which is also its process group's id.
    var processID: pid_t { process.processIdentifier }

    /// Waits for the script to end; returns its exit status (128 + signal when killed).
    @discardableResult
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Sends SIGKILL to the script's whole process group (bash and the `kado` it runs), then
    /// waits until no process of the group is alive.
    func killGroup() {
        let group = processID
        kill(-group, SIGKILL)
        wait()
        let deadline = Date().addingTimeInterval(10)
        while Self.hasLivingProcess(inGroup: group), Date() < deadline {
            usleep(2_000)
        }
    }

    /// The lines of the log.
    func logLines() throws -> [String] {
        String(decoding: try Data(contentsOf: log), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// What the `kado` processes wrote on standard error.
    func errorText() throws -> String {
        String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    }

    /// Whether a process of `group` is still running (zombies, which hold no lock, do not count).
    static func hasLivingProcess(inGroup group: pid_t) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return kill(-group, 0) == 0
        }
        for entry in entries where entry.allSatisfy(\.isNumber) {
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (comm)": state, ppid, pgrp, …
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 2, let processGroup = pid_t(fields[2]) else { continue }
            if processGroup == group && fields[0] != "Z" && fields[0] != "X" { return true }
        }
        return false
    }
}
