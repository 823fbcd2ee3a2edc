import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process is connected to: which standard streams are terminals, and what the
/// environment says about colours. Detected once, in `main.swift`; everything else receives it.
public struct Terminal: Hashable, Sendable {
    /// Whether standard output is a terminal (colours and tables for a person, not a pipe).
    public var isOutputTerminal: Bool
    /// Whether standard input is a terminal (a question may be asked, as `kado delete` does).
    public var isInputTerminal: Bool
    /// Whether `NO_COLOR` is set, to anything (https://no-color.org).
    public var isNoColorSet: Bool
    /// Whether `TERM` is `dumb`, a terminal that understands no escape sequences.
    public var isDumb: Bool

    /// A terminal described in full (tests build these).
    public init(isOutputTerminal: Bool, isInputTerminal: Bool = false, isNoColorSet: Bool = false, isDumb: Bool = false)
    {
        self.isOutputTerminal = isOutputTerminal
        self.isInputTerminal = isInputTerminal
        self.isNoColorSet = isNoColorSet
        self.isDumb = isDumb
    }

    /// The terminal of this process: `isatty` on standard input and output, and `NO_COLOR` and
    /// `TERM` read from `environment` (pass `ProcessInfo.processInfo.environment`).
    public static func detect(environment: [String: String]) -> Terminal {
        Terminal(
            isOutputTerminal: isatty(STDOUT_FILENO) == 1, isInputTerminal: isatty(STDIN_FILENO) == 1,
            isNoColorSet: environment["NO_COLOR"] != nil, isDumb: environment["TERM"] == "dumb")
    }
}
