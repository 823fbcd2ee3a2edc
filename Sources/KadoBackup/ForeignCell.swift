import Foundation
import KadoCore
import KadoSQLite

/// One value of another app's database and where it is (`CHECKINS[_id=12].date`), read leniently
/// (SQLite lets any column hold any type) and refused with its place when it is no value the
/// reader can take.
struct ForeignCell {
    /// The value as the file holds it.
    let value: SQLiteValue
    /// The format errors name.
    let format: BackupFileFormat
    /// Where it is: the table, the row's id and the column.
    let field: String

    /// The value as an error shows it: text quoted and shortened, numbers as they are.
    var shown: String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): KadoBackupLayout.quoted(text)
        case .blob(let data): "a blob of \(data.count) bytes"
        }
    }

    /// Whether the file holds `NULL` there.
    var isNull: Bool { value.isNull }

    /// A whole number: an integer, a real without a fraction, or text of digits.
    /// - Throws: ``BackupError`` naming the field when it is `NULL` or anything else.
    func integer() throws(BackupError) -> Int64 {
        if let number = optionalInteger() { return number }
        throw refused(.wholeNumber)
    }

    /// A whole number, or `nil` for `NULL`.
    /// - Throws: ``BackupError`` naming the field when it is anything but a whole number.
    func integerOrNull() throws(BackupError) -> Int64? {
        if isNull { return nil }
        return try integer()
    }

    /// The whole number the value holds, if any.
    func optionalInteger() -> Int64? {
        switch value {
        case .integer(let number): return number
        case .real(let number):
            guard number.isFinite, number.rounded() == number, abs(number) < 9e15 else { return nil }
            return Int64(number)
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed.count <= 18, trimmed.allSatisfy({ $0.isASCII && $0.isNumber || $0 == "-" })
            else { return nil }
            return Int64(trimmed)
        case .null, .blob: return nil
        }
    }

    /// The text, trimmed; `nil` for `NULL` or blank text. Numbers read as they are written.
    /// - Throws: ``BackupError`` naming the field for a blob.
    func text() throws(BackupError) -> String? {
        let text: String
        switch value {
        case .null: return nil
        case .text(let written): text = written
        case .integer(let number): text = String(number)
        case .real(let number): text = String(number)
        case .blob: throw refused(.string)
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The error for a value that is not `expected`.
    func refused(_ expected: BackupError.Expected) -> BackupError {
        BackupError(
            .invalid, format: format, field: field,
            problem: isNull ? .emptyValue(expected: expected) : .notExpected(shown: shown, expected: expected))
    }
}
