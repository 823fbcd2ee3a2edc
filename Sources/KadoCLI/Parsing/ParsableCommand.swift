/// A command that declares what it accepts as typed properties (``Argument``, ``Option``,
/// ``Flag``), each with its help in both languages, in the shape of swift-argument-parser: the
/// parser, the help, the manual pages and the completion scripts all read ``specification``,
/// which is gathered from those properties, so nothing is described twice.
///
/// A command line becomes a command in three steps: ``decoded(from:)`` converts each word with
/// its property's ``ValueParser``, ``validate()`` checks what the values say together, both with
/// no I/O, then ``Command/run(in:)`` does the work.
public protocol ParsableCommand: Sendable {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// A command whose properties are not decoded: only read for their declarations.
    init()
    /// Checks what the decoded values say together (an option that only one action takes), with
    /// no I/O; throws the usage error to report. Nothing to check by default.
    func validate() throws(UsageError)
    /// The command `arguments` ask for, decoded and validated, when it is one that runs
    /// (``Command``); `nil` for one the parser answers itself (`help`). A requirement rather than
    /// a cast, which would look the conformance up at every start.
    static func runnable(from arguments: ParsedArguments) throws(UsageError) -> (any Command)?
}

extension ParsableCommand {
    /// Nothing to check beyond each value's own parser.
    public func validate() throws(UsageError) {}

    /// None: a command that only declares is answered by the parser.
    public static func runnable(from arguments: ParsedArguments) throws(UsageError) -> (any Command)? { nil }

    /// The command's specification: its configuration, and the arguments and options its
    /// properties declare, in the order they are declared.
    public static var specification: CommandSpecification {
        let recorder = InputRecorder(decoding: nil)
        _ = InputRecorder.$current.withValue(recorder) { Self() }
        let declarations = recorder.declarations
        return CommandSpecification(
            configuration, arguments: declarations.compactMap(\.argument), options: declarations.compactMap(\.option))
    }

    /// The command `arguments` (parsed against ``specification``) ask for, each property decoded by
    /// its value parser and then ``validate()``d.
    /// - Throws: the first property's usage error, in declaration order, else `validate()`'s.
    public static func decoded(from arguments: ParsedArguments) throws(UsageError) -> Self {
        let recorder = InputRecorder(decoding: arguments)
        let command = InputRecorder.$current.withValue(recorder) { Self() }
        if let error = recorder.firstError { throw error }
        try command.validate()
        return command
    }
}
