import Foundation
import KadoCore

extension BackupError {
    /// A cell of a Loop database as a problem shows it: `NULL`, a number, the start of a text, or
    /// the size of a blob.
    public enum LoopValue: Hashable, Sendable, CustomStringConvertible {
        /// SQL's `NULL`.
        case null
        /// A whole number.
        case integer(Int64)
        /// A floating-point number.
        case real(Double)
        /// Text (its first 40 characters).
        case text(String)
        /// A blob of `bytes` bytes.
        case blob(bytes: Int)

        /// `NULL`, `12`, `1.5`, `"abc"`, `a blob of 3 bytes`.
        public var description: String {
            switch self {
            case .null: "NULL"
            case .integer(let number): String(number)
            case .real(let number): String(number)
            case .text(let text): "\"\(text)\""
            case .blob(let bytes): "a blob of \(bytes) bytes"
            }
        }
    }

    /// What Loop stores in a column.
    public enum LoopStorage: Hashable, Sendable, CustomStringConvertible {
        /// A whole number.
        case wholeNumber
        /// A number.
        case number
        /// Text.
        case text

        /// `a whole number`, `a number`, `text`.
        public var description: String {
            switch self {
            case .wholeNumber: "a whole number"
            case .number: "a number"
            case .text: "text"
            }
        }
    }

    /// Why SQLite, or the file system, could not read a Loop database.
    public enum LoopFileProblem: Hashable, Sendable, CustomStringConvertible {
        /// The file cannot be read (the system's account).
        case cannotReadFile(path: String, reason: String)
        /// The file does not begin with SQLite's header.
        case noSQLiteHeader
        /// A temporary copy to read cannot be made (the system's account).
        case cannotCopy(reason: String)
        /// SQLite says the file is not a database (SQLite's message).
        case notSQLite(String)
        /// SQLite finds the database damaged (SQLite's message).
        case damaged(String)
        /// SQLite finds a value of the wrong type (SQLite's message).
        case wrongType(String)
        /// SQLite cannot read the database for another reason (SQLite's message).
        case unreadable(String)

        /// The English wording.
        public var description: String {
            switch self {
            case .cannotReadFile(let path, let reason): "cannot read the file \(path): \(reason)"
            case .noSQLiteHeader: "the file is not an SQLite database (it does not begin with SQLite's header)"
            case .cannotCopy(let reason): "cannot make a temporary copy to read: \(reason)"
            case .notSQLite(let message): "the file is not an SQLite database (\(message))"
            case .damaged(let message): "the database is damaged (\(message))"
            case .wrongType(let message): "a value has the wrong type (\(message))"
            case .unreadable(let message): "the database cannot be read (\(message))"
            }
        }
    }

    /// A row of a Loop database that Kadō cannot take: a habit's (by its `id` in the file, and its
    /// name where it has one) or a repetition's.
    public enum LoopRowProblem: Hashable, Sendable, CustomStringConvertible {
        /// A habit without an id.
        case noID
        /// The habit `loopID` has no name.
        case noName(loopID: Int64)
        /// Two habits have the id `loopID`.
        case idTwice(loopID: Int64)
        /// Two habits have the same uuid.
        case uuidTwice(firstID: Int64, firstName: String, secondID: Int64, secondName: String, uuid: UUID)
        /// A frequency (`freq_num`/`freq_den`, shown) outside 1 time in 1 to 366 days.
        case frequency(loopID: Int64, name: String, shown: String)
        /// A reminder time that is no time of day.
        case reminder(loopID: Int64, name: String, hour: Int64, minute: Int64)
        /// A `target_type` (shown) neither 0 nor 1.
        case targetType(loopID: Int64, name: String, shown: String)
        /// A target (shown) outside 0 to 1,000,000,000.
        case target(loopID: Int64, name: String, shown: String)
        /// A `type` (shown) neither 0 nor 1.
        case type(loopID: Int64, name: String, shown: String)
        /// A column holding `found` where Loop stores `expected`; `loopID` is the habit's, when known.
        case storage(loopID: Int64?, column: String, found: LoopValue, expected: LoopStorage)
        /// A repetition's timestamp outside the supported days.
        case timestamp(loopID: Int64, Int64)
        /// A repetition on `day` without a value.
        case noValue(loopID: Int64, day: LogicalDay)
        /// A yes/no habit's repetition whose value is none of Loop's.
        case yesNoValue(loopID: Int64, value: Int64, day: LogicalDay)
        /// A measurable habit's repetition whose value is no amount Kadō holds.
        case amount(loopID: Int64, value: Int64, day: LogicalDay)

