/// A command's positional arguments and options as given on the command line, checked against
/// its ``CommandSpecification`` (right count of arguments, known options, values present) but
/// not yet converted: the command's properties convert them (``ParsableCommand/decoded(from:)``).
public struct ParsedArguments: Hashable, Sendable {
    /// The command that was selected.
    public let command: CommandSpecification
    /// The positional arguments in order (never more than the command declares).
    public let positionals: [String]
    /// Each given option's values in order, by long name; a flag has one empty value per use.
    let optionValues: [String: [String]]
    /// The words each declared argument took, in the order of the specification's arguments.
    private let assigned: [[String]]

    /// Arguments for `command` (the parser builds these; tests may too).
    public init(command: CommandSpecification, positionals: [String], optionValues: [String: [String]]) {
        self.command = command
        self.positionals = positionals
        self.optionValues = optionValues
        self.assigned = command.assignment(of: positionals).values
    }

    /// Every word `argument`, one of the command's, took (one for a single argument), in order;
    /// empty when it was left out.
    func words(for argument: ArgumentSpecification) -> [String] {
        command.arguments.firstIndex(of: argument).map { assigned[$0] } ?? []
    }

    /// Every value given to `option`, one of the command's, in order; a flag has one empty value
    /// per use.
    func values(for option: OptionSpecification) -> [String] {
        optionValues[option.name] ?? []
    }
}
