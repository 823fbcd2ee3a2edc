import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore

/// One error of every kind the application layer can raise, for tests that walk them all through
/// a front end (every ``AppError`` case, every ``ValidationError/Rule``, every ``StoreError`` and
/// its every ``StoreError/Reason``, every ``BackupFileError/Problem``).
///
/// Each list is checked against an exhaustive switch (``kind(of:)``): a new case does not compile
/// until it has a kind, and the tests fail until the list holds a sample of that kind. So no
/// error can be added without being walked.
public enum ErrorSamples {
    /// The kinds of ``ValidationError/Rule``, without their amounts.
    public enum RuleKind: CaseIterable, Sendable {
        case empty, tooLong, outOfRange, notAboveZero, aboveMaximum, moreTimesThanDays, noWeekday, notAnHour
        case notAMinute, notASymbolName, controlCharacter, unsupportedDay, unsupportedInstant
        case timerTargetAboveDay, timerDayAboveDay, endsBeforeStart, pauseTooLong, endsTooFarAhead
        case habitLimitReached, importAboveHabitLimit, sameNameAs, startsAfterToday, notAfter, notBefore
        case notTheHabitsType, notAVersionStart
    }

    /// The kinds of ``AppError``, a broken rule and a store failure counted once each.
    public enum AppErrorKind: CaseIterable, Sendable {
        case habitNotFound, habitNotFoundWithSuggestion, ambiguousHabit, wrongType, archived, futureDay
        case invalid, store, backupFile, sync, backupNotWritten, unexpected
    }

    /// The kinds of ``SyncProblem``.
    public enum SyncProblemKind: CaseIterable, Sendable {
        case folderMissing, notAFolder, cannotList, cannotRead, system, folderMissingOnServer, notAFileName
        case nameLeavesFolder, nameNotInURL, serverAnswered, serverFailedToWrite, connectionRefused, unknownHost
        case noAnswer
        case connectionLost, offline, secureConnectionFailed, untrustedCertificate, notHTTPURL, notHTTP
        case networkError, redirectedAway, tooManyRedirects, notWellFormedXML, notMultistatus, answerCutOff
        case vanished, notTargetIdentity, damaged, unauthentic, derivation, libraryUnavailable, emptyPassphrase
    }

    /// The kinds of ``StoreError``.
    public enum StoreErrorKind: CaseIterable, Sendable {
        case writtenByNewerVersion, notAKadoDatabase, cannotOpen, corruptRow, database, cannotWrite
        case upgradeNeedsWriting, damaged, busy, missing, diskFull
    }

    /// The kinds of ``StoreError/Reason``.
    public enum StoreReasonKind: CaseIterable, Sendable {
        case fileReadOnly, companionReadOnly, folderReadOnly, fileOrFolderReadOnly, openedReadOnly, missingFile
        case isAFolder, notARegularFile, folderNotCreated, emptyFile, olderVersion, unableToOpen, permissionDenied,
            notADatabase
        case migrationFailed, newerMigrations, unknownMigration, foreignKeysBroken, snapshotNotWritten, sqlite
        case other
    }

    /// The kinds of ``BackupFileError/Problem``.
    public enum BackupFileProblemKind: CaseIterable, Sendable {
        case cannotRead, notAFile, empty, tooLarge, unknownFormat, undecodable, changedWhileRead
    }

    /// The kinds of ``BackupProblem``, of ``BackupExpectedValue`` and of ``BackupJSONKind``.
    public enum BackupProblemKind: CaseIterable, Sendable {
        case emptyFile, newerVersion, emptyValue, notExpected, wrongJSONKind, missing, null, duplicateKey
        case tooLargeNumber, notAWeekday, described
        case jsonSyntax, csvSyntax, headerColumnCount, unexpectedHeader, rowColumnCount, duplicateID, brokenRule
        case skipEndsBeforeStart, skipTooLong, loopTablesMissing, loopVersion, loopColumnMissing, loopBrokenRule
        case tablesMissing, spreadsheetColumns
        case wholeNumber, number, uuid, boolean, instant, csvSchedule, csvHabitType, formatVersion, object, array
        case string, wholeNumberInRange, day, hour, weekdayNumber, jsonSchedule, jsonHabitType, scoreModel, colour
        case foundNull, foundBoolean, foundNumber, foundString, foundArray, foundObject
        case fileTooLarge, tooManyRecords, tooManyHabits
        case loopCannotReadFile, loopNoSQLiteHeader, loopCannotCopy, loopNotSQLite, loopDamaged, loopWrongType
        case loopUnreadable
        case loopNoID, loopNoName, loopIDTwice, loopUUIDTwice, loopFrequency, loopReminder, loopTargetType, loopTarget
        case loopType, loopStorage, loopTimestamp, loopNoValue, loopYesNoValue, loopAmount
        case calendarDate, ambiguousDate, conflictingDateOrders, foreignHeader, oneOf, rgbColour
        case archiveNoDirectory, archiveTruncated, archiveUnsafeName, archiveUnsupported, archiveDamaged
        case archiveTooManyEntries, archiveMissingFile, archiveInflatesTooLarge, archiveNested
        case loopNull, loopInteger, loopReal, loopText, loopBlob, loopWholeNumber, loopNumber, loopTextStorage
        case writeRecordWithoutHabit, writeSkipWithoutHabit, writeInstant, writeNotFinite, writeDay, writeEncoder
    }

