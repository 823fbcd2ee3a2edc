/// A positional argument of a command, declared as a typed property with its help in both
/// languages: `@Argument("POSITION", help: …, parse: …) var position: Int`. Its value is read
/// and converted when the command is decoded (``ParsableCommand/decoded(from:)``): a required
/// argument is a `Value`, an optional one a `Value?` (`nil` when left out), a repeatable one a
/// `[String]`.
@propertyWrapper
struct Argument<Value: Sendable>: Sendable {
    /// What the argument is, for the parser, the help and the completions.
    let specification: ArgumentSpecification
    /// The value given, converted; `nil` for a command not decoded, or when it could not be
    /// (the recorder keeps why, and the command is never returned).
    private let value: Value?

    /// The value given. Read only on a decoded command, which ``ParsableCommand/decoded(from:)``
    /// returns only when every value was converted.
    var wrappedValue: Value {
        guard let value else {
            preconditionFailure("\(specification.name) is read on a command that was not decoded")
        }
        return value
    }

    /// Declares `specification`, and converts its words with `decode` when a command is decoded.
    private init(_ specification: ArgumentSpecification, decode: ([String]) throws(UsageError) -> Value) {
        self.specification = specification
        value = InputRecorder.current?.declare(.argument(specification)) { arguments throws(UsageError) in
            try decode(arguments.words(for: specification))
        }
    }

    /// An argument given once, as a shared one declares it (`.habit`).
    init(_ argument: Self) {
        self = argument
    }

    /// A required argument that `parse` converts (given the word and the argument's name).
    init(
        _ name: String, help: HelpText, completion: CompletionKind = .none,
        parse: (String, String) throws(UsageError) -> Value
    ) {
        self.init(ArgumentSpecification(name, help: help, completion: completion)) { words throws(UsageError) in
            // The parser refuses a line that leaves out a required argument.
            guard let word = words.first else { throw .missingArgument(name, command: "") }
            return try parse(word, name)
        }
    }

    /// A required argument taken as it is typed.
    init(_ name: String, help: HelpText, completion: CompletionKind = .none) where Value == String {
        self.init(name, help: help, completion: completion) { word, _ in word }
    }

    /// An optional argument that `parse` converts; `nil` when it is left out.
    init<Wrapped>(
        _ name: String, help: HelpText, completion: CompletionKind = .none,
        parse: (String, String) throws(UsageError) -> Wrapped
    ) where Value == Wrapped? {
        self.init(ArgumentSpecification(name, help: help, isOptional: true, completion: completion)) {
            words throws(UsageError) in
            guard let word = words.first else { return nil }
            return try parse(word, name)
        }
    }

    /// An optional argument taken as it is typed; `nil` when it is left out.
    init(_ name: String, help: HelpText, completion: CompletionKind = .none) where Value == String? {
        self.init(name, help: help, completion: completion) { word, _ in word }
    }

    /// An argument of one word or more (`HABIT...`), taken as they are typed.
    init(_ name: String, help: HelpText, completion: CompletionKind = .none) where Value == [String] {
        self.init(ArgumentSpecification(name, help: help, completion: completion, isRepeatable: true)) { $0 }
    }
}
