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

    /// A text in English and in French, French typed with plain spaces (``text(in:)`` sets its
    /// typography); for help made at run time rather than declared.
    public init(_ english: String, french: String) {
        source = .pair(english: english, french: french)
    }

    /// The English text.
    public var english: String { text(in: .english) }

    /// The text in `language`. French written in Swift gets its typography here: a no-break space
    /// before `:` and `;` and inside « », so that wrapping never starts a line with them.
    public func text(in language: Language) -> String {
        if case .pair(_, let french) = source, language == .french {
            return french.replacingOccurrences(of: " :", with: "\u{00A0}:")
                .replacingOccurrences(of: " ;", with: "\u{00A0};")
                .replacingOccurrences(of: "« ", with: "«\u{00A0}").replacingOccurrences(of: " »", with: "\u{00A0}»")
        }
        return source.text(in: language, frenchSpacing: .noBreak)
    }
}
