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
    /// Whether `NO_COLOR` is set to something other than the empty string (https://no-color.org).
    public var isNoColorSet: Bool
    /// Whether `TERM` is `dumb`, a terminal that understands no escape sequences.
    public var isDumb: Bool
    /// How many columns a line may take, when standard output is a terminal: `COLUMNS`, else the
    /// terminal's width; `nil` (no limit) for a pipe or a file, even when `COLUMNS` is set (shells
    /// export it to every command, and output read by a program is never cut).
    public var columns: Int?

    /// A terminal described in full (tests build these).
    public init(
        isOutputTerminal: Bool, isInputTerminal: Bool = false, isNoColorSet: Bool = false, isDumb: Bool = false,
        columns: Int? = nil
    ) {
        self.isOutputTerminal = isOutputTerminal
        self.isInputTerminal = isInputTerminal
        self.isNoColorSet = isNoColorSet
        self.isDumb = isDumb
        self.columns = columns
    }

    /// A terminal from what the environment says: `NO_COLOR` counts only when it is not empty,
    /// and `COLUMNS` (a whole number above 0) wins over `windowColumns`, the width the terminal
    /// reports.
    public init(
        environment: [String: String], isOutputTerminal: Bool, isInputTerminal: Bool, windowColumns: Int?
    ) {
        let columns = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        self.init(
            isOutputTerminal: isOutputTerminal, isInputTerminal: isInputTerminal,
            isNoColorSet: !(environment["NO_COLOR"] ?? "").isEmpty, isDumb: environment["TERM"] == "dumb",
            columns: isOutputTerminal ? columns.flatMap { $0 > 0 ? $0 : nil } ?? windowColumns : nil)
    }

    /// The terminal of this process: `isatty` on standard input and output, the window's width
    /// (`TIOCGWINSZ`) when standard output is a terminal, and `NO_COLOR`, `TERM` and `COLUMNS`
    /// read from `environment` (pass `ProcessInfo.processInfo.environment`).
    public static func detect(environment: [String: String]) -> Terminal {
        let isOutputTerminal = isatty(STDOUT_FILENO) == 1
        return Terminal(
            environment: environment, isOutputTerminal: isOutputTerminal, isInputTerminal: isatty(STDIN_FILENO) == 1,
            windowColumns: isOutputTerminal ? windowColumns(of: STDOUT_FILENO) : nil)
    }

    /// The width of the terminal on `descriptor`, when it reports one.
    private static func windowColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