    /// The kind of `rule`.
    public static func kind(of rule: ValidationError.Rule) -> RuleKind {
        switch rule {
        case .empty: .empty
        case .tooLong: .tooLong
        case .outOfRange: .outOfRange
        case .notAboveZero: .notAboveZero
        case .aboveMaximum: .aboveMaximum
        case .moreTimesThanDays: .moreTimesThanDays
        case .noWeekday: .noWeekday
        case .notAnHour: .notAnHour
        case .notAMinute: .notAMinute
        case .notASymbolName: .notASymbolName
        case .controlCharacter: .controlCharacter
        case .unsupportedDay: .unsupportedDay
        case .unsupportedInstant: .unsupportedInstant
        case .timerTargetAboveDay: .timerTargetAboveDay
        case .timerDayAboveDay: .timerDayAboveDay
        case .endsBeforeStart: .endsBeforeStart
        case .pauseTooLong: .pauseTooLong
        case .endsTooFarAhead: .endsTooFarAhead
        case .habitLimitReached: .habitLimitReached
        case .importAboveHabitLimit: .importAboveHabitLimit
        case .sameNameAs: .sameNameAs
        case .startsAfterToday: .startsAfterToday
        case .notAfter: .notAfter
        case .notBefore: .notBefore
        case .notAVersionStart: .notAVersionStart
        case .notTheHabitsType: .notTheHabitsType
        }
    }

    /// The kind of `error`.
    public static func kind(of error: AppError) -> AppErrorKind {
        switch error {
        case .habitNotFound(_, nil): .habitNotFound
        case .habitNotFound(_, _?): .habitNotFoundWithSuggestion
        case .ambiguousHabit: .ambiguousHabit
        case .wrongType: .wrongType
        case .archived: .archived
        case .futureDay: .futureDay
        case .invalid: .invalid
        case .store: .store
        case .backupFile: .backupFile
        case .sync: .sync
        case .backupNotWritten: .backupNotWritten
        case .unexpected: .unexpected
        }
    }

    /// The kind of `problem`.
    public static func kind(of problem: SyncProblem) -> SyncProblemKind {
        switch problem {
        case .folderMissing: .folderMissing
        case .notAFolder: .notAFolder
        case .cannotList: .cannotList
        case .cannotRead: .cannotRead
        case .system: .system
        case .folderMissingOnServer: .folderMissingOnServer
        case .notAFileName: .notAFileName
        case .nameLeavesFolder: .nameLeavesFolder
        case .nameNotInURL: .nameNotInURL
        case .serverAnswered: .serverAnswered
        case .serverFailedToWrite: .serverFailedToWrite
        case .connectionRefused: .connectionRefused
        case .unknownHost: .unknownHost
        case .noAnswer: .noAnswer
        case .connectionLost: .connectionLost
        case .offline: .offline
        case .secureConnectionFailed: .secureConnectionFailed
        case .untrustedCertificate: .untrustedCertificate
        case .notHTTPURL: .notHTTPURL
        case .notHTTP: .notHTTP
        case .networkError: .networkError
        case .redirectedAway: .redirectedAway
        case .tooManyRedirects: .tooManyRedirects
        case .notWellFormedXML: .notWellFormedXML
        case .notMultistatus: .notMultistatus
        case .answerCutOff: .answerCutOff
        case .vanished: .vanished
        case .notTargetIdentity: .notTargetIdentity
        case .damaged: .damaged
        case .unauthentic: .unauthentic
        case .derivation: .derivation
        case .libraryUnavailable: .libraryUnavailable
        case .emptyPassphrase: .emptyPassphrase
        }
    }

    /// The kind of `error`.
    public static func kind(of error: StoreError) -> StoreErrorKind {
        switch error {
        case .writtenByNewerVersion: .writtenByNewerVersion
        case .notAKadoDatabase: .notAKadoDatabase
        case .cannotOpen: .cannotOpen
        case .corruptRow: .corruptRow
        case .database: .database
        case .cannotWrite: .cannotWrite
        case .upgradeNeedsWriting: .upgradeNeedsWriting
        case .damaged: .damaged
        case .busy: .busy
        case .missing: .missing
        case .diskFull: .diskFull
        }
    }

