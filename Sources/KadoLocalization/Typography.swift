/// The typography of a language, applied once to each catalog text (by ``Catalog``, the first
/// time the text is shown), never to the values put into it: a habit named “Run?” stays as
/// typed. Public for the tools that show a catalog as it prints, and the benchmarks.
///
/// - Quotation marks: translations write prose quotes as `“…”`, rendered `« … »` (with no-break
///   spaces) in French, `„…“` in German, `«…»` in Spanish. Straight `"` is never touched: it is
///   shell syntax to copy (`kado trash restore "Run"`). English is printed exactly as typed.
/// - French spacing: a no-break space before `:` `;` `!` `?` `%` and inside « ». A space typed
///   there is replaced; a missing one is added only where the mark ends a word, i.e. it follows a
///   letter, `}` `)` `]` `»` `”` `…` (a digit too for `%`) and is followed by the end, a space or a
///   closing mark. So `10:30`, `?days=7`, `https://` and `127.0.0.1:8080` keep no space.
///   Nothing changes inside `{placeholders}`, `` `backticks` `` or straight `"quotes"`, and the
///   `;` of an HTML entity (`&nbsp;`) is no punctuation.
public enum Typography {
    /// `text` with `language`'s quotation marks and spacing.
    public static func apply(to text: String, language: Language, frenchSpacing: FrenchSpacing = .noBreak) -> String {
        switch language {
        case .english, .pseudo: text
        case .french: french(quotes(text, open: "«", close: "»"), spacing: frenchSpacing)
        case .german: quotes(text, open: "„", close: "“")
        case .spanish: quotes(text, open: "«", close: "»")
        }
    }

    /// `text` with `“` and `”` replaced by `open` and `close`, in one pass (German's closing mark is
    /// English's opening one).
    static func quotes(_ text: String, open: Unicode.Scalar, close: Unicode.Scalar) -> String {
        // “ and ” are E2 80 9C and E2 80 9D in UTF-8: without a 9C or 9D byte there is none.
        guard text.utf8.contains(where: { $0 == 0x9C || $0 == 0x9D }) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            output.append(scalar == "“" ? open : scalar == "”" ? close : scalar)
        }
        return String(output)
    }

    /// `text` with French spaces before the high marks and inside guillemets. It walks Unicode
    /// scalars, not characters: every mark is one scalar, and it is several times faster.
    static func french(_ text: String, spacing: FrenchSpacing) -> String {
        guard text.utf8.contains(where: mayNeedSpacing) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(scalars.count + 8)
        var verbatim = VerbatimTracker()
        for (index, scalar) in scalars.enumerated() {
            if output.last == "«" && !verbatim.isInside {
                output.append(spacing.space(before: "«"))
                if isSpace(scalar) { continue }
            }
            if verbatim.isVerbatim(scalar) {
                output.append(scalar)
                continue
            }
            guard isMark(scalar) || scalar == "»", !(scalar == ";" && endsEntity(output)) else {
                output.append(scalar)
                continue
            }
            let space = spacing.space(before: scalar)
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let last = output.last, isSpace(last) {
                output[output.count - 1] = space
            } else if scalar == "»" ? !output.isEmpty : endsWord(scalar, last: output.last, next: next) {
                output.append(space)
            }
            output.append(scalar)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: output)
        return String(view)
    }

    /// Whether `byte` is one of the marks, or the last byte of « or » in UTF-8 (`C2 AB`, `C2 BB`).
    private static func mayNeedSpacing(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "%"), 0xAB, 0xBB:
            true
        default: false
        }
    }

    /// Whether `output` ends with `&` and an HTML entity's name (`&nbsp`, `&#8239`), so that the
    /// `;` that follows closes the entity and is no punctuation.
    private static func endsEntity(_ output: [Unicode.Scalar]) -> Bool {
        var index = output.count - 1
        while index >= 0 && output.count - index <= 10 {
            let scalar = output[index]
            if scalar == "&" { return index < output.count - 1 }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
            else { return false }
            index -= 1
        }
        return false
    }

    /// Whether `scalar` is a mark French spaces from the word before.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ":" || scalar == ";" || scalar == "!" || scalar == "?" || scalar == "%"
    }

    /// Whether `scalar` is a space a typed space before a mark may be.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }

    /// Whether `mark`, with no space typed before it, closes a word and so takes one.
    private static func endsWord(_ mark: Unicode.Scalar, last: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        guard let last else { return false }
        let isDigit = last.properties.numericType != nil
        let afterWord =
            (last.properties.isAlphabetic && !isDigit) || "})]»”…".unicodeScalars.contains(last)
            || (mark == "%" && isDigit)
        guard afterWord else { return false }
        guard let next else { return true }
        return next.properties.isWhitespace || ")]»”\".,<".unicodeScalars.contains(next)
    }
}
