import KadoApp

/// A text of the help: a key of Kadō's message catalogs, where its words in every language are
/// (`cli.help.COMMAND.…`). Commands, options, values typed as they are (`yesno`, `keep-both`) and
/// examples stay as typed in every language; placeholders are ``Placeholder``'s names in each.
public struct HelpText: Hashable, Sendable {
    private let source: PhraseSource

    /// The catalog's message `key`, its placeholders filled with `arguments` (lists of values
    /// typed as they are).
    public init(_ key: String, _ arguments: [String: String] = [:]) {
        source = .catalog(key: key, arguments: arguments.mapValues(PhraseArgument.text))
    }

    /// The English text.
    public var english: String { text(in: .english) }

    /// The text in `language`, set in its typography by the catalogs (a no-break space before
    /// French `:` and `;`, so that wrapping never starts a line with them).
    public func text(in language: Language) -> String {
        source.text(in: language, frenchSpacing: .noBreak)
    }
}
