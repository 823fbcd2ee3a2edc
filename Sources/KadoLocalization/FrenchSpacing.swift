/// Which no-break spaces French typography puts before `;` `!` `?` `%` and inside « »: the
/// plain no-break space everywhere (what `kado` prints), or the narrow one French printers use
/// there, keeping the plain one before `:` (what the web pages print).
public enum FrenchSpacing: Sendable, Hashable {
    /// U+00A0 before every mark and inside guillemets.
    case noBreak
    /// U+202F before `;` `!` `?` `%` and inside guillemets, U+00A0 before `:`.
    case narrow

    /// The space that goes before `mark` (or inside guillemets for `«` and `»`).
    func space(before mark: Unicode.Scalar) -> Unicode.Scalar {
        self == .narrow && mark != ":" ? "\u{202F}" : "\u{00A0}"
    }
}
