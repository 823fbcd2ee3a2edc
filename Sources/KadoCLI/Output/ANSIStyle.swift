import KadoCore

/// One SGR attribute of text on a terminal: a weight or a foreground colour.
public struct ANSIStyle: Hashable, Sendable {
    /// The SGR parameters, as written between `ESC [` and `m` (`1`, `38;5;208`).
    public let parameters: String

    /// A style with the given SGR parameters.
    public init(parameters: String) {
        self.parameters = parameters
    }

    /// Bold (or bright) text.
    public static let bold = ANSIStyle(parameters: "1")
    /// Faint text, for what matters less.
    public static let dim = ANSIStyle(parameters: "2")
    /// Underlined text.
    public static let underline = ANSIStyle(parameters: "4")
    /// Red, for failures and slips.
    public static let red = ANSIStyle(parameters: "31")
    /// Green, for what is done.
    public static let green = ANSIStyle(parameters: "32")
    /// Yellow, for warnings and partial progress.
    public static let yellow = ANSIStyle(parameters: "33")

    /// The escape sequence that ends every style.
    public static let reset = "\u{1B}[0m"

    /// The escape sequence that starts this style.
    public var escape: String { "\u{1B}[\(parameters)m" }

    /// The foreground colour closest to a habit's colour (the 16 basic colours where one fits, so
    /// that terminal themes apply; 256-colour codes for orange and mint).
    public static func foreground(_ color: HabitColor) -> ANSIStyle {
        switch color {
        case .red: ANSIStyle(parameters: "31")
        case .orange: ANSIStyle(parameters: "38;5;208")
        case .yellow: ANSIStyle(parameters: "33")
        case .green: ANSIStyle(parameters: "32")
        case .mint: ANSIStyle(parameters: "38;5;121")
        case .teal: ANSIStyle(parameters: "36")
        case .blue: ANSIStyle(parameters: "34")
        case .purple: ANSIStyle(parameters: "35")
        }
    }
}
