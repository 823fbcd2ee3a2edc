import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// What every use case works over: the store connection, the clock, the time zone, the default
/// settings and the machinery of the system (``SystemPorts``), with the state the use cases share —
/// the commit observers, the widget snapshot's pending publish and memos.
///
/// One unit of work sits behind each ``Tracker``; the use-case services the tracker hands out
/// (``HabitUseCases``, ``CheckInUseCases``, …) are small values over it. Every change runs
/// through ``write(in:journaling:_:)``: one transaction, whose reads go through the
/// ``StoreWriter`` it is given, after which the ``CommitObserver``s registered at composition are
/// told (the widget snapshot's publish, the day's automatic backup, the Today cache, the sync
/// nudge). Each use case reads the settings, the calendar and "today" once, as an ``AppContext``.
final class UnitOfWork {
    /// The store the tracker reads and writes: only the application layer talks to it, so every
    /// change goes through a use case (and ``write(_:)``, which publishes the widget snapshot).
    let store: HabitStore
    let timeZone: TimeZone
    let now: @Sendable () -> Date
    let defaults: Settings
    /// The machinery of the system this runs on: file locks, durable files, the push client
    /// (``SystemPorts``), given by the composition root.
    let system: SystemPorts
    /// How large an imported file may be and how many habits the database may hold
    /// (``BackupLimits/standard``; tests set smaller ones).
    var limits = BackupLimits.standard
    /// The automatic backups' default folder and failure reporter (``AutoBackupConfiguration``),
    /// set by the front end; `nil` writes automatic backups only when `backup-folder` is set.
    var autoBackup: AutoBackupConfiguration?
    /// How this tracker's widget snapshot publishes went (``SnapshotPublishCounts``): for tests
    /// and benchmarks, which read it before and after a use case.
    var snapshotPublishes = SnapshotPublishCounts()
    /// The changes whose widget snapshot publish waits for the end of
    /// ``publishingSnapshotAfterwards(_:meanwhile:)``; `nil` outside it, when each write publishes.
    var pendingSnapshot: PendingSnapshot?
    /// The habits whose name clashes were last found, and those clashes (``nameClashes()``): every
    /// page asks, and folding a thousand names for each took a seventh of Today on the web.
    var nameClashMemo: (habits: [Habit], clashes: [[Habit]])?
    /// Whether a change left the widget snapshot of an earlier day (or none) for the upkeep
    /// process to write again (``WidgetUseCases/upkeepAfterAnswer(settings:)``), instead of rebuilding
    /// every habit's lines before answering.
    var snapshotLeftForUpkeep = false
    /// Today's summaries shared with the other trackers of this process (the web app's
    /// sessions), told of each change this one commits; `nil` computes every habit each time.
    var sharedTodaySummaries: TodaySummaryCache?
    /// How long Today may walk whole the histories of habits with no score checkpoint before it
    /// shows the rest with their scores pending (``Tracker/todayRebuildBudget``).
    var todayRebuildBudget: Duration? = ViewUseCases.standardRebuildBudget
    /// Where the widget snapshot is written, beside the database (``SnapshotFile/path(forDatabase:)``):
    /// made once, as every write and every Today's freshness check asks, and building it through
    /// `URL` each time took a twentieth of the web's Today on a thousand habits.
    let snapshotPath: String
    /// The snapshot file's head as last read, and which file it was read from (``snapshotHead()``).
    var snapshotHeadMemo: (identity: FileIdentity, head: SnapshotHead)?
    /// What follows each commit (``CommitObserver``), in order: the widget snapshot's publish and
    /// the upkeep after the answer, then what the composition adds (``observeCommits(_:)``).
    var commitObservers: [any CommitObserver] = [SnapshotPublication(), AfterAnswerUpkeep()]
    /// Where failures that do not stop a use case are logged — a snapshot not written, a
    /// background sync or automatic backup that failed (`kado serve` sets it); `nil` logs nothing,
    /// the failure being told otherwise (the next command, the Settings card).
    var log: Logger?

    /// The unit of work over `store`, reading days in `timeZone`, with `defaults` for unset
    /// settings and the machinery of `system`.
    init(
        store: HabitStore, timeZone: TimeZone, now: @escaping @Sendable () -> Date, defaults: Settings,
        system: SystemPorts
    ) {
        self.store = store
        self.timeZone = timeZone
        self.now = now
        self.defaults = defaults
        self.system = system
        snapshotPath = SnapshotFile.path(forDatabase: store.path)
    }

    /// How long a change waits for its turn before it is refused as busy: for the snapshot
    /// folder's lock (``SnapshotFile/withLock(beside:database:patience:_:)``), then for the
    /// database's write lock, each at most this long.
    var patience: Duration { store.patience }

    /// Whether the database is only read: every change is refused, and nothing is written.
    var isReadOnly: Bool { store.isReadOnly }

