/// An option with a value, declared as a typed property with its help in both languages:
/// `@Option("days", "N", help: …, parse: …) var days: Int?`. Its value is read and converted when
/// the command is decoded (``ParsableCommand/decoded(from:)``): `nil` when the option is not
/// given; a repeatable option is a `[String]` of every value given, in order.
@propertyWrapper
struct Option<Value: Sendable>: Sendable {
    /// What the option is, for the parser, the help and the completions.
    let specification: OptionSpecification
    /// The value given, converted; `nil` for a command not decoded, or when it could not be
    /// (the recorder keeps why, and the command is never returned).
    private let value: Value?

    /// The value given. Read only on a decoded command, which ``ParsableCommand/decoded(from:)``
    /// returns only when every value was converted.
    var wrappedValue: Value {
        guard let value else {
            preconditionFailure("\(specification.spelling) is read on a command that was not decoded")
        }
        return value
    }

    /// Declares `specification`, and converts its values with `decode` when a command is decoded.
    private init(_ specification: OptionSpecification, decode: ([String]) throws(UsageError) -> Value) {
        self.specification = specification
        value = InputRecorder.current?.declare(.option(specification)) { arguments throws(UsageError) in
            try decode(arguments.values(for: specification))
        }
    }

    /// An option as a shared one declares it (`.every`, for `add` and `edit`).
    init(_ option: Self) {
        self = option
    }

    /// An option whose value `parse` converts (given the value and the option's spelling, `--days`).
    init<Wrapped>(
        _ name: String, _ valueName: String, short: Character? = nil, help: HelpText,
        completion: CompletionKind = .none, parse: (String, String) throws(UsageError) -> Wrapped
    ) where Value == Wrapped? {
        let specification = OptionSpecification.value(
            name, valueName, short: short, help: help, completion: completion)
        self.init(specification) { values throws(UsageError) in
            // The parser refuses a second value for an option that is not repeatable.
            guard let value = values.last else { return nil }
            return try parse(value, specification.spelling)
        }
    }

    /// An option whose value is taken as it is typed.
    init(
        _ name: String, _ valueName: String, short: Character? = nil, help: HelpText,
        completion: CompletionKind = .none
    ) where Value == String? {
        self.init(name, valueName, short: short, help: help, completion: completion) { value, _ in value }
    }

    /// An option that may be given more than once, every value kept in order, as typed.
    init(_ name: String, _ valueName: String, help: HelpText, completion: CompletionKind = .none)
    where Value == [String] {
        self.init(
            OptionSpecification.value(name, valueName, help: help, repeatable: true, completion: completion)
        ) { $0 }
    }
}
