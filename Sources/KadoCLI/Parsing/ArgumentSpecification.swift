/// One positional argument of a command, such as `HABIT` or `[DAY]`.
public struct ArgumentSpecification: Hashable, Sendable {
    /// The placeholder shown in usage and messages, in capitals (`HABIT`).
    public let name: String
    /// One sentence for the help text.
    public let help: HelpText
    /// Whether the argument may be left out (shown as `[NAME]`); optional ones come last.
    public let isOptional: Bool
    /// What a shell may complete for the argument.
    public let completion: CompletionKind
    /// Whether the argument takes one word or more (`HABIT...`): every word up to the one the
    /// argument after it takes (``takesWord(_:)``), or to the end of the line.
    public let isRepeatable: Bool

    /// A positional argument.
    public init(
        _ name: String, help: HelpText, isOptional: Bool = false, completion: CompletionKind = .none,
        isRepeatable: Bool = false
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.completion = completion
        self.isRepeatable = isRepeatable
    }

    /// How the argument appears in a usage line: `HABIT`, `HABIT...` or `[DAY]`.
    public var synopsis: String { isOptional ? "[\(name)]" : isRepeatable ? name + "..." : name }

    /// Whether `word`, after a repeatable argument, is this argument's rather than one more of the
    /// repeated ones: a DAY takes a word that reads as a day (``ValueParser/looksLikeDay(_:)``),
    /// so `kado done Read Run yesterday` checks two habits in yesterday.
    public func takesWord(_ word: String) -> Bool {
        completion == .day && ValueParser.looksLikeDay(word)
    }
}
