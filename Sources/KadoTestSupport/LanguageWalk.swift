import Foundation
import Testing

/// The language walks' judge (issue 39): whether a text shown in German, Spanish or the
/// pseudo-language still holds English that escaped the catalogs, and the committed list of the
/// escapes known at the walks' base, `Tests/LanguageWalk/EscapesAllowed.txt`, which only shrinks.
///
/// - German and Spanish: a text fails when it holds an English function word (``functionWords``)
///   as a whole word outside the allowed tokens (``withoutTokens(_:allowed:)``).
/// - The pseudo-language (`en-XA`): every stretch outside the catalogs' `⟦…⟧` brackets that holds a
///   word of four letters or more found in the template's English (`kado.pot`'s msgids) and not
///   among the allowed tokens is an escape.
public enum LanguageWalk {
    /// One text that escaped the catalogs: where it showed (`surface`: `cli-help`, `web-page`…;
    /// `source`: the command, the page, the error) and the text, in one language.
    public struct Escape: Hashable, Sendable, CustomStringConvertible {
        /// The surface walked: `cli-help`, `cli-usage`, `cli-error`, `web-page`, `api-error`, `notice`…
        public let surface: String
        /// The language's tag: `de`, `es`, `en-XA`.
        public let language: String
        /// Where on the surface: the command, the page, the error.
        public let source: String
        /// The text holding English: the line (German, Spanish) or the stretch outside the
        /// brackets (the pseudo-language), on one line.
        public let text: String

        /// An escape, its source and text put on one line and cut to a readable length.
        public init(surface: String, language: String, source: String, text: String) {
            self.surface = surface
            self.language = language
            self.source = LanguageWalk.oneLine(LanguageWalk.withoutIDs(source), limit: 100)
            self.text = LanguageWalk.oneLine(LanguageWalk.withoutIDs(text), limit: 240)
        }

        /// The escape as a line of the list: its four fields separated by tabs.
        public var description: String { [surface, language, source, text].joined(separator: "\t") }
    }

    /// English words a German or Spanish sentence does not hold, lowercase.
    public static let functionWords: Set<String> = [
        "the", "and", "your", "you", "with", "this", "that", "is", "are", "not", "for", "from", "has", "have",
        "will", "can", "cannot", "when", "which", "there", "been", "only", "must", "was", "were", "would",
        "could", "should", "does", "doesn't", "don't", "isn't", "into", "its", "it's", "than", "then", "they",
        "these", "those", "what", "of", "to", "or", "if", "by", "at", "on", "be", "it", "an", "no", "yet",
        "already", "none", "about", "after", "before", "here", "every", "each", "any",
    ]

    /// The function words that are also words of the language itself: German `was` (what),
    /// `will` (wants), `an` (at), `man` is not listed; Spanish `has` (you have), `no`, `a`.
    public static func functionWords(for language: String) -> Set<String> {
        switch language {
        case "de": functionWords.subtracting(["was", "will", "an", "so"])
        case "es": functionWords.subtracting(["has", "no"])
        default: functionWords
        }
    }