    /// The kind of `reason`.
    public static func kind(of reason: StoreError.Reason) -> StoreReasonKind {
        switch reason {
        case .fileReadOnly: .fileReadOnly
        case .companionReadOnly: .companionReadOnly
        case .folderReadOnly: .folderReadOnly
        case .fileOrFolderReadOnly: .fileOrFolderReadOnly
        case .openedReadOnly: .openedReadOnly
        case .missingFile: .missingFile
        case .isAFolder: .isAFolder
        case .notARegularFile: .notARegularFile
        case .folderNotCreated: .folderNotCreated
        case .emptyFile: .emptyFile
        case .olderVersion: .olderVersion
        case .unableToOpen: .unableToOpen
        case .permissionDenied: .permissionDenied
        case .notADatabase: .notADatabase
        case .migrationFailed: .migrationFailed
        case .newerMigrations: .newerMigrations
        case .unknownMigration: .unknownMigration
        case .foreignKeysBroken: .foreignKeysBroken
        case .snapshotNotWritten: .snapshotNotWritten
        case .sqlite: .sqlite
        case .other: .other
        }
    }

    /// The kind of `problem`.
    public static func kind(of problem: BackupFileError.Problem) -> BackupFileProblemKind {
        switch problem {
        case .cannotRead: .cannotRead
        case .notAFile: .notAFile
        case .empty: .empty
        case .tooLarge: .tooLarge
        case .unknownFormat: .unknownFormat
        case .undecodable: .undecodable
        case .changedWhileRead: .changedWhileRead
        }
    }

    /// The kinds `problem` shows: its own, and those of the value it expected and found.
    public static func kinds(of problem: BackupProblem) -> Set<BackupProblemKind> {
        switch problem {
        case .emptyFile: [.emptyFile]
        case .newerVersion: [.newerVersion]
        case .emptyValue(let expected): [.emptyValue, kind(of: expected)]
        case .notExpected(_, let expected): [.notExpected, kind(of: expected)]
        case .wrongJSONKind(let expected, let found, _): [.wrongJSONKind, kind(of: expected), kind(of: found)]
        case .missing: [.missing]
        case .null: [.null]
        case .duplicateKey: [.duplicateKey]
        case .tooLargeNumber: [.tooLargeNumber]
        case .notAWeekday: [.notAWeekday]
        case .described: [.described]
        case .ambiguousDate: [.ambiguousDate]
        case .conflictingDateOrders: [.conflictingDateOrders]
        case .foreignHeader: [.foreignHeader]
        case .archive(let problem):
            switch problem {
            case .noDirectory: [.archiveNoDirectory]
            case .truncated: [.archiveTruncated]
            case .unsafeName: [.archiveUnsafeName]
            case .unsupported: [.archiveUnsupported]
            case .damaged: [.archiveDamaged]
            case .tooManyEntries: [.archiveTooManyEntries]
            case .missingFile: [.archiveMissingFile]
            case .inflatesTooLarge: [.archiveInflatesTooLarge]
            case .nestedArchive: [.archiveNested]
            }
        case .jsonSyntax: [.jsonSyntax]
        case .csvSyntax: [.csvSyntax]
        case .headerColumnCount: [.headerColumnCount]
        case .unexpectedHeader: [.unexpectedHeader]
        case .rowColumnCount: [.rowColumnCount]
        case .duplicateID: [.duplicateID]
        case .brokenRule: [.brokenRule]
        case .skipEndsBeforeStart: [.skipEndsBeforeStart]
        case .skipTooLong: [.skipTooLong]
        case .loopTablesMissing: [.loopTablesMissing]
        case .tablesMissing: [.tablesMissing]
        case .spreadsheetColumns: [.spreadsheetColumns]
        case .loopVersion: [.loopVersion]
        case .loopColumnMissing: [.loopColumnMissing]
        case .loopBrokenRule: [.loopBrokenRule]
        case .fileTooLarge: [.fileTooLarge]
        case .tooManyRecords: [.tooManyRecords]
        case .tooManyHabits: [.tooManyHabits]
        case .loopFile(let problem): [kind(of: problem)]
        case .loopRow(let problem): kinds(of: problem)
        case .notWritable(let problem):
            switch problem {
            case .recordWithoutHabit: [.writeRecordWithoutHabit]
            case .skipWithoutHabit: [.writeSkipWithoutHabit]
            case .instantOutsideYears: [.writeInstant]
            case .notFinite: [.writeNotFinite]
            case .dayOutsideYears: [.writeDay]
            case .encoder: [.writeEncoder]
            }
        }
    }

    /// The kind of `problem`.
    public static func kind(of problem: BackupLoopFileProblem) -> BackupProblemKind {
        switch problem {
        case .cannotReadFile: .loopCannotReadFile
        case .noSQLiteHeader: .loopNoSQLiteHeader
        case .cannotCopy: .loopCannotCopy
        case .notSQLite: .loopNotSQLite
        case .damaged: .loopDamaged
        case .wrongType: .loopWrongType
        case .unreadable: .loopUnreadable
        }
    }

