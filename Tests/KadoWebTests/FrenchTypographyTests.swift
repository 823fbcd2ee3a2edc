import Testing

@testable import KadoWeb

/// French typography on text with and without the marks it spaces: text without them comes back
/// as it was (the quick way every English page's phrases take), text with them is spaced.
@Suite("French typography")
struct FrenchTypographyTests {
    @Test(
        "text is spaced before : ; ! ? and inside « », and left alone without them",
        arguments: [
            ("Bonjour", "Bonjour"),
            ("Café crème, déjà fait", "Café crème, déjà fait"),
            ("12:30", "12:30"),
            ("Note : fait", "Note\u{00A0}: fait"),
            ("Fait ! Encore ?", "Fait\u{202F}! Encore\u{202F}?"),
            ("« Lire »", "«\u{202F}Lire\u{202F}»"),
            ("«Lire»", "«\u{202F}Lire\u{202F}»"),
            ("Kīlauea ɻ", "Kīlauea ɻ"),
        ])
    func spacing(_ typed: String, _ expected: String) {
        #expect(FrenchTypography.apply(to: typed) == expected)
    }
}
