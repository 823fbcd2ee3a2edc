import Foundation

/// The most memory a process held, as the kernel counts it (resident pages, their high-water
/// mark): what a test of a bound on memory reads of a child it ran, never of its own process,
/// whose other tests would count too.
public enum PeakMemory {
    /// Runs `executable` to completion as ``ProgramRunner/run(_:_:environment:input:scratch:workingDirectory:)``
    /// does, through `KadoPeakMemory` (the package's small program beside `executable`), which
    /// starts it and reads its peak resident size from `wait4(2)`. Not from this process: the
    /// kernel counts a child's peak from the memory it had before it ran its program, which for
    /// a child of a test process is the test process's own.
    /// - Returns: what it left, and its peak resident size in bytes.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], scratch: URL
    ) throws -> (result: RunResult, peakBytes: Int) {
        let tool = URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("KadoPeakMemory").path
        let report = scratch.appendingPathComponent("\(UUID().uuidString).peak")
        // A report in a test's scratch folder, removed at best: the folder goes with the test.
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try ProgramRunner.run(
            tool, [report.path, executable] + arguments, environment: environment, scratch: scratch)
        // A report that cannot be read is empty, and thrown below as corrupt.
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        guard let peak = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: report.path])
        }
        return (result, peak)
    }

    /// The peak resident size of the running process `pid`, in bytes (`VmHWM` in
    /// `/proc/PID/status`), or `nil` where there is no such file: for a server a test keeps
    /// running while it sends requests.
    public static func peak(ofProcess pid: Int32) -> Int? {
        // A process gone has no status: nil says so.
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