    /// The kinds `problem` shows: its own, and for a cell of the wrong type, what it found and
    /// what Loop stores.
    public static func kinds(of problem: BackupLoopRowProblem) -> Set<BackupProblemKind> {
        switch problem {
        case .noID: [.loopNoID]
        case .noName: [.loopNoName]
        case .idTwice: [.loopIDTwice]
        case .uuidTwice: [.loopUUIDTwice]
        case .frequency: [.loopFrequency]
        case .reminder: [.loopReminder]
        case .targetType: [.loopTargetType]
        case .target: [.loopTarget]
        case .type: [.loopType]
        case .storage(_, _, let found, let expected): [.loopStorage, kind(of: found), kind(of: expected)]
        case .timestamp: [.loopTimestamp]
        case .noValue: [.loopNoValue]
        case .yesNoValue: [.loopYesNoValue]
        case .amount: [.loopAmount]
        }
    }

    /// The kind of a Loop cell `found`.
    public static func kind(of found: BackupLoopValue) -> BackupProblemKind {
        switch found {
        case .null: .loopNull
        case .integer: .loopInteger
        case .real: .loopReal
        case .text: .loopText
        case .blob: .loopBlob
        }
    }

    /// The kind of what Loop stores.
    public static func kind(of storage: BackupLoopStorage) -> BackupProblemKind {
        switch storage {
        case .wholeNumber: .loopWholeNumber
        case .number: .loopNumber
        case .text: .loopTextStorage
        }
    }

    /// The kind of `expected`.
    public static func kind(of expected: BackupExpectedValue) -> BackupProblemKind {
        switch expected {
        case .wholeNumber: .wholeNumber
        case .number: .number
        case .uuid: .uuid
        case .boolean: .boolean
        case .instant: .instant
        case .csvSchedule: .csvSchedule
        case .csvHabitType: .csvHabitType
        case .formatVersion: .formatVersion
        case .object: .object
        case .array: .array
        case .string: .string
        case .wholeNumberInRange: .wholeNumberInRange
        case .day: .day
        case .hour: .hour
        case .weekdayNumber: .weekdayNumber
        case .jsonSchedule: .jsonSchedule
        case .jsonHabitType: .jsonHabitType
        case .scoreModel: .scoreModel
        case .colour: .colour
        case .calendarDate: .calendarDate
        case .oneOf: .oneOf
        case .rgbColour: .rgbColour
        }
    }

    /// The kind of `found`.
    public static func kind(of found: BackupJSONKind) -> BackupProblemKind {
        switch found {
        case .null: .foundNull
        case .boolean: .foundBoolean
        case .number: .foundNumber
        case .string: .foundString
        case .array: .foundArray
        case .object: .foundObject
        }
    }

    /// A reader's account in words it has no value for, as the samples carry it.
    public static let readerAccount = "the Habits table has no freq_num column"

    /// Every problem a backup's reader reports, each value it expects and finds once.
    public static let backupProblems: [BackupProblem] = {
        let expected: [BackupExpectedValue] = [
            .wholeNumber, .number, .uuid, .boolean, .instant, .csvSchedule, .csvHabitType, .formatVersion, .object,
            .array, .string, .wholeNumberInRange, .day, .hour, .weekdayNumber, .jsonSchedule, .jsonHabitType,
            .scoreModel, .colour(names: "red, orange, yellow"), .calendarDate, .oneOf("YES_NO, NUMERICAL"), .rgbColour,
        ]
        let found: [BackupJSONKind] = [.null, .boolean, .number, .string, .array, .object]
        var problems: [BackupProblem] = [
            .emptyFile, .newerVersion(3), .emptyValue(expected: .number), .missing, .null,
            .duplicateKey(shown: "\"name\""), .tooLargeNumber(shown: "1e400"),
            .notAWeekday(shown: "\"specific_days:2|8\"", part: "\"8\""), .described(readerAccount),
        ]
        problems += expected.map { BackupProblem.notExpected(shown: "\"abc\"", expected: $0) }
        problems += found.map { BackupProblem.wrongJSONKind(expected: .object, found: $0, shown: nil) }
        problems.append(.wrongJSONKind(expected: .number, found: .string, shown: "\"12\""))
        problems += structureProblems
        return problems
    }()

