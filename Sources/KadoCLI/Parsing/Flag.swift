/// A flag, declared as a property with its help in both languages:
/// `@Flag("yes", short: "y", help: …) var yes: Bool`, `true` when it is given (once or more).
@propertyWrapper
struct Flag: Sendable {
    /// What the flag is, for the parser, the help and the completions.
    let specification: OptionSpecification
    /// Whether the flag was given; `nil` for a command not decoded.
    private let isGiven: Bool?

    /// Whether the flag was given. Read only on a decoded command.
    var wrappedValue: Bool {
        guard let isGiven else {
            preconditionFailure("\(specification.spelling) is read on a command that was not decoded")
        }
        return isGiven
    }

    /// A flag spelled `--name` (and `-short`).
    init(_ name: String, short: Character? = nil, help: HelpText) {
        let specification = OptionSpecification.flag(name, short: short, help: help)
        self.specification = specification
        isGiven = InputRecorder.current?.declare(.option(specification)) { !$0.values(for: specification).isEmpty }
    }
}
