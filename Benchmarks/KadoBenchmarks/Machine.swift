import Foundation

/// What the numbers were measured on.
struct Machine {
    /// Logical processors available (`nproc`).
    let processors: Int
    /// The CPU model, from /proc/cpuinfo on Linux.
    let cpuModel: String
    /// The operating system's version string.
    let system: String
    /// The SQLite library linked.
    let sqliteVersion: String
    /// Whether this is an optimised build (the numbers mean little otherwise).
    let isOptimized: Bool

    /// The current machine.
    static func current() -> Machine {
        var model = "unknown CPU"
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #if DEBUG
            let optimized = false
        #else
            let optimized = true
        #endif
        return Machine(
            processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model,
            system: ProcessInfo.processInfo.operatingSystemVersionString,
            sqliteVersion: ScratchDatabase.libraryVersion, isOptimized: optimized)
    }

    /// `2 × AMD EPYC, Linux …, SQLite 3.40.1, release build`.
    var summary: String {
        "\(processors) × \(cpuModel); \(system); SQLite \(sqliteVersion); \(isOptimized ? "release" : "DEBUG") build"
    }
}
