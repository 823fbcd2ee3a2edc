import KadoApp

/// A text of the help in both its languages, written side by side where a command declares its
/// summary, its arguments and its options, so that a change to one language is seen beside the
/// other. Commands, options, values typed as they are (`yesno`, `keep-both`) and examples stay as
/// typed in French; placeholders are ``Placeholder``'s French names.
public struct HelpText: Hashable, Sendable {
    /// The English text.
    public let english: String
    /// The French text as written, with plain spaces: ``text(in:)`` sets its typography.
    public let french: String

    /// A text in English and in French.
    public init(_ english: String, french: String) {
        self.english = english
        self.french = french
    }

    /// The text in `language`. French gets its typography here rather than in every declaration:
    /// a no-break space before `:` and `;` and inside « », so that wrapping never starts a line
    /// with them.
    public func text(in language: Language) -> String {
        guard language == .french else { return english }
        return french.replacingOccurrences(of: " :", with: "\u{00A0}:").replacingOccurrences(
            of: " ;", with: "\u{00A0};"
        )
        .replacingOccurrences(of: "« ", with: "«\u{00A0}").replacingOccurrences(of: " »", with: "\u{00A0}»")
    }
}
