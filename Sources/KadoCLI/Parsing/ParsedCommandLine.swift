/// A whole command line, parsed: the global options and what to do.
public struct ParsedCommandLine: Hashable, Sendable {
    /// The global options (`--db`, `--now`, `--json`, `--no-color`).
    public let globalOptions: GlobalOptions
    /// The command to run, or the help to print.
    public let request: CommandRequest

    /// A parsed command line.
    public init(globalOptions: GlobalOptions, request: CommandRequest) {
        self.globalOptions = globalOptions
        self.request = request
    }
}
