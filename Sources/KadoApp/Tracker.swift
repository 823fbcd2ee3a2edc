import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// The application's one door: what a front end (the command line, the web app, the terminal UI,
/// a shortcut) holds to reach every use case.
///
/// The tracker is given everything that varies — the store, the clock, the time zone, default
/// settings, the machinery of the system — and reads nothing from the environment itself. It does
/// no work of its own: it hands out the use cases, each a small service over the one shared
/// ``UnitOfWork`` (the store connection, the clock, the calendar, the settings read once):
///
/// - ``habits``: adding, editing, archiving, deleting, moving and finding habits, groups, the trash;
/// - ``checkIns``: a day done, a value, a skip, a note, undone;
/// - ``views``: Today, Overview, a habit's detail, the report, the grid, `ask` and `todo`;
/// - ``backups``: exports, imports, restores and the automatic backups;
/// - ``sync``: setting sync up and running it;
/// - ``reminders``: reminder times, the push channel;
/// - ``devices``: the web app's token and the signed-in devices;
/// - ``preferences``: the day start, the week start, the appearance, the language;
/// - ``widget``: the widget snapshot beside the database;
/// - ``history``: the undo journal;
/// - ``operations``: the operations a device queued offline, applied exactly once.
///
/// Each use case reads the settings, the calendar and "today" once, as an ``AppContext``; a front
/// end that needs today itself (to read "yesterday" or a form's day) asks ``context()`` first and
/// passes it in, so nothing is read twice. What follows a change (the snapshot, the automatic
/// backup, the Today cache) is not the use case's business: observers registered at composition
/// are told of each commit (docs/architecture.md).
public final class Tracker {
    /// The unit of work every service of this tracker shares.
    let work: UnitOfWork

    /// A tracker over `store`, reading days in `timeZone`, with `defaults` for unset settings and
    /// the machinery of `system`.
    public init(
        store: HabitStore, timeZone: TimeZone, now: @escaping @Sendable () -> Date, defaults: Settings,
        system: SystemPorts
    ) {
        work = UnitOfWork(store: store, timeZone: timeZone, now: now, defaults: defaults, system: system)
    }

    /// What a front end opens the database for.
    public enum Purpose: Hashable, Sendable {
        /// Changing habits or records: a database that cannot be written is refused at once
        /// (``StoreError/cannotWrite(path:reason:)``), before anything is done.
        case writing
        /// Only showing them: a database that cannot be written is opened read-only, and then
        /// nothing is written at all (no migration, no cached checkpoint, no widget snapshot).
        case reading
    }

    /// What opening a database that does not exist does.
    public enum MissingDatabase: Hashable, Sendable {
        /// Creates it (and its folders): for what adds habits or settings (`kado add`, the web
        /// app, an import).
        case create
        /// Refuses, creating nothing: ``StoreError/missing(path:)``. For a path a person typed
        /// (`--db`), where a missing file is more likely a typo than a wish for a new database.
        case refuse
        /// Reads an empty database held in memory and creates nothing: the default database
        /// before the first habit, where "nothing yet" is the true answer.
        case readEmpty
    }

