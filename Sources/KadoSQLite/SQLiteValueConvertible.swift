/// A type that can be bound to a statement parameter and read back from a result column.
///
/// `Int64`, `Int`, `Double`, `String`, `Data`, `Bool`, ``SQLiteValue`` and optionals of those
/// conform. Conform your own types (an identifier wrapper, a date stored as ISO 8601 text) by
/// converting to and from one of them:
///
/// ```swift
/// extension ItemID: SQLiteValueConvertible {
///     var sqliteValue: SQLiteValue { .integer(rawValue) }
///     init?(sqliteValue: SQLiteValue) {
///         guard case .integer(let value) = sqliteValue else { return nil }
///         self.init(rawValue: value)
///     }
/// }
/// ```
public protocol SQLiteValueConvertible {
    /// The value to store.
    var sqliteValue: SQLiteValue { get }

    /// Creates a value from what SQLite returned, or returns `nil` when the stored value cannot
    /// represent this type (`NULL` for a non-optional type, text for a number, a number that
    /// does not fit).
    init?(sqliteValue: SQLiteValue)
}