    /// The database file's path (shown on the settings screen; files beside it are named after it).
    var databasePath: String { store.path }

    // MARK: - Settings and days

    /// The current settings (stored values, else the defaults), read in one query.
    func settings() throws(AppError) -> Settings {
        let stored = try perform { try store.settings() }
        var settings = defaults
        if let text = stored[Settings.Key.dayStart], let hour = Int(text), (0...23).contains(hour) {
            settings.dayStart = hour
        }
        if let text = stored[Settings.Key.weekStart], let raw = Int(text), let weekday = Weekday(rawValue: raw) {
            settings.weekStart = weekday
            settings.isWeekStartChosen = true
        }
        if let text = stored[Settings.Key.appearance], let appearance = Appearance(rawValue: text) {
            settings.appearance = appearance
        }
        // Only a stored choice counts: nothing stored, `auto`, or a code this version does not
        // know (a later version's language) speaks the defaults' language.
        if let text = stored[Settings.Key.language], let setting = LanguageSetting(code: text) {
            settings.languageSetting = setting
            settings.language = setting.resolved(automatic: defaults.language)
        }
        backups.readAutoBackupSettings(stored, into: &settings)
        return settings
    }

    /// What every use case starts from: the settings (one query), the calendar and today.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func context() throws(AppError) -> AppContext {
        try context(settings: try settings())
    }

    /// `context` when a caller passed one, else the context read now.
    func context(given context: AppContext?) throws(AppError) -> AppContext {
        if let context { return context }
        return try self.context()
    }

    /// The context of `settings` already read (the web app reads them once per request), without
    /// reading the store.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func context(settings: Settings) throws(AppError) -> AppContext {
        let calendar = try calendar(settings: settings)
        return AppContext(settings: settings, calendar: calendar, today: try today(in: calendar))
    }

    /// The calendar settings days are computed with.
    func calendar() throws(AppError) -> HabitCalendar {
        try calendar(settings: try settings())
    }

    /// The calendar of `settings` in this tracker's time zone.
    func calendar(settings: Settings) throws(AppError) -> HabitCalendar {
        do {
            return HabitCalendar(
                boundary: try DayBoundary(timeZone: timeZone, startHour: settings.dayStart),
                weekStart: settings.weekStart)
        } catch {
            throw AppError.invalid(error)
        }
    }

    /// The logical day it is now.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports
    ///   (``LogicalDay/supported``), where nothing can be shown or written.
    func today() throws(AppError) -> LogicalDay {
        try context().today
    }

    /// The logical day it is now in `calendar`.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func today(in calendar: HabitCalendar) throws(AppError) -> LogicalDay {
        let instant = now()
        guard LogicalDay.isSupported(instant) else { throw .invalid(.unsupportedInstant(field: "clock", instant)) }
        let day = calendar.boundary.logicalDay(containing: instant)
        guard day.isSupported else { throw .invalid(.unsupportedDay(field: "today", day)) }
        return day
    }

    /// The habit `reference` names among `habits` (every habit, archived ones included, in order),
    /// with its 1-based position there: what a use case resolves once from the one list it loads.
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)`` or ``AppError/ambiguousHabit(_:candidates:)``.
    func resolve(_ reference: HabitReference, among habits: [Habit]) throws(AppError) -> (habit: Habit, position: Int) {
        let text: String
        switch reference {
        case .id(let id):
            guard let index = habits.firstIndex(where: { $0.id == id }) else { throw .habitNotFound(id.uuidString) }
            return (habits[index], index + 1)
        case .text(let reference):
            text = reference
        }
        switch HabitMatcher.match(text, among: habits, id: \.id, name: \.name) {
        case .found(let habit):
            return (habit, (habits.firstIndex { $0.id == habit.id } ?? 0) + 1)
        case .ambiguous(let candidates):
            // Two habits may share a name: then the beginning of the id tells them apart.
            let names = candidates.map(\.name)
            throw .ambiguousHabit(
                text,
                candidates: candidates.map { habit in
                    names.filter { $0 == habit.name }.count > 1
                        ? "\(habit.name) (id \(habit.id.uuidString.prefix(8))…)" : habit.name
                })
        case .notFound(let suggestions):
            throw .habitNotFound(text, suggestion: suggestions.first?.name)
        }
    }

    // MARK: - Internals

    /// Now, to the whole second: the precision of Kadō's backups, so that an export imported back
    /// into the same database finds every record unchanged.
    func moment() -> Date {
        Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    }

    /// Logs, as a warning, that `what` failed with `error` (``log``), for a failure the use case
    /// goes on after.
    func logFailure(_ what: String, _ error: any Error) {
        log?.warning(what, ["database": databasePath, "error": "\(error)"])
    }

    /// Runs `body`, turning what it throws into the ``AppError`` that says it (see
    /// ``AppError/from(_:)``): an unknown error is reported as what it is, never as "cannot open".
    func perform<Result>(_ body: () throws -> Result) throws(AppError) -> Result {
        do {
            return try body()
        } catch {
            throw AppError.from(error)
        }
    }

    /// Runs `body` in one transaction, then tells the tracker's ``CommitObserver``s: by default
    /// they publish the widget snapshot (``SnapshotPublication``) and write the day's automatic
    /// backup if it is the first change of the day (``AfterAnswerUpkeep``): every change, from
    /// any front end, leaves the snapshot up to date. A snapshot that cannot be written does not
    /// undo the change (the next change or `kado today` writes it again).
    /// A change that changes nothing (a day already done) writes nothing, and publishes nothing;
    /// the publisher computes again only the habits the transaction touched.
    ///
    /// Publishes follow commit order: the transaction and its publish run together under the
    /// publishers' lock on the snapshot's folder
    /// (``SnapshotFile/withLock(beside:database:patience:_:)``), so the file a publish finds is
    /// the one the write before it left, and it can be spliced
    /// (``publishBySplicing(touching:after:settings:path:failure:)``) instead of rebuilt from
    /// every habit — several writers at once (the web app's sessions, another process) would
    /// otherwise publish out of order and each fall back to a full rebuild. The lock order is
    /// always the folder lock first, then SQLite's write lock (`BEGIN IMMEDIATE`, which waits
    /// out the busy timeout); nothing takes the folder lock while holding SQLite's, so there is
    /// no cycle between threads or processes. Each is waited for at most ``patience`` (a
    /// minute), after which the change is refused as busy (``StoreError/busy(path:)``) having
    /// changed nothing: another process that keeps either lock never hangs this one. A sync's
    /// merge is committed without the folder lock and publishes under it afterwards (its publish
    /// may then find a later file and rebuild); writes that publish nothing (checkpoints, the web
    /// token) need no folder lock.
    /// The folder lock is never taken twice by one thread: the publish inside uses
    /// ``publishSnapshotHoldingLock(touching:after:settings:)``. The automatic backup runs after
    /// the lock is released, so that a slow backup folder never holds up another writer; a
    /// one-shot command leaves it, and the first publish of a new day (every habit computed
    /// again), to a process of its own (``upkeepAfterAnswer(settings:)``). A
    /// read-only tracker, or a folder that cannot be opened, writes without the lock.
    /// - Parameter context: the context the use case read, whose settings the publisher uses
    ///   instead of reading them again when the snapshot shows they are still the stored ones
    ///   (see ``publishSnapshot(touching:after:settings:)``); `nil` to let it read them.
    /// - Parameter describe: for a change a person made, what it was (from what `body` returned;
    ///   `nil` when it changed nothing): the change is then kept in this device's undo journal,
    ///   in the same transaction (``undoLastChange(in:)``).
    @discardableResult
    func write<Result>(
        in context: AppContext? = nil, journaling describe: ((Result) -> UndoableChange?)? = nil,
        _ body: (StoreWriter) throws -> Result
    ) throws(AppError) -> Result {
        let before = store.changeCount
        var touched: Set<UUID>?
        var written: SnapshotBasis?
        var committed: CommittedChange?
        let journalText = describe.map { describe in { (result: Result) in describe(result)?.journalText } }
        func transaction() throws(AppError) -> Result {
            let result = try perform {
                try store.write(journaling: journalText) { writer in
                    defer {
                        touched = writer.touchedHabitIDs
                        written = SnapshotBasis(previous: writer.previousStamp, stamp: writer.stamp)
                    }
                    return try body(writer)
                }
            }
            if store.changeCount != before {
                let change = CommittedChange(basis: written, touched: touched, context: context)
                committed = change
                for observer in commitObservers { observer.committed(change, by: self) }
            }
            return result
        }
        // A read-only store refuses the write at once: there is nothing to publish, nor to lock.
        let result =
            try isReadOnly
            ? transaction()
            : SnapshotFile.withLock(
                beside: widget.snapshotPath, database: databasePath, locks: system.locks, patience: patience,
                transaction)
        if let committed {
            for observer in commitObservers { observer.settled(committed, by: self) }
        }
        return result
    }

    /// ``write(in:journaling:_:)`` of a change a person made whose words are known before it is
    /// made (a habit added, edited, deleted or moved).
    @discardableResult
    func write<Result>(
        in context: AppContext? = nil, recording change: UndoableChange, _ body: (StoreWriter) throws -> Result
    ) throws(AppError) -> Result {
        try write(in: context, journaling: { _ in change }, body)
    }
}

extension UnitOfWork {
    /// Adds `observer` to those told of each change this tracker commits, after the ones already
    /// there (see ``CommitObserver``).
    func observeCommits(_ observer: any CommitObserver) {
        commitObservers.append(observer)
    }
}
