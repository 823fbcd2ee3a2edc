/// Which characters text a person types may hold, and how to show the ones it may not.
///
/// Some characters are not text but instructions to whatever displays them: C0 controls (ESC
/// starts the sequences that colour, retitle or clear a terminal; BEL, backspace, CR), DEL, C1
/// controls (U+009B is a one-character CSI), the line and paragraph separators, and the bidi
/// embeddings, overrides and isolates, which reorder what follows them. None of them belongs in
/// a one-line field (a name, a unit); a note may hold line breaks and tabs, nothing else of them.
/// Zero-width joiners and non-joiners stay allowed: emoji sequences (👩‍💻) and several scripts
/// need them.
public enum TextRules {
    /// What a field holds: one line, or several (a note).
    public enum Kind: Hashable, Sendable {
        /// A name, a unit: no line break, no tab, no control.
        case line
        /// A note: line breaks (LF, or CR LF) and tabs are allowed; other controls are not.
        case lines
    }

    /// Whether `scalar` is a control or a direction instruction, never allowed in a line.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides and isolates
        default: false
        }
    }

    /// The first character of `text` that a field of `kind` may not hold, or `nil`.
    public static func firstForbidden(in text: String, kind: Kind) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where isControl(scalar) {
            if kind == .lines {
                if scalar == "\n" || scalar == "\t" { continue }
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { continue }
            }
            return scalar
        }
        return nil
    }

    /// The rule `text` breaks as a field of `kind`, or `nil`: names `field`, shows the value
    /// escaped (``escaped(_:)``) and the character found.
    public static func violation(of text: String, field: String, kind: Kind) -> ValidationError? {
        guard let scalar = firstForbidden(in: text, kind: kind) else { return nil }
        return ValidationError(
            field: field, value: escaped(text), rule: .controlCharacter(found: scalar, allowsLineBreaks: kind == .lines)
        )
    }

    /// `text` with what a field of `kind` may not hold replaced by something visible, for text
    /// that comes from a file (a backup from another app, data from before the rule): in a line,
    /// line breaks (CR LF, LF, CR, U+2028, U+2029) and tabs become one space; in a note, a lone CR
    /// and U+2028/U+2029 become a line break; every other control or direction instruction
    /// becomes U+FFFD (�). Text without any comes back unchanged.
    public static func replacingForbidden(in text: String, kind: Kind) -> String {
        guard firstForbidden(in: text, kind: kind) != nil else { return text }
        let lineBreaks = text.replacingOccurrences(of: "\r\n", with: "\n")
        var result = ""
        for scalar in lineBreaks.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}": result += kind == .line ? " " : "\n"
            case "\t": result += kind == .line ? " " : "\t"
            case _ where isControl(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` with every control and direction instruction written out as `\u{…}` (line breaks
    /// and tabs as `\n`, `\r` and `\t`): text that is safe to show on a terminal, in one line.
    /// Text without any comes back unchanged.
    public static func escaped(_ text: String) -> String {
        // Printable ASCII, most text: nothing to look up.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

}