    /// The reader's problems that are no single value's: JSON and CSV syntax, a CSV's columns,
    /// items of the file breaking rules or reusing IDs. Each place, thing found, item and rule once.
    public static let structureProblems: [BackupProblem] = {
        let habitID = UUID(uuidString: "12345678-1234-4234-8234-123456789012") ?? UUID()
        let otherID = UUID(uuidString: "87654321-4321-4321-8321-210987654321") ?? UUID()
        let items: [BackupItem] = [
            .habit(index: 2, id: habitID), .record(id: otherID, habitIndex: 2, habitID: habitID),
            .skip(id: otherID, habitIndex: 2, habitID: habitID),
        ]
        let places: [BackupJSONPlace] = [
            .afterValue, .whereValue, .whereKey, .whereColon, .whereCommaOrBrace, .whereCommaOrBracket, .inNumber,
            .afterBackslash, .insideObject, .insideArray,
        ]
        let found: [BackupUnexpected] = [.endOfFile, .character("}"), .byte(0xFF)]
        var problems: [BackupProblem] = found.flatMap { found in
            places.map { BackupProblem.jsonSyntax(column: 7, .unexpected(found, $0)) }
        }
        let syntax: [BackupJSONSyntax] = [
            .emptyFile, .nestedTooDeeply, .unclosedString, .controlCharacter(0x1B), .stringNotUTF8, .halfSurrogate,
            .invalidEscape, .escapeNeedsFourDigits,
        ]
        problems += syntax.map { .jsonSyntax(column: 3, $0) }
        let csv: [BackupCSVSyntax] = [
            .unclosedQuote, .afterClosingQuote(.character("x")), .afterClosingQuote(.byte(0xC3)),
            .afterClosingQuote(.endOfFile), .fieldNotUTF8,
        ]
        problems += csv.map(BackupProblem.csvSyntax)
        problems += [
            .headerColumnCount(found: 3, expected: 19, isForeign: true),
            .headerColumnCount(found: 20, expected: 19, isForeign: false),
            .unexpectedHeader(shown: "\"Name\"", expected: "habit_id"), .rowColumnCount(found: 1, expected: 19),
            .rowColumnCount(found: 4, expected: 19),
        ]
        problems += [BackupItemKind.habit, .record, .skip].map {
            .duplicateID($0, id: otherID, earlier: "habits[0].completions[1]")
        }
        problems += items.flatMap { item in validationErrors.map { BackupProblem.brokenRule(item, $0) } }
        let first = LogicalDay(year: 2026, month: 4, day: 10) ?? .lastSupported
        let last = LogicalDay(year: 2026, month: 4, day: 1) ?? .firstSupported
        problems += items.map { .skipEndsBeforeStart($0, first: first, last: last) }
        problems += items.map { .skipTooLong($0, days: 4000, maximum: 3660) }
        problems += [
            .loopTablesMissing(["Habits"]), .loopTablesMissing(["Habits", "Repetitions"]),
            .tablesMissing(app: "Rewire", ["CHECKINS"]), .tablesMissing(app: "Tickmate", ["tracks", "ticks"]),
            .spreadsheetColumns(missing: ["date"], found: ["Habit", "Mood"]),
            .spreadsheetColumns(missing: ["date", "habit"], found: []),
            .loopVersion(30, supported: 8...25), .loopVersion(3, supported: 8...25),
            .loopColumnMissing(table: "Habits", column: "freq_num"),
            .ambiguousDate(shown: "\"03/04/2020\""),
            .conflictingDateOrders(
                dayFirst: "\"13/04/2020\"", dayFirstLine: 3, monthFirst: "\"04/13/2020\"", monthFirstLine: 9),
            .foreignHeader(shown: "\"Amount\"", expected: "Value"),
            .archive(.noDirectory), .archive(.truncated(entry: "Habits.csv")), .archive(.truncated(entry: nil)),
            .archive(.unsafeName("../evil.csv")), .archive(.unsupported(entry: "Habits.csv", method: 12)),
            .archive(.unsupported(entry: "Habits.csv", method: -1)), .archive(.unsupported(entry: "", method: -2)),
            .archive(.damaged(entry: "Habits.csv")), .archive(.tooManyEntries(10_001, limit: 10_000)),
            .archive(.missingFile("Habits.csv")),
            .archive(.inflatesTooLarge(entry: "001 Run/Checkmarks.csv", limit: 128 << 20)),
            .archive(.nestedArchive(entry: "export.zip")),
        ]
        problems += validationErrors.map { .loopBrokenRule(loopID: 4, name: "Lecture", $0) }
        problems += [
            .fileTooLarge(bytes: 70_000_000, limit: 64 << 20), .tooManyRecords(2_000_001, limit: 2_000_000),
            .tooManyHabits(2001, limit: 2000),
        ]
        let day = LogicalDay(year: 2026, month: 4, day: 10) ?? .lastSupported
        problems += [
            BackupLoopFileProblem.cannotReadFile(path: "/data/loop.db", reason: "You don’t have permission."),
            .noSQLiteHeader, .cannotCopy(reason: "ENOSPC: No space left on device"),
            .notSQLite("file is not a database"), .damaged("database disk image is malformed"),
            .wrongType("datatype mismatch"), .unreadable("disk I/O error"),
        ].map(BackupProblem.loopFile)
        let cells: [(BackupLoopValue, BackupLoopStorage)] = [
            (.null, .wholeNumber), (.integer(3), .text), (.real(2.5), .wholeNumber), (.text("trois"), .number),
            (.blob(bytes: 12), .text),
        ]
        problems += [
            BackupLoopRowProblem.noID, .noName(loopID: 4), .idTwice(loopID: 4),
            .uuidTwice(firstID: 3, firstName: "Lecture", secondID: 4, secondName: "Course", uuid: habitID),
            .frequency(loopID: 4, name: "Lecture", shown: "0/7"),
            .reminder(loopID: 4, name: "Lecture", hour: 25, minute: 0),
            .targetType(loopID: 4, name: "Lecture", shown: "NULL"), .target(loopID: 4, name: "Lecture", shown: "-1.0"),
            .type(loopID: 4, name: "Lecture", shown: "7"), .timestamp(loopID: 4, -99_999_999_999_999),
            .noValue(loopID: 4, day: day), .yesNoValue(loopID: 4, value: 5, day: day),
            .amount(loopID: 4, value: -3, day: day),
        ].map(BackupProblem.loopRow)
        problems += cells.map { .loopRow(.storage(loopID: 4, column: "Habits.freq_num", found: $0, expected: $1)) }
        problems.append(.loopRow(.storage(loopID: nil, column: "Habits.id", found: .text("x"), expected: .wholeNumber)))
        return problems
    }()

