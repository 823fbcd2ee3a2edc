/// A parse failure, with the line it happened on.
public struct POParseError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public let line: Int
    /// What was wrong.
    public let reason: String

    /// “line N: reason”.
    public var description: String { "line \(line): \(reason)" }
}
