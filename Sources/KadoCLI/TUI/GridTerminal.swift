import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as the full-screen grid uses it: raw mode (no echo, no line editing, Ctrl-C as a
/// key), the alternate screen, the cursor hidden — and all of it put back on every way out.
///
/// A normal quit and a thrown error restore it through ``restore()``. SIGTERM, SIGHUP, SIGINT and
/// SIGQUIT end the grid as `q` does — the handler only writes a byte down a pipe that wakes
/// ``waitForInput(timeout:)`` (``Readiness/endingSignal``), so that the loop ends, a background
/// backup is finished or abandoned and the terminal restored, and then the signal ends the process
/// as it would have; a second one, or a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT,
/// SIGFPE), restores the saved settings in the handler (with `tcsetattr` and `write`, both safe
/// there) and ends the process at once. SIGWINCH wakes the loop through the same pipe, so a resize
/// redraws at once; so does ``wakeUp`` from another thread (a background backup's news).
final class GridTerminal {
    /// What ``waitForInput(timeout:)`` saw.
    struct Readiness {
        /// Bytes from the keyboard (empty when none came).
        var bytes: [UInt8] = []
        /// Whether the window changed size.
        var isResized = false
        /// Whether standard input closed (the terminal went away).
        var isClosed = false
        /// Whether another thread woke the loop (``GridWakeUp/wake()``).
        var isWoken = false
        /// The signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT) that asked the grid to end, if one did.
        var endingSignal: Int32?
    }

    /// What another thread calls to wake the loop; it does nothing once the terminal is restored.
    let wakeUp = GridWakeUp()

    /// Whether standard input and standard output are both terminals.
    static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    private var isRaw = false

    /// Takes the terminal over: saves its settings, installs the handlers, enters raw mode and
    /// the alternate screen. `nil` when standard input is not a terminal whose settings can be read.
    init?() {
        guard Self.isAvailable, tcgetattr(STDIN_FILENO, &gridSavedSettings) == 0 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        gridWakeReader = ends[0]
        gridWakeWriter = ends[1]
        gridHasSavedSettings = 1
        gridEndingSignal = 0
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(signalNumber, gridRestoreAndDie)
        }
        for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { signal(signalNumber, gridAskToEnd) }
        signal(SIGWINCH, gridWake)
        wakeUp.open(writer: ends[1])
        enter()
    }

    deinit {
        restore()
    }

    /// Puts the terminal back as it was (main screen, cursor shown, the saved settings) and stops
    /// handling signals; safe to call more than once.
    func restore() {
        guard gridHasSavedSettings == 1 else { return }
        leave()
        gridHasSavedSettings = 0
        wakeUp.close()
        for signalNumber in [
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGWINCH,
        ] {
            signal(signalNumber, SIG_DFL)
        }
        close(gridWakeReader)
        close(gridWakeWriter)
        gridWakeReader = -1
        gridWakeWriter = -1
    }

    /// Hands the terminal to another program (`$EDITOR`) as it was before the grid, until
    /// ``resume()``.
    func suspend() {
        leave()
    }

    /// Takes the terminal back after ``suspend()``.
    func resume() {
        enter()
    }

    /// The window's size, when the terminal reports one.
    func size() -> GridSize {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return GridSize(columns: 80, rows: 24)
        }
        return GridSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Draws `lines` over the whole screen in one write (inside a synchronized update, so that a
    /// terminal that knows it never shows half a frame).
    func draw(_ lines: [String]) {
        let frame = "\u{1B}[?2026h\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J\u{1B}[?2026l"
        send(frame)
    }

    /// Waits up to `timeout` milliseconds (or, −1, for ever) for a key or a resize.
    func waitForInput(timeout: Int32) -> Readiness {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: gridWakeReader, events: Int16(POLLIN), revents: 0),
        ]
        var readiness = Readiness()
        let count = poll(&descriptors, 2, timeout)
        guard count > 0 else { return readiness }
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            while true {
                let got = read(gridWakeReader, &drained, drained.count)
                guard got > 0 else { break }
                for byte in drained[0..<got] {
                    switch byte {
                    case GridWakeUp.resized: readiness.isResized = true
                    case GridWakeUp.ending: readiness.endingSignal = gridEndingSignal
                    default: readiness.isWoken = true
                    }
                }
            }
        }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let got = read(STDIN_FILENO, &buffer, buffer.count)
            if got > 0 {
                readiness.bytes = Array(buffer[0..<got])
            } else if got == 0 || (errno != EINTR && errno != EAGAIN) {
                readiness.isClosed = true
            }
        }
        return readiness
    }

    private func enter() {
        var raw = gridSavedSettings
        raw.c_lflag &= ~(tcflag_t(ECHO) | tcflag_t(ICANON) | tcflag_t(ISIG) | tcflag_t(IEXTEN))
        raw.c_iflag &= ~(tcflag_t(IXON) | tcflag_t(ICRNL) | tcflag_t(BRKINT) | tcflag_t(INPCK) | tcflag_t(ISTRIP))
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        isRaw = true
        send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    private func leave() {
        guard isRaw else { return }
        send("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &gridSavedSettings)
        isRaw = false
    }

    private func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(STDOUT_FILENO, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }
}

// What the signal handlers read: plain globals, because a handler can capture nothing.
nonisolated(unsafe) private var gridSavedSettings = termios()
nonisolated(unsafe) private var gridHasSavedSettings: sig_atomic_t = 0
nonisolated(unsafe) private var gridWakeReader: Int32 = -1
nonisolated(unsafe) private var gridWakeWriter: Int32 = -1
/// The signal that asked the grid to end (0: none yet).
nonisolated(unsafe) private var gridEndingSignal: sig_atomic_t = 0

/// SIGWINCH: one byte down the pipe wakes the loop (`write` is safe in a handler).
private func gridWake(_ signalNumber: Int32) {
    var byte = GridWakeUp.resized
    _ = write(gridWakeWriter, &byte, 1)
}

/// SIGTERM, SIGHUP, SIGINT, SIGQUIT: the first asks the loop to end (a byte down the pipe); a
/// second, or one that comes while the grid is not up, ends the process at once.
private func gridAskToEnd(_ signalNumber: Int32) {
    guard gridEndingSignal == 0, gridHasSavedSettings == 1 else {
        gridRestoreAndDie(signalNumber)
        return
    }
    gridEndingSignal = signalNumber
    var byte = GridWakeUp.ending
    _ = write(gridWakeWriter, &byte, 1)
}

/// A signal that ends the process: the terminal back as it was, then the signal's own ending.
private func gridRestoreAndDie(_ signalNumber: Int32) {
    if gridHasSavedSettings == 1 {
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &gridSavedSettings)
        gridHasSavedSettings = 0
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