    /// Every reason contents cannot be written as a backup.
    public static let writeProblems: [BackupProblem] = {
        let habitID = UUID(uuidString: "12345678-1234-4234-8234-123456789012") ?? UUID()
        let otherID = UUID(uuidString: "87654321-4321-4321-8321-210987654321") ?? UUID()
        return [
            BackupWriteProblem.recordWithoutHabit(id: otherID, habitID: habitID),
            .skipWithoutHabit(id: otherID, habitID: habitID), .instantOutsideYears(-62_167_219_201),
            .notFinite(.infinity), .dayOutsideYears(-719_529), .encoder(readerAccount),
        ].map(BackupProblem.notWritable)
    }()

    /// Every rule, broken on a field with a value, each unit of a range and both kinds of text
    /// included.
    public static let rules: [ValidationError.Rule] = [
        .empty, .tooLong(maximum: 500), .outOfRange(minimum: 1, maximum: 366, unit: .none),
        .outOfRange(minimum: 0, maximum: 1_000_000_000, unit: .number),
        .outOfRange(minimum: 2, maximum: 365, unit: .days),
        .outOfRange(minimum: 1, maximum: 6, unit: .daysAWeek), .notAboveZero, .aboveMaximum(1_000_000_000),
        .moreTimesThanDays(days: 7), .noWeekday, .notAnHour, .notAMinute, .notASymbolName,
        .controlCharacter(found: "\u{1B}", allowsLineBreaks: false),
        .controlCharacter(found: "\u{202E}", allowsLineBreaks: true), .unsupportedDay, .unsupportedInstant,
        .timerTargetAboveDay, .timerDayAboveDay, .endsBeforeStart, .pauseTooLong(maximumDays: 3660),
        .endsTooFarAhead, .habitLimitReached(maximum: 2000),
        .importAboveHabitLimit(maximum: 2000, existing: 1990, added: 20), .sameNameAs("Journal"),
        .startsAfterToday, .notAfter(LogicalDay(year: 2026, month: 3, day: 1) ?? LogicalDay(dayNumber: 0)),
        .notBefore(LogicalDay(year: 2026, month: 5, day: 1) ?? LogicalDay(dayNumber: 0)), .notTheHabitsType(.counter),
        .notAVersionStart([LogicalDay(year: 2026, month: 3, day: 1) ?? LogicalDay(dayNumber: 0)]),
    ]

    /// The messages of SQLite and of the system the samples carry: text that is not Kadō's, shown
    /// as it is in every language.
    public static let verbatimDetails = [
        "disk I/O error", "unable to open database file", "access permission denied", "file is not a database",
        "no such table: habit", "database disk image is malformed", "duplicate column name: unit",
        "You don’t have permission.", "ENOSPC: No space left on device", "DecodingError: données illisibles",
        "datatype mismatch", readerAccount,
    ]

    /// Every reason a store gives for a file it cannot open, write or read.
    public static let storeReasons: [StoreError.Reason] = [
        .fileReadOnly, .companionReadOnly(path: "/data/kado.sqlite-wal"), .folderReadOnly(folder: "/data"),
        .fileOrFolderReadOnly, .openedReadOnly, .missingFile, .isAFolder, .notARegularFile(.namedPipe),
        .folderNotCreated(folder: "/data/nouveau"),
        .emptyFile, .olderVersion, .unableToOpen(sqlite: "unable to open database file"),
        .permissionDenied(sqlite: "access permission denied"), .notADatabase(sqlite: "file is not a database"),
        .migrationFailed(name: "v2-add-units", reason: .sqlite("duplicate column name: unit")),
        .newerMigrations(["v9_futur"]), .unknownMigration("v7"),
        .foreignKeysBroken(migration: "v3", tables: ["completion"]),
        .snapshotNotWritten(detail: "ENOSPC: No space left on device"), .sqlite("disk I/O error"),
        .other("You don’t have permission."),
    ]

