import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished run of another program, timed from just before `posix_spawn` to just after
/// `wait4` returned: the wall time a person (or a script) waits for the command.
struct ChildRun {
    /// Wall time, spawn to exit.
    let elapsed: Duration
    /// CPU time in user mode, from the child's `rusage`.
    let userTime: Duration
    /// CPU time in the kernel, from the child's `rusage`.
    let systemTime: Duration
    /// The exit status (or 128 + the signal that ended it).
    let status: Int32
    /// What it wrote to standard output, when captured.
    let output: String
    /// What it wrote to standard error.
    let errorOutput: String
}

/// Runs programs with `posix_spawn` and `wait4`, with standard input from a file (or /dev/null)
/// and standard output and error into files, so that nothing in this process (no pipe reader,
/// no Foundation `Process`) sits between the timer and the child.
struct ChildProcess {
    /// The program, an absolute path (or a name looked up in `PATH` when `searchesPath`).
    let executable: String
    /// The environment, exactly; `nil` to inherit this process's.
    var environment: [String: String]?
    /// Look `executable` up in `PATH`.
    var searchesPath = false
    /// A folder for the output files.
    let folder: String

    /// Runs the program with `arguments` and waits for it.
    /// - Parameters:
    ///   - input: a file to read standard input from (default /dev/null).
    ///   - capturesOutput: read standard output back (otherwise it goes to a file and is dropped).
    /// - Throws: ``BenchmarkError`` when it cannot be started, or when it fails and `check` is set.
    @discardableResult
    func run(
        _ arguments: [String], input: String = "/dev/null", capturesOutput: Bool = false, check: Bool = true
    ) throws(BenchmarkError) -> ChildRun {
        let outputPath = folder + "/child.out"
        let errorPath = folder + "/child.err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables =
            environment.map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } }
            ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }

        let clock = ContinuousClock()
        var pid: pid_t = 0
        let start = clock.now
        let spawned =
            searchesPath
            ? posix_spawnp(&pid, executable, &actions, nil, argv, envp)
            : posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("cannot wait for \(executable): errno \(errno)") }
        }
        let elapsed = clock.now - start

        let signal = waitStatus & 0x7F
        let status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        let output = capturesOutput ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
        let errorOutput = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let run = ChildRun(
            elapsed: elapsed, userTime: Duration(usage.ru_utime), systemTime: Duration(usage.ru_stime),
            status: status, output: output,
            errorOutput: errorOutput)
        if check && status != 0 {
            let command = ([(executable as NSString).lastPathComponent] + arguments).joined(separator: " ")
            throw BenchmarkError(
                "`\(command)` exited with status \(status): \(errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        return run
    }
}

extension Duration {
    /// A `timeval` as a duration.
    init(_ time: timeval) {
        self = .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
}
