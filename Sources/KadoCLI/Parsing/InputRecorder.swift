import Synchronization

/// What the properties of a command being made declare, and, when it is being decoded, what they
/// make of the command line: each ``Argument``, ``Option`` and ``Flag`` reports to the recorder
/// of the task (``current``) as it is made. This replaces reflecting on the command afterwards
/// (`Mirror` and a cast per property), which costs the conformance lookups a one-shot command
/// pays at every start.
final class InputRecorder: Sendable {
    /// The recorder of the command being made on this task, if any.
    @TaskLocal static var current: InputRecorder?

    /// The command line being decoded; `nil` when a command is made only for its declarations.
    let arguments: ParsedArguments?
    private let state = Mutex(State())

    private struct State {
        var declarations: [InputDeclaration] = []
        var firstError: UsageError?
    }

    /// A recorder that decodes `arguments`, or only gathers declarations.
    init(decoding arguments: ParsedArguments?) {
        self.arguments = arguments
    }

    /// What the properties declared, in order.
    var declarations: [InputDeclaration] { state.withLock { $0.declarations } }

    /// The first value that could not be decoded, in declaration order.
    var firstError: UsageError? { state.withLock { $0.firstError } }

    /// Records `declaration`, and, when decoding, what `decode` makes of the command line: its
    /// value, or `nil` after recording why it could not be decoded.
    func declare<Value>(_ declaration: InputDeclaration, decode: (ParsedArguments) throws(UsageError) -> Value)
        -> Value?
    {
        state.withLock { $0.declarations.append(declaration) }
        guard let arguments else { return nil }
        do {
            return try decode(arguments)
        } catch {
            state.withLock { if $0.firstError == nil { $0.firstError = error } }
            return nil
        }
    }
}
