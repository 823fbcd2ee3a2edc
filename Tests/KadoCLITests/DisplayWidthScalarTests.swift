import KadoTestSupport
import Testing

@testable import KadoCLI

/// The fast measure of text whose scalars are each a one-column character agrees with measuring
/// character by character, whatever the mix: marks that join, zero-width joiners, variation
/// selectors, wide scalars and soft hyphens all send it to the measure by character.
@Suite("Display width: the one-column scalars' shortcut")
struct DisplayWidthScalarTests {
    static let alphabet: [String] = [
        "a", "Z", " ", "·", "●", "○", "✓", "—", "é", "ß", "Ł", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{AD}", "日",
        "😀", "❤", "→", "…", "ǅ", "\u{2060}", "²", "♥", "★",
    ]

    @Test("random mixes of 300 strings, seeded: the shortcut equals the sum over characters")
    func agrees() {
        var random = SeededGenerator(seed: 35)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                Self.alphabet.randomElement(using: &random) ?? "a"
            }.joined()
            let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == byCharacter, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