    /// Every store failure, with the kind of detail each carries, and every reason once.
    public static let storeErrors: [StoreError] =
        [
            .writtenByNewerVersion(path: "/data/kado.sqlite", unknownMigrations: ["v9_futur"]),
            .notAKadoDatabase(path: "/data/autre.sqlite"),
            .corruptRow(table: "habit", id: "1F2E", field: "color", value: "ZZZ"),
            .database(
                SQLiteError(code: .init(rawValue: 1), message: "no such table: habit", sql: "SELECT * FROM habit")),
            .cannotWrite(path: "/data/kado.sqlite", reason: .fileReadOnly),
            .upgradeNeedsWriting(path: "/data/kado.sqlite", reason: .olderVersion),
            .damaged(path: "/data/kado.sqlite", detail: "database disk image is malformed"),
            .busy(path: "/data/kado.sqlite"), .missing(path: "/data/typo.sqlite"),
            .diskFull(path: "/data/kado.sqlite"),
        ] + storeReasons.map { StoreError.cannotOpen(path: "/data/kado.sqlite", reason: $0) }

    /// Every reason a file given to import is refused before it is compared.
    public static let backupFileErrors: [BackupFileError] =
        [
            BackupFileError(.cannotRead(SyncSystemFailure(code: ENOENT, words: "No such file or directory"))),
            BackupFileError(.cannotRead(SyncSystemFailure(code: EISDIR, words: "Is a directory"))),
            BackupFileError(.cannotRead(SyncSystemFailure(code: 0, words: "The file couldn’t be opened."))),
            BackupFileError(.empty),
            BackupFileError(.tooLarge(bytes: 70_000_000, limit: 64 << 20)), BackupFileError(.unknownFormat),
            BackupFileError(.notAFile(.characterDevice)), BackupFileError(.changedWhileRead),
        ]
        + backupProblems.map { problem in
            BackupFileError(
                .undecodable(
                    format: .csv,
                    detail: .init(format: .csv, line: 3, field: "value", isColumn: true, problem: problem)))
        }
        + [
            BackupFileError(
                .undecodable(
                    format: .json,
                    detail: .init(format: .json, line: 12, field: "habits[3].frequency.count", problem: .missing))),
            BackupFileError(.undecodable(format: .loop, detail: .init(format: nil, problem: .emptyFile))),
        ]

    /// Every kind of failed sync once, each with the details it carries, and a failure for each
    /// reason a target gives (``syncProblems``).
    public static let syncFailures: [SyncFailure] =
        SyncFailure.Kind.allCases.map { kind in
            switch kind {
            case .notSetUp: SyncFailure(.notSetUp)
            case .unreachable: SyncFailure(.unreachable, target: "/data/Sync", problem: .folderMissing)
            case .cannotWrite:
                SyncFailure(
                    .cannotWrite, target: "/data/Sync", path: "kado-sync/devices/A1/manifest.json",
                    problem: .system(SyncSystemFailure(code: EACCES, words: "Permission denied")))
            case .unauthorized:
                SyncFailure(
                    .unauthorized, target: "https://cloud.example.org/remote.php/dav/files/ann/Kado", user: "ann")
            case .insufficientStorage:
                SyncFailure(
                    .insufficientStorage, target: "https://cloud.example.org/remote.php/dav/files/ann/Kado",
                    path: "kado-sync/devices/A1/segments/00000001-0123456789abcdef.kseg")
            case .targetEmptied: SyncFailure(.targetEmptied, target: "/data/Sync")
            case .otherTarget: SyncFailure(.otherTarget, target: "/data/Sync")
            case .newerFormat:
                SyncFailure(.newerFormat, target: "/data/Sync", path: "kado-sync/target.json", version: 2)
            case .unreadable:
                SyncFailure(
                    .unreadable, target: "/data/Sync", path: "kado-sync/target.json",
                    problem: .damaged(account: "damaged JSON: Unexpected end of file"))
            case .deviceIDInUse:
                SyncFailure(.deviceIDInUse, target: "/data/Sync", deviceID: "6F1C2A4E-0000-4000-8000-000000000001")
            case .missingPassword:
                SyncFailure(
                    .missingPassword, target: "https://cloud.example.org/remote.php/dav/files/ann/Kado",
                    path: "/data/kado.sync-password")
            case .passphraseNeeded: SyncFailure(.passphraseNeeded, target: "/data/Sync")
            case .wrongPassphrase: SyncFailure(.wrongPassphrase, target: "/data/Sync")
            case .passphraseChanged: SyncFailure(.passphraseChanged, target: "/data/Sync")
            case .encryptionRemoved:
                SyncFailure(.encryptionRemoved, target: "/data/Sync", path: "kado-sync/target.json")
            case .keyRejected: SyncFailure(.keyRejected, target: "/data/Sync", path: "kado-sync/target.json")
            case .notEncrypted: SyncFailure(.notEncrypted, target: "/data/Sync")
            case .fileUnauthentic:
                SyncFailure(
                    .fileUnauthentic, target: "/data/Sync",
                    path: "kado-sync/devices/6F1C2A4E-0000-4000-8000-000000000001/manifest.json",
                    problem: .unauthentic(.failedAuthentication))
            case .earlierPassphraseOpensNothing: SyncFailure(.earlierPassphraseOpensNothing, target: "/data/Sync")
            case .encryptionUnavailable:
                SyncFailure(
                    .encryptionUnavailable, target: "/data/Sync",
                    problem: .derivation(.unknownAlgorithm("scrypt")))
            }
        }
        + syncProblems.map { SyncFailure(.unreachable, target: "https://cloud.example.org/dav/Kado", problem: $0) }
        + [
            SyncFailure(.fileUnauthentic, target: "/data/Sync", path: "p", problem: .unauthentic(.notTheNamedFile)),
            SyncFailure(.wrongPassphrase, target: "/data/Sync", problem: .emptyPassphrase),
        ]

