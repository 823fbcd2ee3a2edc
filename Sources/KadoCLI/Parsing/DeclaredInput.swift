/// A property wrapper that declares one input of a command (``Argument``, ``Option``, ``Flag``):
/// how ``ParsableCommand/specification`` finds the declarations and ``ParsableCommand/decoded(from:)``
/// the errors.
protocol DeclaredInput {
    /// What the property declares.
    var declaration: InputDeclaration { get }
    /// Why the value given could not be decoded, if it could not.
    var decodingError: UsageError? { get }
}
