import Foundation
import KadoCore

/// Why a backup file cannot be read, precisely enough to find and fix the problem: where (the
/// line, the field or column) and what (``Problem``, a value front ends phrase in the person's
/// language).
public struct BackupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The content is not in any format Kadō reads.
        case unknownFormat
        /// The file is malformed or a value is invalid.
        case invalid
        /// The file was written by a newer version of the format.
        case unsupportedVersion
        /// The file is larger, or holds more, than ``BackupLimits`` allow.
        case tooLarge
    }

    /// What a value was expected to be.
    public enum Expected: Hashable, Sendable, CustomStringConvertible {
        /// A whole number.
        case wholeNumber
        /// A number.
        case number
        /// A UUID.
        case uuid
        /// `true` or `false`.
        case boolean
        /// An ISO 8601 instant within years 1 to 9999.
        case instant
        /// A schedule in the CSV's spelling.
        case csvSchedule
        /// A habit type in the CSV's spelling.
        case csvHabitType
        /// A format version (1 or more).
        case formatVersion
        /// A JSON object.
        case object
        /// A JSON array.
        case array
        /// A JSON string.
        case string
        /// A whole number a reader can hold.
        case wholeNumberInRange
        /// A day written `YYYY-MM-DD`.
        case day
        /// An hour from 0 to 23.
        case hour
        /// A weekday numbered from 1 (Sunday) to 7 (Saturday).
        case weekdayNumber
        /// A schedule in the JSON's spelling.
        case jsonSchedule
        /// A habit type in the JSON's spelling.
        case jsonHabitType
        /// A score model (`kado`, `loop`).
        case scoreModel
        /// A colour, one of `names` (joined with commas).
        case colour(names: String)
        /// A date of the calendar, written with a four-digit year first or last.
        case calendarDate
        /// One of the words `words` (joined with commas).
        case oneOf(String)
        /// A colour written `#RRGGBB` (or `#AARRGGBB`).
        case rgbColour

        /// The English wording (`a whole number`).
        public var description: String {
            switch self {
            case .wholeNumber: "a whole number"
            case .number: "a number"
            case .uuid: "a UUID"
            case .boolean: "true or false"
            case .instant: "an ISO 8601 instant within years 1 to 9999 (like 2026-04-19T16:55:00Z)"
            case .csvSchedule: "a schedule (daily, days_per_week:N, specific_days:D|D…, every_n_days:N)"
            case .csvHabitType: "a habit type (binary, negative, counter:TARGET, timer:SECONDS)"
            case .formatVersion: "a format version"
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .wholeNumberInRange: "a whole number in range"
            case .day: "a day written YYYY-MM-DD"
            case .hour: "an hour from 0 to 23"
            case .weekdayNumber: "a weekday from 1 (Sunday) to 7 (Saturday)"
            case .jsonSchedule: "a schedule (daily, daysPerWeek, specificDays, everyNDays)"
            case .jsonHabitType: "a habit type (binary, negative, counter, timer)"
            case .scoreModel: "a score model (kado, loop)"
            case .colour(let names): "a colour (\(names))"
            case .calendarDate: "a date of the calendar like 2016-03-18, 18/03/2016 or 3/18/2016"
            case .oneOf(let words): "one of \(words)"
            case .rgbColour: "a colour written #RRGGBB"
            }
        }
    }

    /// The kind of a JSON value found where another was expected.
    public enum JSONKind: Hashable, Sendable, CustomStringConvertible {
        case null, boolean, number, string, array, object

        /// The English wording (`a string`).
        public var description: String {
            switch self {
            case .null: "null"
            case .boolean: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// What is wrong, as a value. Values are kept as the file holds them, shortened and quoted
    /// (`shown`) as they are shown.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The file holds nothing to read.
        case emptyFile
        /// The file was written by a newer version of Kadō, in format `version`.
        case newerVersion(Int)
        /// The field is empty where a value was expected.
        case emptyValue(expected: Expected)
        /// The value (`shown`) is not what was expected.
        case notExpected(shown: String, expected: Expected)
        /// A JSON value of one kind where another was expected; `shown` is the value when it helps.
        case wrongJSONKind(expected: Expected, found: JSONKind, shown: String?)
        /// A required field is missing.
        case missing
        /// A required field is null.
        case null
        /// An object holds the key (`shown`) twice.
        case duplicateKey(shown: String)
        /// A number (`shown`) too large to hold.
        case tooLargeNumber(shown: String)
        /// A list of weekdays (`shown`) naming `part`, which is no weekday from 1 (Sunday) to 7
        /// (Saturday).
        case notAWeekday(shown: String, part: String)
        /// Text that is not JSON, at `column` of the problem's line.
        case jsonSyntax(column: Int, JSONSyntax)
        /// Text that is not CSV.
        case csvSyntax(CSVSyntax)
        /// The CSV's header has `found` columns where a Kadō CSV has `expected`; `isForeign` when
        /// it has too few to be a Kadō CSV backup at all.
        case headerColumnCount(found: Int, expected: Int, isForeign: Bool)
        /// The CSV's header holds `shown` (quoted as the file holds it) where the column
        /// `expected` was expected: not a Kadō CSV backup.
        case unexpectedHeader(shown: String, expected: String)
        /// A CSV row with `found` columns where `expected`.
        case rowColumnCount(found: Int, expected: Int)
        /// An item's ID is already used by an earlier item, at `earlier` (`habits[0]`).
        case duplicateID(ItemKind, id: UUID, earlier: String)
        /// An item breaks a rule of the domain.
        case brokenRule(Item, ValidationError)
        /// A skip whose last day comes before its first.
        case skipEndsBeforeStart(Item, first: LogicalDay, last: LogicalDay)
        /// A skip of `days` days, longer than `maximum`.
        case skipTooLong(Item, days: Int, maximum: Int)
        /// An SQLite database without Loop's tables (`missing`: `Habits`, `Repetitions`).
        case loopTablesMissing([String])
        /// A Loop database of `userVersion`, outside the versions Kadō reads (`supported`).
        case loopVersion(Int, supported: ClosedRange<Int>)
        /// A table of Loop's without one of the columns Kadō needs.
        case loopColumnMissing(table: String, column: String)
        /// A Loop habit (its `id` and name in the file) breaks a rule of the domain.
        case loopBrokenRule(loopID: Int64, name: String, ValidationError)
        /// A Loop database SQLite or the file system cannot read.
        case loopFile(LoopFileProblem)
        /// A row of a Loop database Kadō cannot take.
        case loopRow(LoopRowProblem)
        /// The file is `bytes` bytes, more than the `limit` a backup may be.
        case fileTooLarge(bytes: Int, limit: Int)
        /// The file holds `count` records and skips, more than the `limit` a backup may hold.
        case tooManyRecords(Int, limit: Int)
        /// The file holds `count` habits, more than the `limit` a database may hold.
        case tooManyHabits(Int, limit: Int)
        /// Contents that cannot be written as a backup.
        case notWritable(WriteProblem)
        /// A date (`shown`) that reads as two different days, day first or month first, in a file
        /// where no date tells which (none has a number above 12 in either place).
        case ambiguousDate(shown: String)
        /// A file whose dates are written day first in one place (`dayFirst`, on its line) and
        /// month first in another (`monthFirst`).
        case conflictingDateOrders(dayFirst: String, dayFirstLine: Int, monthFirst: String, monthFirstLine: Int)
        /// Another app's header holds `shown` (quoted as the file holds it) where the column
        /// `expected` was expected.
        case foreignHeader(shown: String, expected: String)
        /// A zip archive (or an unpacked folder) that cannot be read.
        case archive(ArchiveProblem)
        /// An SQLite database without the tables (`missing`) of `app`'s (`Rewire`, `Tickmate`).
        case tablesMissing(app: String, [String])
        /// A CSV whose header lacks the columns a spreadsheet needs (`missing`: `date`, `habit`);
        /// `found` are its column names as written.
        case spreadsheetColumns(missing: [String], found: [String])
        /// Any other problem, in the reader's English.
        case described(String)

        /// The English wording.
        public var description: String {
            switch self {
            case .emptyFile: "the file is empty"
            case .newerVersion(let version):
                "the file was written by a newer version of Kadō (format \(version)); "
                    + "this version reads format \(KadoBackupLayout.formatVersion)"
            case .emptyValue(let expected): "is empty, expected \(expected)"
            case .notExpected(let shown, let expected): "\(shown) is not \(expected)"
            case .wrongJSONKind(let expected, let found, let shown):
                "expected \(expected), found \(found)" + (shown.map { " " + $0 } ?? "")
            case .missing: "is missing"
            case .null: "must not be null"
            case .duplicateKey(let shown): "the key \(shown) appears twice"
            case .tooLargeNumber(let shown): "\(shown) is too large a number"
            case .notAWeekday(let shown, let part):
                "\(shown) names \(part), not a weekday from 1 (Sunday) to 7 (Saturday)"
            case .jsonSyntax(let column, let syntax): "not valid JSON at column \(column): \(syntax)"
            case .csvSyntax(let syntax): syntax.description
            case .headerColumnCount(let found, let expected, let isForeign):
                "the header has \(found) columns, expected \(expected)"
                    + (isForeign ? ": this is not a Kadō CSV backup" : "")
            case .unexpectedHeader(let shown, let expected):
                "the header has \(shown) where \"\(expected)\" was expected: this is not a Kadō CSV backup"
            case .rowColumnCount(let found, let expected):
                "the row has \(found) column\(found == 1 ? "" : "s"), expected \(expected)"
            case .duplicateID(let kind, let id, let earlier):
                "the \(kind) ID \(id.uuidString) is already used by \(earlier)"
            case .brokenRule(let item, let rule): "\(item): \(rule)"
            case .skipEndsBeforeStart(let item, let first, let last): "\(item): \(last) is before \(first)"
            case .skipTooLong(let item, let days, let maximum): "\(item): \(days) days is longer than \(maximum)"
            case .loopTablesMissing(let missing):
                "an SQLite database, but not a Loop Habit Tracker backup: it has no "
                    + missing.joined(separator: " and ") + " table"
            case .loopVersion(let version, let supported):
                "user_version \(version) is "
                    + (version > supported.upperBound
                        ? "written by a newer Loop than Kadō knows" : "from a Loop older than any Kadō reads")
                    + "; Kadō reads versions \(supported.lowerBound) to \(supported.upperBound)"
            case .loopColumnMissing(let table, let column): "the \(table) table has no \(column) column"
            case .loopBrokenRule(let loopID, let name, let rule): "habit #\(loopID) \"\(name)\": \(rule)"
            case .loopFile(let problem): problem.description
            case .loopRow(let problem): problem.description
            case .fileTooLarge(let bytes, let limit):
                "the file is \(BackupLimits.grouped(bytes)) bytes, larger than the "
                    + "\(BackupLimits.describe(bytes: limit)) a backup may be"
            case .tooManyRecords(let count, let limit):
                "the file holds \(BackupLimits.grouped(count)) records and skips, more than the "
                    + "\(BackupLimits.grouped(limit)) a backup may hold"
            case .tooManyHabits(let count, let limit):
                "the file holds \(BackupLimits.grouped(count)) habits, more than the \(BackupLimits.grouped(limit)) "
                    + "a database may hold"
            case .notWritable(let problem): problem.description
            case .ambiguousDate(let shown):
                "\(shown) could be day/month or month/day, and no date of the file has a day above 12 to tell: "
                    + "say which with the date format (dmy: day first, mdy: month first)"
            case .conflictingDateOrders(let dayFirst, let dayFirstLine, let monthFirst, let monthFirstLine):
                "line \(dayFirstLine) writes the day first (\(dayFirst)) and line \(monthFirstLine) the month first "
                    + "(\(monthFirst)): one file cannot hold both"
            case .foreignHeader(let shown, let expected):
                "the header has \(shown) where \"\(expected)\" was expected"
            case .archive(let problem): problem.description
            case .tablesMissing(let app, let missing):
                "an SQLite database, but not a \(app) database: it has no " + missing.joined(separator: " and ")
                    + " table"
            case .spreadsheetColumns(let missing, let found):
                "the header has no "
                    + missing.map {
                        $0 == "date" ? "date column (date, day, jour…)" : "habit column (habit, name, habitude…)"
                    }
                    .joined(separator: " and no ")
                    + "; it has "
                    + (found.isEmpty ? "no column" : found.map { KadoBackupLayout.quoted($0) }.joined(separator: ", "))
                    + ". A spreadsheet needs a date and a habit column, and may have a value and a note column"
            case .described(let message): message
            }
        }
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The format being read, when known.
    public let format: BackupFileFormat?
    /// The 1-based line (CSV, JSON) where the problem is, when known.
    public let line: Int?
    /// The field (a JSON path like `habits[3].frequency.count`, a CSV column, a Loop column).
    public let field: String?
    /// What is wrong.
    public let problem: Problem

    /// What is wrong, in English.
    public var message: String { problem.description }

    /// A problem of `kind`.
    public init(
        _ kind: Kind, format: BackupFileFormat?, line: Int? = nil, field: String? = nil, problem: Problem
    ) {
        self.kind = kind
        self.format = format
        self.line = line
        self.field = field
        self.problem = problem
    }

    /// A problem of `kind`, said in the reader's English.
    public init(
        _ kind: Kind, format: BackupFileFormat?, line: Int? = nil, field: String? = nil, message: String
    ) {
        self.init(kind, format: format, line: line, field: field, problem: .described(message))
    }

    /// Whether ``field`` names a CSV column rather than a field.
    public var fieldIsColumn: Bool { format == .csv || format == .habitBull || format == .spreadsheet }

    /// `Kadō CSV, line 12, column value: "abc" is not a number`.
    public var description: String {
        Self.describe(format: format, line: line, field: field, isColumn: fieldIsColumn, problem: problem)
    }

    /// Where a reader stopped (the format, the line, the field or column), then what is wrong:
    /// `Kadō CSV, line 12, column value: "abc" is not a number`. The one English wording of a
    /// reader's account, for this error and for the values that carry its parts.
    public static func describe(
        format: BackupFileFormat?, line: Int?, field: String?, isColumn: Bool, problem: Problem
    ) -> String {
        var parts: [String] = []
        switch format {
        case .json: parts.append("Kadō JSON")
        case .csv: parts.append("Kadō CSV")
        case .loop: parts.append("Loop database")
        case .habitBull: parts.append("HabitBull CSV")
        case .loopCSV: parts.append("Loop CSV export")
        case .rewire: parts.append("Rewire database")
        case .tickmate: parts.append("Tickmate database")
        case .spreadsheet: parts.append("spreadsheet CSV")
        case nil: break
        }
        if let line { parts.append("line \(line)") }
        if let field { parts.append(isColumn ? "column \(field)" : "field \(field)") }
        return parts.isEmpty ? problem.description : parts.joined(separator: ", ") + ": " + problem.description
    }
}
