/// One positional argument of a command, such as `HABIT` or `[DAY]`.
public struct ArgumentSpecification: Hashable, Sendable {
    /// The placeholder shown in usage and messages, in capitals (`HABIT`).
    public let name: String
    /// One sentence for the help text.
    public let help: String
    /// Whether the argument may be left out (shown as `[NAME]`); optional ones come last.
    public let isOptional: Bool
    /// What a shell may complete for the argument.
    public let completion: CompletionKind

    /// A positional argument.
    public init(_ name: String, help: String, isOptional: Bool = false, completion: CompletionKind = .none) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.completion = completion
    }

    /// How the argument appears in a usage line: `HABIT` or `[DAY]`.
    public var synopsis: String { isOptional ? "[\(name)]" : name }
}
