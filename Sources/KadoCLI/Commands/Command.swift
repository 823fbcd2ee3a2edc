/// One `kado` command: declares what it accepts (``ParsableCommand``), then, decoded and
/// validated, calls the application layer and prints.
public protocol Command: ParsableCommand {
    /// Runs the command, its properties decoded and validated.
    func run(in context: CommandContext) throws
}

extension Command {
    /// The command `arguments` ask for, decoded and validated.
    public static func runnable(from arguments: ParsedArguments) throws(UsageError) -> (any Command)? {
        try decoded(from: arguments)
    }
}
