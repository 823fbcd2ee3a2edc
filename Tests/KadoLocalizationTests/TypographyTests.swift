import Foundation
import Testing

@testable import KadoLocalization

/// Each language's typography on catalog texts, as `kado` and the web pages print French today.
@Suite struct TypographyTests {
    /// French with the plain no-break space (U+00A0, written ⍽ in the table).
    @Test(arguments: [
        // Typed spaces replaced, missing ones added where the mark ends a word.
        ("Note : fait ; bien !", "Note⍽: fait⍽; bien⍽!"), ("Vraiment?", "Vraiment⍽?"), ("Quoi ?!", "Quoi⍽?!"),
        ("{percent}%", "{percent}⍽%"), ("42%", "42⍽%"), ("{name}: {value}", "{name}⍽: {value}"),
        ("Trois choses :", "Trois choses⍽:"),
        // Marks that are not punctuation keep no space.
        ("à 10:30", "à 10:30"), ("https://example.org/?days=7", "https://example.org/?days=7"),
        ("kado serve --listen 127.0.0.1:8080", "kado serve --listen 127.0.0.1:8080"), ("%20", "%20"),
        ("a:b", "a:b"), (":", ":"), ("! ", "! "),
        // Inside placeholders, backticks and straight quotes, nothing changes.
        ("{a:b}", "{a:b}"), ("tapez `kado add \"Lire !\"` !", "tapez `kado add \"Lire !\"`⍽!"),
        ("kado trash restore \"Course ?\"", "kado trash restore \"Course ?\""),
        // HTML entities end with a `;` that is no punctuation; a tag is no word.
        ("a&nbsp; b ; c&#8239;", "a&nbsp; b⍽; c&#8239;"), ("<b>Attention</b> !", "<b>Attention</b>⍽!"),
        // Guillemets: prose quotes become guillemets with spaces inside, typed spaces replaced.
        ("“{name}”", "«⍽{name}⍽»"), ("« mot »", "«⍽mot⍽»"), ("«mot»", "«⍽mot⍽»"), ("»", "»"),
        ("un “mot” : oui", "un «⍽mot⍽»⍽: oui"), ("Sans marque", "Sans marque"), ("C’est l’été", "C’est l’été"),
    ])
    func french(typed: String, printed: String) {
        let expected = printed.replacingOccurrences(of: "⍽", with: "\u{00A0}")
        #expect(Typography.apply(to: typed, language: .french, frenchSpacing: .noBreak) == expected)
    }

    /// The web's spacing: narrow before ; ! ? % and inside guillemets, plain before the colon,
    /// (and the "42 %" of its percentages).
    @Test func frenchNarrowSpacing() {
        let text = Typography.apply(to: "Note : fait ; “bien” ! 42 %", language: .french, frenchSpacing: .narrow)
        #expect(text == "Note\u{00A0}: fait\u{202F}; «\u{202F}bien\u{202F}»\u{202F}! 42\u{202F}%")
    }

    /// The web's French (narrow spacing) on text with and without the marks it spaces: text
    /// without them comes back as it was, text with them is spaced (the cases of the web's own
    /// French typography, which this replaced).
    @Test(arguments: [
        ("Bonjour", "Bonjour"), ("Café crème, déjà fait", "Café crème, déjà fait"), ("12:30", "12:30"),
        ("Note : fait", "Note\u{00A0}: fait"), ("Fait ! Encore ?", "Fait\u{202F}! Encore\u{202F}?"),
        ("« Lire »", "«\u{202F}Lire\u{202F}»"), ("«Lire»", "«\u{202F}Lire\u{202F}»"), ("Kīlauea ɻ", "Kīlauea ɻ"),
    ])
    func frenchNarrow(typed: String, printed: String) {
        #expect(Typography.apply(to: typed, language: .french, frenchSpacing: .narrow) == printed)
    }

    @Test(arguments: [
        (Language.german, "die “Serie”: \"Lauf\"", "die „Serie“: \"Lauf\""),
        (.spanish, "la “racha”: \"Correr\"", "la «racha»: \"Correr\""),
        (.english, "the “streak”: \"Run\" ?", "the “streak”: \"Run\" ?"),
        (.pseudo, "the “streak”", "the “streak”"),
        (.german, "Wirklich ?", "Wirklich ?"),
    ])
    func quotesPerLanguage(language: Language, typed: String, printed: String) {
        #expect(Typography.apply(to: typed, language: language, frenchSpacing: .noBreak) == printed)
    }
}
