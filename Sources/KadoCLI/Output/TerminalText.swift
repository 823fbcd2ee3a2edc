import KadoCore

/// The one way text that came from a person or a file (habit names, units, notes, file names,
/// values quoted in errors) reaches the terminal: control characters, escape sequences and
/// direction overrides are written out (`\u{1B}`, `\n`) instead of being obeyed, so that no name
/// can colour, retitle or clear the terminal, and each stays on its line. Data stored before
/// names were checked is shown the same way.
enum TerminalText {
    /// `text`, safe to print: see `TextRules.escaped(_:)`. Ordinary text comes back unchanged.
    static func safe(_ text: String) -> String {
        TextRules.escaped(text)
    }
}
