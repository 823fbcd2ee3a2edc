import Foundation
import KadoApp
import KadoLocalization

/// The placeholders of the command line (`HABIT`, `DAY`, `FILE`) in the language of the messages:
/// help and errors name an argument the same way. Commands, options and what a person types stay
/// as they are; only these names of what to type are translated, each the catalogs'
/// `cli.placeholder.NAME` entry.
enum Placeholder {
    /// The placeholders the command line shows, as English writes them.
    static let names: [String] = [
        "HABIT", "DAY", "DAYS", "NAME", "VALUE", "POSITION", "TEXT", "FILE", "PATH", "SCHEDULE", "TYPE", "UNIT",
        "COLOR", "MODEL", "N", "PORT", "ADDRESS", "CHOICE", "FORMAT", "SHELL", "COMMAND", "HH:MM", "ISO-8601",
        "FROM..TO", "MINUTES", "YYYY-MM-DD", "ACTION", "DEVICE", "KIND", "TARGET", "URL", "SECONDS", "FOLDER", "YEAR",
    ]

    /// Whether `name` is a placeholder with a catalog entry (an option or a setting is not).
    static func isPlaceholder(_ name: String) -> Bool {
        KadoLocalization.Localizer(.english).has("cli.placeholder." + name)
    }

    /// The catalog entry of `placeholder`, or `nil` for a name that is no placeholder.
    private static func phrase(_ placeholder: String) -> Phrase? {
        isPlaceholder(placeholder) ? Phrase("cli.placeholder." + placeholder) : nil
    }

    /// `placeholder` in `language`; a name that is no placeholder (an option, a setting) as it is.
    static func name(_ placeholder: String, in language: Language) -> String {
        phrase(placeholder)?.text(in: language) ?? placeholder
    }

    /// `placeholder` as a phrase's value, named in the phrase's language; a name that is no
    /// placeholder as it is.
    static func argument(_ placeholder: String) -> PhraseArgument {
        phrase(placeholder)?.argument ?? .text(placeholder)
    }

    /// Every placeholder with its name in `language`.
    static func translations(in language: Language) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, name($0, in: language)) })
    }

    /// `text` with every placeholder it holds as a word (`HABIT`, `[DAY]`, `DAY,`) in `language`;
    /// the other words are left as they are.
    static func translating(_ text: String, in language: Language) -> String {
        guard language != .english else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let core = word.trimmingCharacters(in: CharacterSet(charactersIn: "[](),.;:"))
            guard !core.isEmpty, isPlaceholder(core) else { return String(word) }
            return word.replacingOccurrences(of: core, with: name(core, in: language))
        }.joined(separator: " ")
    }
}
