import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes running on this machine, as `/proc` lists them: what tests and benchmarks look
/// through to wait for a process `kado` started on its own (`kado upkeep --detached`).
public enum ProcessTable {
    /// Each running process's id and arguments (a zombie, or a process gone while read, has none
    /// and is left out). Read with the system's calls: Foundation's reading of /proc files keeps
    /// memory on Linux, and this is asked after every command of a test.
    public static func commandLines() -> [(pid: Int32, arguments: [String])] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var found: [(pid: Int32, arguments: [String])] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = Int32(name) else { continue }
            let bytes = commandLine(ofProcess: name)
            guard !bytes.isEmpty else { continue }
            found.append((pid, bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }))
        }
        return found
    }

    /// The bytes of `/proc/PID/cmdline` (empty for a process gone, or a zombie).
    private static func commandLine(ofProcess pid: String) -> [UInt8] {
        let descriptor = open("/proc/\(pid)/cmdline", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }
}
