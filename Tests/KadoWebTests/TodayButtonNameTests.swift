import KadoApp
import Testing

@testable import KadoWeb

/// Today's glyph-only buttons carry no text and, until the script names them after their habit,
/// no `aria-label`: the stylesheet names them with hidden generated text, in every language the
/// page can be in (the browser tests check the computed names with scripts off; TodayPageSizeTests
/// that a row carries none of it).
@Suite("Today's buttons have names without the script")
struct TodayButtonNameTests {
    @Test(
        "each glyph-only button is named in each language",
        arguments: [
            (".check", Phrase.doneButton), (".stepper [name=\"plus\"]", .increaseButton),
            (".stepper [name=\"minus\"]", .decreaseButton),
        ])
    func named(selector: String, phrase: Phrase) {
        let css = Stylesheet.all
        #expect(css.contains(".habit-row \(selector)::after { content: \"\(phrase.english)\"; }"))
        #expect(css.contains(".habit-row:lang(fr) \(selector)::after { content: \"\(phrase.french)\"; }"))
        #expect(phrase.english != phrase.french)
    }

    @Test("the names are hidden, not drawn over the glyphs")
    func hidden() {
        #expect(
            Stylesheet.all.contains(
                ".habit-row .check::after, .habit-row .stepper button::after { position: absolute; width: 1px; "
                    + "height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }"))
    }
}
