import KadoCore

/// Whether output is coloured, and the helpers that colour it (or leave it plain).
///
/// Colours are used only when standard output is a terminal, `NO_COLOR` is not set (to something not empty),
/// `TERM` is not `dumb`, and `--no-color` was not given. `--json` output is never styled.
public struct OutputStyle: Hashable, Sendable {
    /// Whether escape sequences are written.
    public let usesColor: Bool

    /// A style that colours or not, as told.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for `terminal`, given whether `--no-color` was on the command line.
    public init(terminal: Terminal, disablesColor: Bool) {
        self.usesColor = terminal.isOutputTerminal && !terminal.isNoColorSet && !terminal.isDumb && !disablesColor
    }

    /// No colours at all.
    public static let plain = OutputStyle(usesColor: false)

    /// `text` wrapped in `styles` when colours are on; `text` unchanged otherwise (also when it is
    /// empty or no style is given).
    public func apply(_ styles: [ANSIStyle], to text: String) -> String {
        guard usesColor, !styles.isEmpty, !text.isEmpty else { return text }
        return styles.map(\.escape).joined() + text + ANSIStyle.reset
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { apply([.bold], to: text) }

    /// `text` faint.
    public func dim(_ text: String) -> String { apply([.dim], to: text) }

    /// `text` in a habit's colour.
    public func colored(_ text: String, _ color: HabitColor) -> String {
        apply([.foreground(color)], to: text)
    }

    /// `text` in green, for success.
    public func success(_ text: String) -> String { apply([.green], to: text) }

    /// `text` in yellow, for a warning or partial progress.
    public func warning(_ text: String) -> String { apply([.yellow], to: text) }

    /// `text` in red, for a failure or a slip.
    public func failure(_ text: String) -> String { apply([.red], to: text) }
}
