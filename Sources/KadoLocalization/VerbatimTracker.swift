/// Follows whether a walk over a text is inside a `{placeholder}`, `` `backticks` `` or straight
/// `"quotes"`, where typography and pseudo-localization change nothing.
struct VerbatimTracker {
    private var closing: Unicode.Scalar?

    /// Whether the walk is inside a span (after its opening delimiter, before its closing one).
    var isInside: Bool { closing != nil }

    /// Whether `character` is verbatim: inside one of the spans or one of their delimiters.
    /// Call it once per character, in order.
    mutating func isVerbatim(_ character: Unicode.Scalar) -> Bool {
        if let closing {
            if character == closing { self.closing = nil }
            return true
        }
        switch character {
        case "{":
            closing = "}"
            return true
        case "`":
            closing = "`"
            return true
        case "\"":
            closing = "\""
            return true
        default:
            return false
        }
    }
}
