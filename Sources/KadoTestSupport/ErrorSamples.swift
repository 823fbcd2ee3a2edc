import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore

/// One error of every kind the application layer can raise, for tests that walk them all through
/// a front end (every ``AppError`` case, every ``ValidationError/Rule``, every ``StoreError``).
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
        case habitLimitReached, importAboveHabitLimit
    }

    /// The kinds of ``AppError``, a broken rule and a store failure counted once each.
    public enum AppErrorKind: CaseIterable, Sendable {
        case habitNotFound, habitNotFoundWithSuggestion, ambiguousHabit, wrongType, archived, futureDay
        case invalid, store, unexpected
    }

    /// The kinds of ``StoreError``.
    public enum StoreErrorKind: CaseIterable, Sendable {
        case writtenByNewerVersion, notAKadoDatabase, cannotOpen, corruptRow, database, cannotWrite
        case upgradeNeedsWriting, damaged
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
        case .unexpected: .unexpected
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
        }
    }

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
        .importAboveHabitLimit(maximum: 2000, existing: 1990, added: 20),
    ]

    /// Every store failure, with the kind of detail each carries.
    public static let storeErrors: [StoreError] = [
        .writtenByNewerVersion(path: "/data/kado.sqlite", unknownMigrations: ["v9_futur"]),
        .notAKadoDatabase(path: "/data/autre.sqlite"),
        .cannotOpen(path: "/data/kado.sqlite", reason: "disk I/O error"),
        .corruptRow(table: "habit", id: "1F2E", field: "color", value: "ZZZ"),
        .database(SQLiteError(code: .init(rawValue: 1), message: "no such table: habit", sql: "SELECT * FROM habit")),
        .cannotWrite(path: "/data/kado.sqlite", reason: "the file is read-only"),
        .upgradeNeedsWriting(path: "/data/kado.sqlite", reason: "it was written by an older version of Kadō"),
        .damaged(path: "/data/kado.sqlite", detail: "database disk image is malformed"),
    ]

    /// A sample of a ``ValidationError`` for each rule, on fields front ends know.
    public static let validationErrors: [ValidationError] = rules.map { rule in
        switch kind(of: rule) {
        case .empty, .tooLong, .controlCharacter: ValidationError(field: "name", value: "Lecture", rule: rule)
        case .unsupportedDay: ValidationError(field: "day", value: "1850-01-01", rule: rule)
        case .endsBeforeStart, .pauseTooLong, .endsTooFarAhead:
            ValidationError(field: "range", value: "2026-04-10..2026-04-01", rule: rule)
        default: ValidationError(field: "value", value: "42", rule: rule)
        }
    }

    /// Every error of the application layer: each kind of ``AppError``, each broken rule and each
    /// store failure, with each kind of check-in a type refuses.
    public static let appErrors: [AppError] =
        [
            .habitNotFound("Lectur"), .habitNotFound("Lectur", suggestion: "Lecture"),
            .ambiguousHabit("Lec", candidates: ["Lecture", "Lecture du soir"]),
            .archived(habit: "Lecture"), .futureDay(LogicalDay(year: 2026, month: 4, day: 11) ?? .lastSupported),
            .unexpected("DecodingError: données illisibles"),
        ]
        + [HabitTypeKind.binary, .negative, .counter, .timer, .atMost].flatMap { kind in
            AppError.Action.allCases.map { AppError.wrongType(habit: "Lecture", kind: kind, action: $0) }
        }
        + validationErrors.map(AppError.invalid) + storeErrors.map(AppError.store)
}
