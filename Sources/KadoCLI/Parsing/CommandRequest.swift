/// What a command line asks for once parsed.
public enum CommandRequest: Hashable, Sendable {
    /// Run a command with these arguments.
    case run(ParsedArguments)
    /// Print help: for one command, or for the whole program when `nil`.
    case showHelp(CommandSpecification?)
    /// Write the manual pages to `folder`: `kado.1` and every command's, or only `command`'s.
    case writeManualPages(folder: String, command: CommandSpecification?)
    /// Print the program's version (`--version`).
    case showVersion
}
