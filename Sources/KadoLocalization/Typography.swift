/// The typography of a language, applied once to each catalog text when the catalog is loaded,
/// never to the values put into it: a habit named “Run?” stays as typed. Public for the tools
/// that show a catalog as it prints, and the benchmarks.
///
/// - Quotation marks: translations write prose quotes as `“…”`, rendered `« … »` (with no-break
///   spaces) in French, `„…“` in German, `«…»` in Spanish. Straight `"` is never touched: it is
///   shell syntax to copy (`kado trash restore "Run"`). English is printed exactly as typed.
/// - French spacing: a no-break space before `:` `;` `!` `?` `%` and inside « ». A space typed
///   there is replaced; a missing one is added only where the mark ends a word, i.e. it follows a
///   letter, `}` `)` `]` `»` `”` `…` (a digit too for `%`) and is followed by the end, a space or a
///   closing mark. So `10:30`, `?days=7`, `https://` and `127.0.0.1:8080` keep no space.
///   Nothing changes inside `{placeholders}`, `` `backticks` `` or straight `"quotes"`.
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
    static func quotes(_ text: String, open: Character, close: Character) -> String {
        guard text.contains(where: { $0 == "“" || $0 == "”" }) else { return text }
        return String(text.map { $0 == "“" ? open : $0 == "”" ? close : $0 })
    }

    /// `text` with French spaces before the high marks and inside guillemets.
    static func french(_ text: String, spacing: FrenchSpacing) -> String {
        guard text.contains(where: { marks.contains($0) || $0 == "«" || $0 == "»" }) else { return text }
        let characters = Array(text)
        var output: [Character] = []
        output.reserveCapacity(characters.count + 8)
        var verbatim = VerbatimTracker()
        for (index, character) in characters.enumerated() {
            if output.last == "«" && !verbatim.isInside {
                output.append(spacing.space(before: "«"))
                if spaces.contains(character) { continue }
            }
            if verbatim.isVerbatim(character) {
                output.append(character)
                continue
            }
            guard marks.contains(character) || character == "»" else {
                output.append(character)
                continue
            }
            let space = spacing.space(before: character)
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if let last = output.last, spaces.contains(last) {
                output[output.count - 1] = space
            } else if character == "»" ? !output.isEmpty : endsWord(character, last: output.last, next: next) {
                output.append(space)
            }
            output.append(character)
        }
        return String(output)
    }

    /// The marks French spaces from the word before.
    private static let marks: Set<Character> = [":", ";", "!", "?", "%"]
    /// The spaces a typed space before a mark may be.
    private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]

    /// Whether `mark`, with no space typed before it, closes a word and so takes one.
    private static func endsWord(_ mark: Character, last: Character?, next: Character?) -> Bool {
        guard let last else { return false }
        let afterWord =
            last.isLetter || ["}", ")", "]", "»", "”", "…"].contains(last) || (mark == "%" && last.isNumber)
        guard afterWord else { return false }
        guard let next else { return true }
        return next.isWhitespace || [")", "]", "»", "”", "\"", ".", ",", "<"].contains(next)
    }
}
