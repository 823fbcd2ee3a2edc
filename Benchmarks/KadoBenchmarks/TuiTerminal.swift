import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado tui` in a pseudo-terminal of a given size, for timing: started with `forkpty`, keys
/// written to the master side, and its output read back and counted in frames (each frame
/// `kado tui` draws ends with the end of a synchronized update, `ESC [ ? 2026 l`). Every wait is
/// bounded; the child is killed if it is still there when this goes away.
final class TuiTerminal {
    /// What ends every frame `kado tui` draws.
    static let frameEnd = Array("\u{1B}[?2026l".utf8)

    private let pid: pid_t
    private let master: Int32
    private var output: [UInt8] = []
    private var scanned = 0
    private var exited = false
    /// The frames seen so far.
    private(set) var frames = 0
    /// When `forkpty` was called.
    let started: ContinuousClock.Instant

    /// Starts `executable arguments` with exactly `environment` in a `columns` × `rows` terminal.
    init(executable: String, arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16)
        throws(BenchmarkError)
    {
        // Everything the child needs is made before the fork: after it, only async-signal-safe calls.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        started = ContinuousClock.now
        let pid = forkpty(&master, nil, nil, &size)
        guard pid >= 0 else { throw BenchmarkError("forkpty failed: errno \(errno)") }
        if pid == 0 {
            var none = sigset_t()
            sigemptyset(&none)
            sigprocmask(SIG_SETMASK, &none, nil)
            execve(executable, argv, envp)
            _exit(127)
        }
        self.pid = pid
        self.master = master
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Reads output until `count` frames have been seen in all; the instant the last of them
    /// arrived.
    /// - Throws: ``BenchmarkError`` when they do not come within `seconds`.
    @discardableResult
    func waitForFrames(_ count: Int, seconds: Double = 60) throws(BenchmarkError) -> ContinuousClock.Instant {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while frames < count {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                throw BenchmarkError("kado tui drew \(frames) of \(count) frames in \(seconds) s; it wrote: \(tail)")
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(1000, max(1, left.components.seconds * 1000 + 1)))
            guard poll(&descriptor, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let got = read(master, &buffer, buffer.count)
            guard got > 0 else {
                if got < 0 && errno == EINTR { continue }
                throw BenchmarkError("kado tui ended after \(frames) frames; it wrote: \(tail)")
            }
            output += buffer[0..<got]
            countFrames()
        }
        return ContinuousClock.now
    }

    /// Types `text` (keys as the bytes a terminal sends); the instant just before.
    @discardableResult
    func press(_ text: String) throws(BenchmarkError) -> ContinuousClock.Instant {
        let bytes = Array(text.utf8)
        let now = ContinuousClock.now
        let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw BenchmarkError("cannot type into kado tui: errno \(errno)") }
        return now
    }

    /// Waits up to `seconds` for the program to exit; its status (or 128 + the signal).
    func waitForExit(seconds: Double = 30) throws(BenchmarkError) -> Int32 {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            // Keep reading, so that a full pty buffer never blocks its last write.
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 10) > 0 { _ = read(master, &buffer, buffer.count) }
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                let signal = status & 0x7F
                return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            }
        }
        throw BenchmarkError("kado tui did not exit within \(seconds) s")
    }

    /// The last bytes written, for an error message.
    private var tail: String {
        String(decoding: output.suffix(300), as: UTF8.self).unicodeScalars.map {
            $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined()
    }

    private func countFrames() {
        let end = Self.frameEnd
        while scanned + end.count <= output.count {
            if output[scanned..<(scanned + end.count)].elementsEqual(end) {
                frames += 1
                scanned += end.count
            } else {
                scanned += 1
            }
        }
    }
}
