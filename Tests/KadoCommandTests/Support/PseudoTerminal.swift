import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program run on a pseudo-terminal this test opens (`forkpty`): the program's standard input,
/// output and error are the terminal's slave side, and it is the terminal's controlling process,
/// as in a person's terminal. The test types with ``send(_:)``, reads the screen's bytes with
/// ``expect(_:timeout:)`` — every read bounded by a timeout, so a test never hangs — and reads the
/// terminal's settings with ``settings()`` (`stty -a` on the slave) before and after.
///
/// The program waits for a first line (``start()``) before it runs, so that the settings can be
/// read before it touches them; it is `exec`'d in place, so ``pid`` is the program's own.
final class PseudoTerminal {
    /// The program's process id.
    let pid: pid_t
    /// The master side: what the test reads and writes.
    private let master: Int32
    /// The slave side's path (`/dev/pts/N`).
    let slavePath: String
    /// Everything the program wrote so far.
    private(set) var transcript = ""
    /// Where ``expect(_:timeout:)`` looks from: what was already matched is behind it.
    private var mark: String.Index
    private var status: Int32?

    /// Thrown when what was expected did not come in time, with what came.
    struct Timeout: Error, CustomStringConvertible {
        let expected: String
        let transcript: String
        var description: String { "timed out waiting for \(expected.debugDescription) in:\n\(transcript)" }
    }

    /// Starts `executable` with `arguments` and exactly `environment`, on a terminal of
    /// `columns` × `rows`, waiting for ``start()``.
    init(
        _ executable: String, _ arguments: [String], environment: [String: String], columns: UInt16 = 80,
        rows: UInt16 = 24
    )
        throws
    {
        // Everything the child needs is made before the fork: after it, only exec.
        let script = "read -r go; exec \"$0\" \"$@\""
        let argv = (["/bin/sh", "-c", script, executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        let pid = forkpty(&master, nil, nil, &size)
        guard pid >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        if pid == 0 {
            // A shell's defaults, whatever the test process's thread blocked or ignored: every
            // signal delivered, and handled by its default action until the program sets its own.
            var none = sigset_t()
            sigemptyset(&none)
            sigprocmask(SIG_SETMASK, &none, nil)
            for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGABRT] { signal(number, SIG_DFL) }
            // No core file from the crash test.
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
            execve("/bin/sh", argv, envp)
            _exit(127)
        }
        self.pid = pid
        self.master = master
        // TIOCGPTN: the slave's number (Glibc's Swift module has no ptsname).
        var number: UInt32 = 0
        slavePath = ioctl(master, UInt(0x8004_5430), &number) == 0 ? "/dev/pts/\(number)" : ""
        mark = transcript.startIndex
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
        }
        close(master)
    }

    /// Lets the program run (the first line it waits for).
    func start() throws {
        send("\n")
        // The line's echo, before the program takes the terminal over.
        try expect("\n")
    }

    /// Types `text`.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            written += count
        }
    }

    /// Reads until the program has written `text` after what was matched before; returns what
    /// came up to and including it.
    @discardableResult
    func expect(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let range = transcript[mark...].range(of: text) {
                let seen = String(transcript[mark..<range.upperBound])
                mark = range.upperBound
                return seen
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, readSome(waitingAtMost: left) else {
                throw Timeout(expected: text, transcript: transcript)
            }
        }
    }

    /// Reads what is there (waiting at most `seconds` for something); whether anything came.
    private func readSome(waitingAtMost seconds: Double) -> Bool {
        var pending = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&pending, 1, Int32(max(1, min(seconds, 60) * 1000))) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        transcript += String(decoding: buffer[0..<count], as: UTF8.self)
        return true
    }

    /// Everything written from the last match on, once the program is gone.
    func rest() -> String {
        while readSome(waitingAtMost: 0.2) {}
        return String(transcript[mark...])
    }

    /// How the program ended, waiting at most `timeout` seconds: its exit status, or the signal
    /// that ended it; `nil` when it is still running then.
    func waitForExit(timeout: Double = 10) -> (exited: Bool, code: Int32)? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var raw: Int32 = 0
            let done = waitpid(pid, &raw, WNOHANG)
            if done == pid {
                status = raw
                _ = readSome(waitingAtMost: 0.05)
                let signal = raw & 0x7F
                return signal == 0 ? (true, (raw >> 8) & 0xFF) : (false, signal)
            }
            _ = readSome(waitingAtMost: 0.05)
        }
        return nil
    }

    /// The terminal's settings as `stty -a` prints them, read on the slave side from outside.
    func settings() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/stty")
        process.arguments = ["-a", "-F", slavePath]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
