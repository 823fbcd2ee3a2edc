import KadoCore

/// One line of the form of `kado edit HABIT`: its key, the comment above it, how its value is
/// written (as the command-line option takes it) and how a value read back is applied.
struct EditFormField: Sendable {
    /// The key before the colon, the long name of the option that takes the same value.
    let key: String
    /// The comment written above the line: what the value may be.
    let help: Phrase
    /// The fields of a ``ValidationError`` (their first part) that this line sets, so a broken
    /// rule is reported on its line.
    let validationFields: [String]
    /// The value as the option takes it.
    let text: @Sendable (EditFormValues) -> String
    /// Reads `value` (trimmed) into the values, or throws the error the option would.
    let apply: @Sendable (String, inout EditFormValues) throws(UsageError) -> Void

    /// Whether a broken rule on `field` (`frequency.count`) belongs to this line.
    func sets(_ field: String) -> Bool {
        let head = field.split(separator: ".", maxSplits: 1).first.map(String.init) ?? field
        return validationFields.contains(head)
    }
}
