/// A command's positional arguments and options as given on the command line, checked against
/// its ``CommandSpecification`` (right count of arguments, known options, values present) but
/// not yet converted: convert them with ``ValueParser``.
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

    /// The positional argument declared as `name` (`HABIT`), or `nil` when an optional one was left
    /// out; for a repeatable argument, its first word.
    public func argument(_ name: String) -> String? {
        arguments(name).first
    }

    /// Every word the argument declared as `name` took (`HABIT...`), in order; empty when it was
    /// left out.
    public func arguments(_ name: String) -> [String] {
        guard let index = command.arguments.firstIndex(where: { $0.name == name }) else {
            assertionFailure("'\(command.name)' declares no argument \(name)")
            return []
        }
        return assigned[index]
    }

    /// The value of the option with long name `name` (`every` for `--every`), or `nil` when absent.
    /// For a repeatable option, the last value.
    public func value(of name: String) -> String? {
        values(of: name).last
    }

    /// Every value given to the option with long name `name`, in order.
    public func values(of name: String) -> [String] {
        assert(command.options.contains { $0.name == name }, "'\(command.name)' declares no option --\(name)")
        return optionValues[name] ?? []
    }

    /// Whether the flag (or option) with long name `name` was given.
    public func flag(_ name: String) -> Bool {
        !values(of: name).isEmpty
    }
}
