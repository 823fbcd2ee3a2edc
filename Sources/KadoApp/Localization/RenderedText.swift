import KadoLocalization

/// A text rendered in every language Kadō speaks (and in French for both spacings), so that a
/// front end's phrase made of the application's wording can be shown in whichever language it
/// is asked for later.
public struct RenderedText: Sendable, Hashable {
    private let texts: [String: String]

    /// The texts `render` gives for each language.
    public init(_ render: (AppWording) -> String) {
        var texts: [String: String] = [:]
        for language in KadoLocalization.Language.allCases {
            texts[Self.slot(language, .noBreak)] = render(AppWording(language, frenchSpacing: .noBreak))
        }
        texts[Self.slot(.french, .narrow)] = render(AppWording(.french, frenchSpacing: .narrow))
        self.texts = texts
    }

    /// The text in `language`, French spaced with `frenchSpacing`.
    public func text(in language: KadoLocalization.Language, frenchSpacing: FrenchSpacing) -> String {
        texts[Self.slot(language, frenchSpacing)] ?? texts[Self.slot(language, .noBreak)] ?? ""
    }

    /// Where the text of `language` and `spacing` is kept (the spacing matters for French only).
    private static func slot(_ language: KadoLocalization.Language, _ spacing: FrenchSpacing) -> String {
        language == .french && spacing == .narrow ? "fr narrow" : language.rawValue
    }
}
