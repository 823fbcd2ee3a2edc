import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a secret typed on the terminal, with its echo off, so that a password never shows on
/// the screen nor in a terminal's scrollback.
public enum SecretPrompt {
    /// A line of standard input read with echo off (restored afterwards, even when reading
    /// fails); `nil` at the end of input.
    public static func readLine() -> String? {
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ICANON)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) } }
        return Swift.readLine(strippingNewline: true)
    }
}
