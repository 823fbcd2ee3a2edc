/// The values bound to a statement's parameters: positional (`?`, `?NNN`) or named (`:name`,
/// `@name`, `$name`).
///
/// Write them as literals at the call site:
///
/// ```swift
/// try database.execute("INSERT INTO item(name, size) VALUES (?, ?)", ["pen", 3])
/// try database.execute("UPDATE item SET size = :size WHERE name = :name",
///                      ["name": "pen", "size": nil])
/// ```
///
/// Values are converted to ``SQLiteValue`` when the arguments are created, so arguments are
/// `Sendable` and can be stored or compared.
public struct StatementArguments: Hashable, Sendable, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    enum Storage: Hashable, Sendable {
        case positional([SQLiteValue])
        case named([String: SQLiteValue])
    }

    let storage: Storage

    /// Positional arguments, bound in order to parameters 1, 2, 3…; `nil` binds `NULL`.
    public init(_ values: [(any SQLiteValueConvertible)?]) {
        storage = .positional(values.map { $0?.sqliteValue ?? .null })
    }

    /// Named arguments. Keys may include the parameter's prefix (`":name"`) or leave it out
    /// (`"name"`); `nil` binds `NULL`.
    public init(_ values: [String: (any SQLiteValueConvertible)?]) {
        storage = .named(values.mapValues { $0?.sqliteValue ?? .null })
    }

    /// Positional arguments written as an array literal: `[1, "two", nil]`.
    public init(arrayLiteral elements: (any SQLiteValueConvertible)?...) {
        self.init(elements)
    }

    /// Named arguments written as a dictionary literal: `["name": "pen", "size": 3]`.
    ///
    /// A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, (any SQLiteValueConvertible)?)...) {
        var values: [String: SQLiteValue] = [:]
        for (key, value) in elements {
            values[key] = value?.sqliteValue ?? .null
        }
        storage = .named(values)
    }

    /// Whether there are no arguments at all.
    public var isEmpty: Bool {
        switch storage {
        case .positional(let values): values.isEmpty
        case .named(let values): values.isEmpty
        }
    }
}
