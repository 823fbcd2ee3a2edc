import Foundation

/// A process a test starts and always stops: terminated (then killed) when the test lets go of it.
public final class ChildProcess {
    private let process = Process()

    /// Starts `executable` with `arguments`, its output to `log` (a file), with `environment`
    /// added to the test's own (or alone, unless `inheriting`).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], inheriting: Bool = true,
        log: String
    ) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment =
            inheriting ? ProcessInfo.processInfo.environment.merging(environment) { _, new in new } : environment
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try Self.withSignalsUnblocked { try process.run() }
    }

    /// Runs `body` with no signal blocked on this thread, then blocks again what was.
    ///
    /// A child inherits the signal mask of the thread that spawns it, and the threads tests run on
    /// block nearly every signal: a server started from one would never see the SIGTERM that
    /// ``stop(within:)`` sends, and would end only when killed after the wait.
    private static func withSignalsUnblocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Whether it still runs.
    public var isRunning: Bool { process.isRunning }

    /// Its process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Sends SIGTERM and waits up to `seconds` for it to end (then SIGKILL); its exit status.
    @discardableResult
    public func stop(within seconds: Double = 5) -> Int32 {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        stop()
    }

    /// Waits up to `seconds`, checking every 20 ms, for `condition`: whether it came true.
    public static func wait(upTo seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if try condition() { return true }
            if Date() >= deadline { return false }
            usleep(20_000)
        }
    }
}
