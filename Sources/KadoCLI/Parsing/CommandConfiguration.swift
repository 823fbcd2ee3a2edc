/// What a command says about itself beside its arguments and options, which it declares as typed
/// properties (``Argument``, ``Option``, ``Flag``): its name, its help in both languages, its
/// examples, and which global options it takes.
public struct CommandConfiguration: Hashable, Sendable {
    /// The word that selects the command (`add`).
    public let name: String
    /// One line for the command list (`Create a habit`).
    public let summary: HelpText
    /// Further paragraphs for `kado help COMMAND`, if any.
    public let discussion: HelpText?
    /// Example command lines for the help text, without the leading `kado`.
    public let examples: [String]
    /// Whether the command prints JSON with `--json`; the parser refuses `--json` for the others,
    /// so that it is never silently ignored.
    public let printsJSON: Bool
    /// Whether the command changes something (the database, a file, the sync target) and so takes
    /// `--quiet`; the parser refuses `--quiet` for the commands that only show.
    public let changesData: Bool

    /// A command's description.
    public init(
        name: String, summary: HelpText, discussion: HelpText? = nil, examples: [String] = [],
        printsJSON: Bool = true, changesData: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.examples = examples
        self.printsJSON = printsJSON
        self.changesData = changesData
    }
}
