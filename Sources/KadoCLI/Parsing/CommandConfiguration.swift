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
    /// Whether the command creates the database when there is none: one that adds what a new
    /// database would hold (a habit, settings, an import, a sync's or a backup's habits) or a
    /// front end that does (`serve`, `tui`, `remind run`'s schedule). Any other only shows, or
    /// needs a habit a new database would not have: on a path given with `--db` where there is
    /// none, it says so and creates nothing; where the database is configured to live
    /// (`KADO_DB`, the default path) before the first habit, it reads an empty database, held in
    /// memory, and says there is nothing yet.
    public let createsDatabase: Bool

    /// A command's description.
    public init(
        name: String, summary: HelpText, discussion: HelpText? = nil, examples: [String] = [],
        printsJSON: Bool = true, changesData: Bool = false, createsDatabase: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.examples = examples
        self.printsJSON = printsJSON
        self.changesData = changesData
        self.createsDatabase = createsDatabase
    }
}
