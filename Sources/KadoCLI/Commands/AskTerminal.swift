#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before `kado ask` changed them, for the signal handlers, which can
/// reach nothing else: written once before any handler is installed, then only read.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

/// Puts the settings saved back, then lets signal `number` do what it does by default (stop the
/// process, or dump its core): async-signal-safe calls only.
private func restoreAndRaise(_ number: Int32) {
    if hasSavedSettings { tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings) }
    signal(number, SIG_DFL)
    raise(number)
}

/// Standard input as a keyboard for `kado ask`: single keys, unechoed and unbuffered (no
/// canonical mode, no echo, Ctrl-C read as a key rather than a signal), with the terminal put
/// back as it was on every way out — ``restore()`` (also on `deinit`), and a handler for
/// SIGTERM, SIGHUP, SIGINT, SIGQUIT and the crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGABRT, SIGFPE) that restores it before the signal's default action.
final class AskTerminal {
    /// A key read.
    enum Key: Equatable {
        /// A printable character.
        case character(Character)
        /// Enter.
        case enter
        /// Backspace or Delete.
        case backspace
        /// Ctrl-C.
        case interrupt
        /// Ctrl-D, or the end of input (the terminal went away).
        case endOfInput
        /// Anything else (arrows, function keys).
        case other
    }

    private static let signals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
    ]
    private var isRaw = false

    /// Takes standard input over as a keyboard; `nil` when it is not a terminal.
    init?() {
        var settings = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        savedSettings = settings
        hasSavedSettings = true
        for signalNumber in Self.signals { signal(signalNumber) { restoreAndRaise($0) } }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            restore()
            return nil
        }
        isRaw = true
    }

    deinit { restore() }

    /// Puts the terminal back as it was, and the signals' default actions.
    func restore() {
        if isRaw { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings) }
        isRaw = false
        for signalNumber in Self.signals { signal(signalNumber, SIG_DFL) }
        hasSavedSettings = false
    }

    /// The next key (blocking until one is typed).
    func readKey() -> Key {
        var bytes: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return .endOfInput }
            switch (bytes.isEmpty, byte) {
            case (true, 0x03): return .interrupt
            case (true, 0x04): return .endOfInput
            case (true, 0x0D), (true, 0x0A): return .enter
            case (true, 0x7F), (true, 0x08): return .backspace
            case (true, 0x1B):
                drainEscapeSequence()
                return .other
            case (true, 0x00..<0x20): return .other
            default:
                bytes.append(byte)
                // One character, however many bytes of UTF-8 it takes.
                if let text = String(validating: bytes, as: UTF8.self), let character = text.first {
                    return .character(character)
                }
                if bytes.count >= 4 { return .other }
            }
        }
    }

    /// Reads the rest of an escape sequence (an arrow's `ESC [ A`) that is already there, so that
    /// its bytes are not read as keys.
    private func drainEscapeSequence() {
        var pending = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while poll(&pending, 1, 20) > 0 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return }
            // A sequence ends with a letter or `~`.
            if (0x40...0x7E).contains(byte), byte != 0x5B { return }
        }
    }
}
