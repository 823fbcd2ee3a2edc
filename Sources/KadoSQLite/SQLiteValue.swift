import Foundation

/// One value as SQLite stores it: one of its five storage classes.
///
/// Bind values with ``SQLiteValueConvertible`` types (`Int`, `String`, `Data`, …) rather than
/// building these by hand; read them back with ``Row``'s typed subscripts. `SQLiteValue` is the
/// common currency between the two, and is handy when the type of a column is not known.
public enum SQLiteValue: Hashable, Sendable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer (`INTEGER`).
    case integer(Int64)
    /// A 64-bit IEEE floating point number (`REAL`). SQLite stores NaN as `NULL`.
    case real(Double)
    /// UTF-8 text (`TEXT`). Text may contain NUL characters; they round-trip.
    case text(String)
    /// Bytes (`BLOB`). An empty blob is distinct from `NULL`.
    case blob(Data)

    /// Whether the value is SQL `NULL`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The name of the storage class, as SQLite's `typeof()` spells it: `null`, `integer`,
    /// `real`, `text` or `blob`.
    public var storageClassName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }
}
