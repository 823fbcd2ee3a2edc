/// One key the full-screen grid (`kado tui`) understands, decoded from the bytes a terminal sends.
enum GridKey: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space, any script).
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Enter (carriage return or line feed).
    case enter
    /// Escape on its own.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Ctrl-C (the terminal is in raw mode, so it arrives as a byte rather than a signal).
    case interrupt
    /// A key or sequence the grid has no use for (function keys, other control bytes).
    case ignored
}
