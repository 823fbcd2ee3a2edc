/// One `kado` command: declares what it accepts (``ParsableCommand``), then, decoded and
/// validated, calls the application layer and prints.
protocol Command: ParsableCommand {
    /// Runs the command, its properties decoded and validated.
    func run(in context: CommandContext) throws
}
