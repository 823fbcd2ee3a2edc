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
