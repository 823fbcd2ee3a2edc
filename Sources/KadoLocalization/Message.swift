/// A message to show: the key of a catalog entry and the values of its placeholders. The
/// argument named `count` picks the plural form of an entry that has one.
public struct Message: Sendable, Hashable {
    /// The entry's key: its `msgctxt` in the catalogs, e.g. `common.day`.
    public let key: String
    /// The values of the entry's placeholders, by name.
    public let arguments: [String: MessageArgument]

    /// A message with its key and the values of its placeholders.
    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
