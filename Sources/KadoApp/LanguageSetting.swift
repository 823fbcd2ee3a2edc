/// The language a person chose in the settings: `auto` (the default, and what a database that
/// never chose one reads as) follows what the front end is told — the environment's `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` and `LANG` for the command line, the browser's `Accept-Language` for
/// the web — and a fixed language wins over both, everywhere.
public enum LanguageSetting: Hashable, Sendable {
    /// The language of the environment or the browser, English when it names none Kadō speaks.
    case automatic
    /// This language, whatever the environment or the browser says.
    case fixed(Language)

    /// Every choice, in the order menus and completions list them: `auto`, then each language
    /// people choose from (the pseudo-language is reached through the environment only).
    public static let all: [LanguageSetting] = [.automatic] + Language.spoken.map(LanguageSetting.fixed)

    /// The codes the settings take and store: `auto`, `en`, `fr`, `de`, `es`.
    public static let codes: [String] = all.map(\.code)

    /// The code stored in the database, written in backups and taken by
    /// `kado settings language`: `auto`, or the language's tag.
    public var code: String {
        switch self {
        case .automatic: "auto"
        case .fixed(let language): language.rawValue
        }
    }

    /// The choice of `code` in any case (`auto`, `en`, `FR`); `nil` for any other text, the
    /// pseudo-language's tag included.
    public init?(code: String) {
        let lowered = code.lowercased()
        if lowered == "auto" {
            self = .automatic
            return
        }
        guard let language = Language.spoken.first(where: { $0.rawValue == lowered }) else { return nil }
        self = .fixed(language)
    }

    /// The language spoken: the fixed one, else `automatic`, what the front end was told.
    public func resolved(automatic: Language) -> Language {
        switch self {
        case .automatic: automatic
        case .fixed(let language): language
        }
    }
}
