/// One entry of a gettext PO file: what a translator's tool shows as one message. Public for
/// the tools that read catalogs (converters, checks) and the benchmarks.
public struct POEntry: Sendable, Equatable {
    /// `#.` lines: the comments for translators, without the mark.
    public internal(set) var translatorComments: [String] = []
    /// `#,` flags (`python-brace-format`, `fuzzy`).
    public internal(set) var flags: [String] = []
    /// `msgctxt`: the message's key, nil in the header.
    public internal(set) var context: String?
    /// `msgid`: the English text (the singular when the entry has a plural).
    public internal(set) var id = ""
    /// `msgid_plural`: the English plural, for entries that depend on `{count}`.
    public internal(set) var idPlural: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… in order: the translation's forms.
    public internal(set) var translations: [String] = []
    /// The 1-based line where the entry starts, for messages about it.
    public internal(set) var line = 0

    /// Whether this is the header entry (`msgid ""` with no context).
    public var isHeader: Bool { context == nil && id.isEmpty }

    /// Whether a translator marked the translation as needing review.
    public var isFuzzy: Bool { flags.contains("fuzzy") }

    /// The English forms: the singular alone, or the singular and the plural.
    public var sourceForms: [String] { idPlural.map { [id, $0] } ?? [id] }
}
