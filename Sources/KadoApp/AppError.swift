import KadoCore
import KadoStore

/// Why an action was refused or failed, as a value each front end phrases in its own words and
/// language: what failed (the case), which habit (``habit``), which field and value (``field``,
/// ``value``), and which action would fix it (``remedy``). It holds no command line and no HTML:
/// the command line adds its commands (`kado unarchive …`), the web app its links.
///
/// ``description`` is a neutral English wording, for logs and tests.
public enum AppError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No habit matches the reference; `suggestion` is the closest name, for "did you mean".
    case habitNotFound(String, suggestion: String? = nil)
    /// Several habits match the reference; their names (a name two habits share is followed by
    /// the beginning of each one's id).
    case ambiguousHabit(String, candidates: [String])
    /// `action` does not fit the habit's type (`kind`): a yes/no habit takes no value, a counter
    /// cannot be marked done. ``remedy`` says what the habit takes instead.
    case wrongType(habit: String, kind: HabitTypeKind, action: Action)
    /// The habit is archived and the action needs an active one.
    case archived(habit: String)
    /// A day after today was given.
    case futureDay(LogicalDay)
    /// A value breaks a rule of the domain.
    case invalid(ValidationError)
    /// The store failed (``StoreError`` keeps SQLite's own message).
    case store(StoreError)
    /// A file given to import cannot be read as a backup (``BackupFileError/problem`` says why).
    case backupFile(BackupFileError)
    /// A sync, or setting one up, failed (``SyncFailure/kind`` says what, ``SyncFailure/remedy``
    /// what to do); a failure of the local database is ``store(_:)`` instead.
    case sync(SyncFailure)
    /// A backup cannot be written in `format`: the contents hold a value no such backup can
    /// hold; `detail` says which and where.
    case backupNotWritten(format: BackupFormat, detail: BackupFileError.Detail)
    /// Something failed that no layer expected; says what it was (its type and description).
    case unexpected(String)

    /// A check-in, as far as a habit's type decides whether it fits.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// Marking the day done (a slip, on a habit to avoid).
        case markDone
        /// Done when not done, undone when done.
        case toggle
        /// Setting or adding a value.
        case logValue
    }

    /// What the person can do about an error. Front ends phrase it: the command line as a
    /// command, the web app as words or a link.
    public enum Remedy: Hashable, Sendable {
        /// Bring the archived habit back, then try again.
        case unarchive(habit: String)
        /// Look at every habit, archived ones included: the reference matched none.
        case listArchived
        /// The habit probably meant, by its name.
        case didYouMean(String)
        /// Name one of these habits.
        case chooseOne(of: [String])
        /// Give the habit a value instead (a counter, a timer, an at-most habit).
        case logValue(habit: String)
        /// Mark the yes/no habit done instead.
        case markDone(habit: String)
        /// Mark a slip on the habit to avoid instead.
        case logSlip(habit: String)
        /// Choose today or a day before it.
        case choosePastDay
        /// Delete a habit (or an archived one) to make room.
        case deleteHabit
        /// Update Kadō: the database was written by a newer version.
        case updateKado
        /// Open another database: this file is not Kadō's.
        case openAnotherDatabase
        /// Move the damaged file aside and import the latest backup (or recover a copy).
        case restoreBackup
        /// Give write access to the database file and its folder.
        case allowWriting(path: String)
        /// Choose the file Kadō or Loop Habit Tracker exported.
        case chooseBackupFile
        /// Try again in a moment: another Kadō held the database (a long import, a sync).
        case tryAgainLater
        /// What would fix a failed sync.
        case sync(SyncFailure.Remedy)
    }

    /// The habit the error is about (its name, or the reference given when none matched).
    public var habit: String? {
        switch self {
        case .habitNotFound(let reference, _), .ambiguousHabit(let reference, _): reference
        case .wrongType(let habit, _, _), .archived(let habit): habit
        case .futureDay, .invalid, .store, .backupFile, .sync, .backupNotWritten, .unexpected: nil
        }
    }

    /// The field at fault, when a value broke a rule (`name`, `day`, `frequency.days`).
    public var field: String? {
        switch self {
        case .invalid(let error): error.field
        case .futureDay: "day"
        default: nil
        }
    }

    /// The offending value, as text.
    public var value: String? {
        switch self {
        case .invalid(let error): error.value
        case .futureDay(let day): day.description
        default: nil
        }
    }

    /// What would fix it, when something would.
    public var remedy: Remedy? {
        switch self {
        case .habitNotFound(_, let suggestion?): .didYouMean(suggestion)
        case .habitNotFound(_, nil): .listArchived
        case .ambiguousHabit(_, let candidates): .chooseOne(of: candidates)
        case .wrongType(let habit, .binary, _): .markDone(habit: habit)
        case .wrongType(let habit, .negative, _): .logSlip(habit: habit)
        case .wrongType(let habit, _, _): .logValue(habit: habit)
        case .archived(let habit): .unarchive(habit: habit)
        case .futureDay: .choosePastDay
        case .invalid(let error):
            switch error.rule {
            case .habitLimitReached: .deleteHabit
            default: nil
            }
        case .store(let error):
            switch error {
            case .writtenByNewerVersion: .updateKado
            case .notAKadoDatabase: .openAnotherDatabase
            case .damaged: .restoreBackup
            case .upgradeNeedsWriting(let path, _): .allowWriting(path: path)
            case .busy: .tryAgainLater
            case .cannotOpen, .corruptRow, .database, .cannotWrite, .missing, .diskFull: nil
            }
        case .backupFile(let error):
            switch error.problem {
            case .empty, .unknownFormat, .undecodable: .chooseBackupFile
            case .cannotRead, .tooLarge, .changedWhileRead: nil
            case .notAFile: .chooseBackupFile
            }
        case .sync(let failure): .sync(failure.remedy)
        case .backupNotWritten, .unexpected: nil
        }
    }

    /// A stable name for the kind of error, for scripts (the JSON API's `code`):
    /// `habitNotFound`, `invalid.tooLong`, `store.cannotWrite`, ….
    public var code: String {
        switch self {
        case .habitNotFound: "habitNotFound"
        case .ambiguousHabit: "ambiguousHabit"
        case .wrongType: "wrongType"
        case .archived: "archived"
        case .futureDay: "futureDay"
        case .invalid(let error): "invalid." + error.rule.code
        case .store(let error):
            switch error {
            case .writtenByNewerVersion: "store.writtenByNewerVersion"
            case .notAKadoDatabase: "store.notAKadoDatabase"
            case .cannotOpen: "store.cannotOpen"
            case .corruptRow: "store.corruptRow"
            case .database: "store.database"
            case .cannotWrite: "store.cannotWrite"
            case .upgradeNeedsWriting: "store.upgradeNeedsWriting"
            case .damaged: "store.damaged"
            case .busy: "store.busy"
            case .missing: "store.missing"
            case .diskFull: "store.diskFull"
            }
        case .backupFile(let error):
            switch error.problem {
            case .cannotRead: "backupFile.cannotRead"
            case .notAFile: "backupFile.notAFile"
            case .empty: "backupFile.empty"
            case .tooLarge: "backupFile.tooLarge"
            case .unknownFormat: "backupFile.unknownFormat"
            case .undecodable: "backupFile.undecodable"
            case .changedWhileRead: "backupFile.changedWhileRead"
            }
        case .sync(let failure): "sync." + failure.kind.rawValue
        case .backupNotWritten: "backupNotWritten"
        case .unexpected: "unexpected"
        }
    }

    /// Whether the error comes from what the person asked (a usage error) rather than a failure.
    public var isUsageError: Bool {
        switch self {
        case .store, .backupFile, .sync, .backupNotWritten, .unexpected: false
        default: true
        }
    }

    /// A one-line message in neutral English (no command, no markup), for logs and tests.
    public var description: String {
        switch self {
        case .habitNotFound(let reference, let suggestion?):
            "no habit matches \"\(reference)\" (did you mean \"\(suggestion)\"?)"
        case .habitNotFound(let reference, nil):
            "no habit matches \"\(reference)\""
        case .ambiguousHabit(let reference, let candidates):
            "\"\(reference)\" matches several habits: " + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
        case .wrongType(let habit, let kind, let action):
            "\(habit) cannot be \(action.englishParticiple): \(kind.englishReason)"
        case .archived(let habit):
            "\(habit) is archived"
        case .futureDay(let day):
            "\(day) is in the future: only today and past days can be logged"
        case .invalid(let error):
            error.description
        case .store(let error):
            error.description
        case .backupFile(let error):
            switch error.problem {
            case .undecodable: "the backup file cannot be read: \(error)"
            default: "the backup file \(error)"
            }
        case .sync(let failure):
            failure.description
        case .backupNotWritten(let format, let detail):
            "the backup cannot be written as \(format.rawValue.uppercased()): \(detail)"
        case .unexpected(let what):
            "unexpected error: \(what)"
        }
    }

    /// The error for anything a layer below threw: the application's, the store's and the
    /// domain's errors as they are, SQLite's through the store's wording on `path`, and anything
    /// else as ``unexpected(_:)``, named by its type.
    public static func from(_ error: any Error) -> AppError {
        switch error {
        case let error as AppError: error
        case let error as StoreError: .store(error)
        case let error as ValidationError: .invalid(error)
        case let error as BackupFileError: .backupFile(error)
        case let error as SyncFailure: .sync(error)
        default: .unexpected("\(type(of: error)): \(StoreError.reason(for: error))")
        }
    }
}

extension AppError.Action {
    /// `marked done`, `toggled`, `given a value`: what the English wording says cannot be done.
    public var englishParticiple: String {
        switch self {
        case .markDone: "marked done"
        case .toggle: "toggled"
        case .logValue: "given a value"
        }
    }
}

extension HabitTypeKind {
    /// Why a check-in does not fit this type, in English: `it takes a value`, `it is a yes/no habit`.
    var englishReason: String {
        switch self {
        case .binary: "it is a yes/no habit"
        case .negative: "it is a habit to avoid"
        case .counter, .timer, .atMost: "it takes a value"
        }
    }
}

/// How the store failed, as ``AppError/store(_:)`` carries it: the name front ends use for
/// ``StoreError`` so that they can phrase each failure without importing the store.
public typealias StoreFailure = StoreError

/// Why the store cannot open, write or read a file (``StoreError/Reason``), by the name front
/// ends use.
public typealias StoreFailureReason = StoreError.Reason

/// What a path names (a file, a folder, a named pipe, a device), as ``FileKind`` says it, by the
/// name front ends use.
public typealias StoreFileKind = FileKind
