import Foundation

// Conversions for the standard types. Reading is strict: SQLite's own implicit conversions
// (text "12" read as an integer, NULL read as 0) would hide schema mistakes, so only lossless
// conversions between storage classes are accepted.

extension SQLiteValue: SQLiteValueConvertible {
    /// The value itself.
    @inlinable
    public var sqliteValue: SQLiteValue { self }

    /// Wraps any stored value, `NULL` included.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        self = sqliteValue
    }
}

extension Int64: SQLiteValueConvertible {
    /// The integer, stored as `INTEGER`.
    @inlinable
    public var sqliteValue: SQLiteValue { .integer(self) }

    /// Reads an `INTEGER`, or a `REAL` that holds a whole number in range.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(let value): self = value
        case .real(let value):
            guard let exact = Int64(exactly: value) else { return nil }
            self = exact
        default: return nil
        }
    }
}

extension Int: SQLiteValueConvertible {
    /// The integer, stored as a 64-bit `INTEGER`.
    @inlinable
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    /// Reads what `Int64` reads, when it fits in `Int`.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        guard let wide = Int64(sqliteValue: sqliteValue), let value = Int(exactly: wide) else {
            return nil
        }
        self = value
    }
}

extension Double: SQLiteValueConvertible {
    /// The number, stored as `REAL`. SQLite stores NaN as `NULL`.
    @inlinable
    public var sqliteValue: SQLiteValue { .real(self) }

    /// Reads a `REAL`, or an `INTEGER` converted to the nearest `Double`.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteValueConvertible {
    /// `1` for true and `0` for false, stored as `INTEGER` (SQLite has no boolean type).
    @inlinable
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

    /// Reads an `INTEGER`: zero is false, anything else is true.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value != 0
    }
}

extension String: SQLiteValueConvertible {
    /// The string, stored as UTF-8 `TEXT`.
    @inlinable
    public var sqliteValue: SQLiteValue { .text(self) }

    /// Reads `TEXT`.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Data: SQLiteValueConvertible {
    /// The bytes, stored as a `BLOB`.
    @inlinable
    public var sqliteValue: SQLiteValue { .blob(self) }

    /// Reads a `BLOB`, or the UTF-8 bytes of `TEXT`.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .blob(let value): self = value
        case .text(let value): self = Data(value.utf8)
        default: return nil
        }
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// The wrapped value, or `NULL` for `nil`.
    @inlinable
    public var sqliteValue: SQLiteValue {
        switch self {
        case .none: .null
        case .some(let wrapped): wrapped.sqliteValue
        }
    }

    /// Reads `NULL` as `nil` and anything else as the wrapped type; fails only when a
    /// non-`NULL` value cannot be read as the wrapped type.
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
            return
        }
        guard let wrapped = Wrapped(sqliteValue: sqliteValue) else { return nil }
        self = .some(wrapped)
    }
}
