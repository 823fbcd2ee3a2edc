/// A rule of the domain that a value breaks: names the field, shows the value, says the rule.
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field at fault, as a path a person can find (`name`, `type.target`, `frequency.days`).
    public let field: String
    /// The offending value as text.
    public let value: String
    /// What the value must be, phrased to follow "must" (`must not be empty`).
    public let problem: String

    /// A broken rule on `field`.
    public init(field: String, value: String, problem: String) {
        self.field = field
        self.value = value
        self.problem = problem
    }

    /// `name "": must not be empty`.
    public var description: String {
        "\(field) \"\(value)\": \(problem)"
    }
}