    /// Opens the store at `path` and a tracker over it.
    /// - Parameters:
    ///   - purpose: writing (the default) or only reading.
    ///   - ifMissing: what a database that does not exist does: created (the default), refused,
    ///     or read as an empty one.
    ///   - isWritable: whether a path may be written (`access(2)` by default), which decides
    ///     whether the store is opened read-only; see ``HabitStore/writeBlocker(forDatabaseAt:isWritable:)``.
    ///   - patience: how long a change waits for its turn while another Kadō holds the database
    ///     or the widget snapshot's lock (``standardPatience``, a minute, but in tests) before it
    ///     is refused as busy (``StoreError/busy(path:)``), having changed nothing.
    public convenience init(
        databasePath path: String, timeZone: TimeZone, now: @escaping @Sendable () -> Date, defaults: Settings,
        system: SystemPorts, purpose: Purpose = .writing, ifMissing: MissingDatabase = .create,
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) },
        patience: Duration = standardPatience
    ) throws(AppError) {
        let access: HabitStore.Access
        if ifMissing != .create, FileKind.of(path: path) == nil {
            guard ifMissing == .readEmpty else { throw AppError.store(.missing(path: path)) }
            access = .emptyInMemory
        } else if let blocker = HabitStore.writeBlocker(forDatabaseAt: path, isWritable: isWritable) {
            guard purpose == .reading else { throw AppError.store(.cannotWrite(path: path, reason: blocker)) }
            access = .readOnly
        } else {
            access = .readWrite
        }
        do {
            self.init(
                store: try HabitStore(path: path, now: now, access: access, patience: patience), timeZone: timeZone,
                now: now, defaults: defaults, system: system)
        } catch {
            throw AppError.store(error)
        }
    }

    /// How long a change waits for its turn by default: a minute (``HabitStore/standardPatience``).
    public static let standardPatience = HabitStore.standardPatience

    // MARK: - The use cases

    /// Adding, editing, archiving, deleting, moving and finding habits; groups; the trash.
    public var habits: HabitUseCases { HabitUseCases(work: work) }
    /// Recording a day: done, a value, a skip, a note, undone.
    public var checkIns: CheckInUseCases { CheckInUseCases(work: work) }
    /// What the screens show: Today, Overview, a habit's detail, the report, the grid, `ask`, `todo`.
    public var views: ViewUseCases { ViewUseCases(work: work) }
    /// Exports, imports, restores and the automatic backups.
    public var backups: BackupUseCases { BackupUseCases(work: work) }
    /// Setting sync up, running it, and what it has reached.
    public var sync: SyncUseCases { SyncUseCases(work: work) }
    /// Reminder times and the push channel.
    public var reminders: ReminderUseCases { ReminderUseCases(work: work) }
    /// The web app's access token and its signed-in devices.
    public var devices: DeviceUseCases { DeviceUseCases(work: work) }
    /// The day start, the week start, the appearance and the language.
    public var preferences: PreferenceUseCases { PreferenceUseCases(work: work) }
    /// The widget snapshot beside the database.
    public var widget: WidgetUseCases { WidgetUseCases(work: work) }
    /// The undo journal of this device.
    public var history: HistoryUseCases { HistoryUseCases(work: work) }
    /// The operations a device queued while offline, applied exactly once.
    public var operations: OperationUseCases { OperationUseCases(work: work) }
    /// The habits in the calendar: the feed, its document and its token.
    public var calendarFeed: CalendarFeedUseCases { CalendarFeedUseCases(work: work) }

    // MARK: - What the unit of work is over

    /// The machinery of the system this runs on: file locks, durable files, the push client
    /// (``SystemPorts``), given by the composition root.
    public var system: SystemPorts { work.system }

    /// How large an imported file may be and how many habits the database may hold
    /// (``BackupLimits/standard``; tests set smaller ones).
    public var limits: BackupLimits {
        get { work.limits }
        set { work.limits = newValue }
    }

    /// The automatic backups' default folder and failure reporter (``AutoBackupConfiguration``),
    /// set by the front end; `nil` writes automatic backups only when `backup-folder` is set.
    public var autoBackup: AutoBackupConfiguration? {
        get { work.autoBackup }
        set { work.autoBackup = newValue }
    }

    /// Where failures that do not stop a use case are logged — a snapshot not written, a
    /// background sync or automatic backup that failed (`kado serve` sets it); `nil` logs nothing,
    /// the failure being told otherwise (the next command, the Settings card).
    public var log: Logger? {
        get { work.log }
        set { work.log = newValue }
    }

    /// How long Today may spend walking whole the histories of habits that have no score
    /// checkpoint (after an import of old days, or checkpoints deleted), in the habits' order:
    /// the rest are shown with their scores pending (``HabitSummary/isScorePending``) while a
    /// background rebuild saves their checkpoints. `nil` walks every one, whatever it takes; zero
    /// walks none. 40 ms unless the front end sets it.
    public var todayRebuildBudget: Duration? {
        get { work.todayRebuildBudget }
        set { work.todayRebuildBudget = newValue }
    }

    /// How this tracker's widget snapshot publishes went (``SnapshotPublishCounts``): for tests
    /// and benchmarks, which read it before and after a use case.
    public var snapshotPublishes: SnapshotPublishCounts { work.snapshotPublishes }

    /// How long a change waits for its turn before it is refused as busy (see
    /// ``UnitOfWork/patience``).
    public var patience: Duration { work.patience }

    /// Whether the database is only read: every change is refused, and nothing is written.
    public var isReadOnly: Bool { work.isReadOnly }

    /// The database file's path (shown on the settings screen; files beside it are named after it).
    public var databasePath: String { work.databasePath }

    /// The current settings (stored values, else the defaults), read in one query.
    public func settings() throws(AppError) -> Settings { try work.settings() }

    /// What every use case starts from: the settings (one query), the calendar and today.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    public func context() throws(AppError) -> AppContext { try work.context() }

    /// The context of `settings` already read (the web app reads them once per request), without
    /// reading the store.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    public func context(settings: Settings) throws(AppError) -> AppContext { try work.context(settings: settings) }

    /// The calendar settings days are computed with.
    public func calendar() throws(AppError) -> HabitCalendar { try work.calendar() }

    /// The logical day it is now.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    public func today() throws(AppError) -> LogicalDay { try work.today() }

    /// Now, to the whole second, from the tracker's clock (a backup's `exportedAt`).
    public func currentInstant() -> Date { work.moment() }
}
