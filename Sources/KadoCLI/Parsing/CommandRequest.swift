/// What a command line asks for once parsed.
public enum CommandRequest: Hashable, Sendable {
    /// Run a command with these arguments.
    case run(ParsedArguments)
    /// Print help: for one command, or for the whole program when `nil`.
    case showHelp(CommandSpecification?)
    /// Print the program's version (`--version`).
    case showVersion
}