        /// The English wording.
        public var description: String {
            switch self {
            case .noID: "a habit has no id"
            case .noName(let loopID): "habit #\(loopID) has no name"
            case .idTwice(let loopID): "two habits have the id \(loopID)"
            case .uuidTwice(let firstID, let firstName, let secondID, let secondName, let uuid):
                "habits #\(firstID) \"\(firstName)\" and #\(secondID) \"\(secondName)\" have the same uuid \(uuid)"
            case .frequency(let loopID, let name, let shown):
                "habit #\(loopID) \"\(name)\": the frequency \(shown) (freq_num/freq_den) is not from 1 time in 1 "
                    + "to 366 days"
            case .reminder(let loopID, let name, let hour, let minute):
                "habit #\(loopID) \"\(name)\": the reminder time \(hour):\(minute) is not a time of day"
            case .targetType(let loopID, let name, let shown):
                "habit #\(loopID) \"\(name)\": target_type \(shown) is neither 0 (at least) nor 1 (at most)"
            case .target(let loopID, let name, let shown):
                "habit #\(loopID) \"\(name)\": the target \(shown) is not a number from 0 to 1000000000"
            case .type(let loopID, let name, let shown):
                "habit #\(loopID) \"\(name)\": type \(shown) is neither 0 (yes/no) nor 1 (measurable)"
            case .storage(let loopID, let column, let found, let expected):
                (loopID.map { "habit #\($0): " } ?? "") + "\(column) is \(found), where Loop stores \(expected)"
            case .timestamp(let loopID, let timestamp):
                "habit #\(loopID): the timestamp \(timestamp) is not a day from \(LogicalDay.supportedDescription)"
            case .noValue(let loopID, let day): "habit #\(loopID): a repetition on \(day) has no value"
            case .yesNoValue(let loopID, let value, let day):
                "habit #\(loopID): the value \(value) on \(day) is not one of Loop's yes/no values (2 done, "
                    + "0 not done, 3 skipped, -1 unknown)"
            case .amount(let loopID, let value, let day):
                "habit #\(loopID): the value \(value) on \(day) is not an amount from 0 to 1000000000 "
                    + "(stored × 1000)"
            }
        }
    }

    /// Why contents cannot be written as a backup: a value no backup can hold.
    public enum WriteProblem: Hashable, Sendable, CustomStringConvertible {
        /// A record whose habit is not in the contents.
        case recordWithoutHabit(id: UUID, habitID: UUID)
        /// A skip whose habit is not in the contents.
        case skipWithoutHabit(id: UUID, habitID: UUID)
        /// An instant (seconds since 1970) outside years 1 to 9999.
        case instantOutsideYears(Double)
        /// A number that is not finite.
        case notFinite(Double)
        /// A day (days after 1970-01-01) outside years 1 to 9999.
        case dayOutsideYears(Int)
        /// The encoder's own account.
        case encoder(String)

        /// The English wording.
        public var description: String {
            switch self {
            case .recordWithoutHabit(let id, let habitID):
                "the record \(id.uuidString) belongs to the habit \(habitID.uuidString), which is not in the backup"
            case .skipWithoutHabit(let id, let habitID):
                "the skip \(id.uuidString) belongs to the habit \(habitID.uuidString), which is not in the backup"
            case .instantOutsideYears(let seconds): "the instant \(seconds) is outside years 1 to 9999"
            case .notFinite(let value): "\(value) cannot be written in JSON"
            case .dayOutsideYears(let dayNumber):
                "the day \(dayNumber) days after 1970-01-01 is outside years 1 to 9999"
            case .encoder(let account): account
            }
        }
    }
}