    /// The English words of four letters or more in the template's texts (`kado.pot`'s msgids,
    /// placeholders left out), lowercase.
    public static let templateWords: Set<String> = {
        let url = repositoryRoot.appendingPathComponent("Sources/KadoLocalization/Catalogs/kado.pot")
        // No template, no words: every pseudo-language walk then fails on its samples.
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var words: Set<String> = []
        var inSource = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("msgid") {
                inSource = true
            } else if !line.hasPrefix("\"") {
                inSource = false
            }
            guard inSource, let start = line.firstIndex(of: "\"") else { continue }
            // The text without its `{placeholders}`.
            var quoted = ""
            var inPlaceholder = false
            for character in line[start...] {
                if character == "{" {
                    inPlaceholder = true
                } else if character == "}" {
                    inPlaceholder = false
                } else if !inPlaceholder {
                    quoted.append(character)
                }
            }
            for word in letterRuns(in: quoted) where word.count >= 4 { words.insert(word.lowercased()) }
        }
        return words
    }()

    /// The names of months and weekdays the pseudo-language writes as its locale data, `en_US`,
    /// does (`Friday`, `Apr`): Foundation's words, not the catalogs'.
    public static let localeNames: [String] = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let names =
            formatter.monthSymbols + formatter.shortMonthSymbols + formatter.weekdaySymbols
            + formatter.shortWeekdaySymbols
        // Lowercase too: values as typed (`kado settings week-start sunday`).
        return names + names.map { $0.lowercased() }
    }()

    /// The package's root: three levels above this file (Sources/KadoTestSupport/…).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What the walks never judge, in every language: the product's and other apps' names, and
    /// the tokens a person types (commands, options, placeholders, paths, URLs).
    public static let productNames = ["Loop Habit Tracker", "HabitBull", "Kadō", "Kado", "kado"]

    /// `text` without its allowed tokens: backticked and quoted spans (commands, user data),
    /// `{placeholders}`, URLs, paths and file names, `--options`, `kado` and the (up to two)
    /// command words after it, identifiers joined by hyphens (`week-start`, `push-url`), words in
    /// capitals (placeholders such as HABIT), and the product's names and `allowed` (user data,
    /// command names) of several words.
    public static func withoutTokens(_ text: String, allowed: [String] = []) -> String {
        var text = text
        // Names of several words here; single words are skipped word by word by the judges, so
        // that the command `add` leaves `address` whole.
        for token in (allowed + productNames).filter({ $0.contains(" ") }).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: token, with: " ")
        }
        return tokenPattern?.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ") ?? text
    }

    /// The tokens ``withoutTokens(_:allowed:)`` leaves out, in one pattern compiled once.
    // A constant pattern: if it did not compile, the judge's samples (LanguageWalkCLITests) fail.
    private static let tokenPattern = try? NSRegularExpression(
        pattern: [
            #"`[^`]*`"#, #"„[^“]*“"#, #"“[^”]*”"#, #"«[^»]*»"#, #""[^"]*""#, #"'[^' ]+'"#, #"\{[^}]*\}"#,
            #"https?://\S+"#, #"\S*/\S*"#, #"\S+\.[a-z][a-z0-9]{1,5}\b"#, #"(?<![\p{L}\d])--?[a-z][a-z0-9-]*"#,
            #"\bkado(?: [a-z][a-z0-9-]*){0,2}"#, #"(?<![\p{L}\d-])[a-z]+(?:-[a-z]+)+(?![\p{L}\d-])"#,
            #"\b[A-Z][A-Z0-9_-]+\b"#,
        ].joined(separator: "|"))

    /// The English function words `text` holds outside its tokens, in German or Spanish.
    public static func englishWords(in text: String, language: String, allowed: [String] = []) -> [String] {
        let words = functionWords(for: language)
        let single = Set(allowed + productNames)
        return wordRuns(in: withoutTokens(text, allowed: allowed)).filter {
            words.contains($0.lowercased()) && !single.contains($0)
        }
    }

    /// The stretches of a pseudo-language `text` outside the catalogs' `⟦…⟧` (nested brackets
    /// count as one) that hold a word of the template, tokens and `allowed` left out.
    public static func pseudoEscapes(in text: String, allowed: [String] = []) -> [String] {
        let allowed = allowed + localeNames
        let single = Set(allowed + productNames)
        var stretches: [String] = []
        var depth = 0
        var stretch = ""
        func end() {
            let kept = withoutTokens(stretch, allowed: allowed)
            let words = kept.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
                .filter { !single.contains($0) }
            if words.flatMap(letterRuns).contains(where: { $0.count >= 4 && templateWords.contains($0.lowercased()) }) {
                stretches.append(stretch.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            stretch = ""
        }
        for character in text {
            if character == "⟦" {
                if depth == 0 { end() }
                depth += 1
            } else if character == "⟧" && depth > 0 {
                depth -= 1
            } else if depth == 0 {
                if character.isNewline { end() } else { stretch.append(character) }
            }
        }
        end()
        return stretches
    }

    /// The escapes in `text` shown in `language` (`de`, `es` or `en-XA`): for German and Spanish
    /// the text itself when it holds English, for the pseudo-language each plain stretch.
    public static func escapes(
        in text: String, language: String, surface: String, source: String, allowed: [String] = []
    ) -> [Escape] {
        if language == "en-XA" {
            return pseudoEscapes(in: text, allowed: allowed).map {
                Escape(surface: surface, language: language, source: source, text: $0)
            }
        }
        // Each line is judged alone, so that an escape names the line it is on.
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            englishWords(in: String(line), language: language, allowed: allowed).isEmpty
                ? nil
                : Escape(
                    surface: surface, language: language, source: source,
                    text: line.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The list of escapes known at the walks' base.
    public static let listURL = repositoryRoot.appendingPathComponent("Tests/LanguageWalk/EscapesAllowed.txt")

    /// The escapes the list holds for `surface` in `language`.
    public static func listed(surface: String, language: String) -> Set<Escape> {
        // No list, nothing allowed: every escape is reported.
        guard let text = try? String(contentsOf: listURL, encoding: .utf8) else { return [] }
        var listed: Set<Escape> = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, fields[0] == surface, fields[1] == language else { continue }
            listed.insert(Escape(surface: fields[0], language: fields[1], source: fields[2], text: fields[3]))
        }
        return listed
    }

    /// Records an issue for each escape `found` on `surface` in `language` that the list does not
    /// hold, and for each listed one no longer found (the list only shrinks). With
    /// `KADO_RECORD_ESCAPES=<file>` set, every escape found is also appended to that file, to write
    /// the list again. Returns how many texts were walked, for the caller's count.
    @discardableResult
    public static func expectOnlyListed(
        _ found: [Escape], walked: Int, surface: String, language: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let listed = listed(surface: surface, language: language)
        let found = Set(found)
        if let path = ProcessInfo.processInfo.environment["KADO_RECORD_ESCAPES"] {
            // The walks run side by side: one appends at a time.
            recording.lock()
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                handle.write(Data(found.map { $0.description + "\n" }.sorted().joined().utf8))
                try? handle.close()  // appended already: closing only lets the descriptor go
            }
            recording.unlock()
        }
        for escape in found.subtracting(listed).sorted(by: { $0.description < $1.description }) {
            Issue.record(
                "English escaped the catalogs (\(surface), \(language), \(escape.source)): \(escape.text)",
                sourceLocation: sourceLocation)
        }
        for escape in listed.subtracting(found).sorted(by: { $0.description < $1.description }) {
            Issue.record(
                "no longer escapes, delete its line from Tests/LanguageWalk/EscapesAllowed.txt: \(escape)",
                sourceLocation: sourceLocation)
        }
        #expect(walked > 0, "nothing was walked on \(surface) in \(language)", sourceLocation: sourceLocation)
        return walked
    }

    /// Held while an escape list is appended to (`KADO_RECORD_ESCAPES`).
    private static let recording = NSLock()

    /// The runs of ASCII letters in `text`.
    static func letterRuns<S: StringProtocol>(in text: S) -> [String] {
        String(text).split(whereSeparator: { (character: Character) in !(character.isASCII && character.isLetter) })
            .map(String.init)
    }

    /// The words of `text`: letters and apostrophes.
    static func wordRuns(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0 == "'" || $0 == "’") }).map {
            $0.replacingOccurrences(of: "’", with: "'").trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
    }

    /// `text` with each UUID as `<id>` and the temporary folder of Kadō's tests as `<tmp>`, so
    /// that a line of the list names the same escape on every run and machine.
    static func withoutIDs(_ text: String) -> String {
        // The temporary folder differs between machines (`TMPDIR`): named as such.
        let temporary = FileManager.default.temporaryDirectory.path
        let text = temporary.count > 1 ? text.replacingOccurrences(of: temporary + "/kado", with: "<tmp>/kado") : text
        return text.replacingOccurrences(
            of: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", with: "<id>",
            options: .regularExpression)
    }

    /// `text` on one line, its blanks collapsed, cut to `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit)) + "…" : words
    }
}