    /// Every reason a sync target can give once (``SyncProblem``), the system's failures with a
    /// code French words and one it quotes.
    public static let syncProblems: [SyncProblem] = [
        .folderMissing, .notAFolder,
        .cannotList(folder: "kado-sync/devices", SyncSystemFailure(code: EACCES, words: "Permission denied")),
        .cannotRead(path: "kado-sync/target.json", SyncSystemFailure(code: EIO, words: "Input/output error")),
        .system(SyncSystemFailure(code: ENOSPC, words: "No space left on device")),
        .system(SyncSystemFailure(code: EROFS, words: "Read-only file system")),
        .system(SyncSystemFailure(code: ENOENT, words: "No such file or directory")),
        .system(SyncSystemFailure(code: ELOOP, words: "Too many levels of symbolic links")),
        .system(SyncSystemFailure(code: 0, words: "The file couldn’t be opened.")),
        .folderMissingOnServer, .notAFileName, .nameLeavesFolder, .nameNotInURL,
        .serverAnswered(status: 409), .serverAnswered(status: 599), .serverFailedToWrite(status: 500),
        .connectionRefused(host: "cloud.example.org", port: 443), .unknownHost("cloud.example.org"),
        .noAnswer(seconds: 30), .noAnswer(seconds: 1), .noAnswer(seconds: 2.5), .connectionLost, .offline,
        .secureConnectionFailed, .untrustedCertificate, .notHTTPURL, .notHTTP, .networkError(code: -1_017),
        .redirectedAway(origin: "https://other.example.org"), .tooManyRedirects,
        .notWellFormedXML(line: 3, column: 14), .notMultistatus, .answerCutOff, .vanished, .notTargetIdentity,
        .damaged(account: "damaged JSON: Unexpected end of file"),
        .unauthentic(.failedAuthentication), .unauthentic(.notTheNamedFile),
        .derivation(.unknownAlgorithm("scrypt")), .derivation(.costOutOfBounds(operations: 99, memory: 1 << 40)),
        .derivation(.saltSize(expected: 16)), .derivation(.unknownEnvelope("aes-cbc")),
        .libraryUnavailable(version: "1.0.18"), .emptyPassphrase,
    ]

    /// A sample of a ``ValidationError`` for each rule, on fields front ends know.
    public static let validationErrors: [ValidationError] = rules.map { rule in
        switch kind(of: rule) {
        case .empty, .tooLong, .controlCharacter: ValidationError(field: "name", value: "Lecture", rule: rule)
        case .unsupportedDay: ValidationError(field: "day", value: "1850-01-01", rule: rule)
        case .startsAfterToday: ValidationError(field: "startDay", value: "2026-04-20", rule: rule)
        case .notAfter, .notBefore: ValidationError(field: "from", value: "2026-02-01", rule: rule)
        case .endsBeforeStart, .pauseTooLong, .endsTooFarAhead:
            ValidationError(field: "range", value: "2026-04-10..2026-04-01", rule: rule)
        default: ValidationError(field: "value", value: "42", rule: rule)
        }
    }

    /// Every error of the application layer: each kind of ``AppError``, each broken rule, each
    /// store failure and reason, each backup file refused, with each kind of check-in a type refuses.
    public static let appErrors: [AppError] = {
        var errors: [AppError] = [
            .habitNotFound("Lectur"), .habitNotFound("Lectur", suggestion: "Lecture"),
            .ambiguousHabit("Lec", candidates: ["Lecture", "Lecture du soir"]),
            .archived(habit: "Lecture"), .futureDay(LogicalDay(year: 2026, month: 4, day: 11) ?? .lastSupported),
            .unexpected("DecodingError: données illisibles"),
        ]
        let kinds: [HabitTypeKind] = [.binary, .negative, .counter, .timer, .atMost]
        for kind in kinds {
            for action in AppError.Action.allCases {
                errors.append(.wrongType(habit: "Lecture", kind: kind, action: action))
            }
        }
        errors += validationErrors.map(AppError.invalid)
        errors += storeErrors.map(AppError.store)
        errors += backupFileErrors.map(AppError.backupFile)
        errors += syncFailures.map(AppError.sync)
        errors += writeProblems.map { problem in
            .backupNotWritten(format: .json, detail: .init(format: .json, field: "habits[0].target", problem: problem))
        }
        return errors
    }()
}
