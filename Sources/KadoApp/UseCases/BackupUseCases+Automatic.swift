import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// Automatic backups: after the first change of each logical day, from any front end (a command,
/// the web app, a sync that brought something in), the database is written as Kadō's JSON backup
/// into the backups folder, once that day; older ones are rotated by ``AutoBackupRetention``.
/// The backup is written right after the change is committed, so it holds that change. It never
/// fails or undoes the change: a failure is told to the front end's reporter and kept in
/// `kado.backup-status.json` beside the database until a backup is written again, and the
/// automatic attempts wait after it (``AutoBackupFailure/holdsBack(backupInto:today:now:)``), so
/// that a folder that cannot be written does not export the whole database on every change.
extension BackupUseCases {
    /// The automatic backups' settings, device-local.
    public func autoBackupSettings() throws(AppError) -> AutoBackupSettings {
        autoBackupSettings(of: try settings())
    }

    /// The automatic backups' settings among `settings` already read.
    func autoBackupSettings(of settings: Settings) -> AutoBackupSettings {
        AutoBackupSettings(
            isEnabled: settings.backupsEnabled, chosenFolder: settings.backupFolder,
            folder: settings.backupFolder ?? work.autoBackup?.defaultFolder, retention: settings.backupRetention)
    }

    /// Reads the automatic backups' keys of `stored` (the settings table) into `settings`, in the
    /// one query ``settings()`` makes; a value not understood keeps the default.
    func readAutoBackupSettings(_ stored: [String: String], into settings: inout Settings) {
        if let text = stored[Settings.Key.backupsEnabled] { settings.backupsEnabled = text != "off" }
        if let text = stored[Settings.Key.backupFolder] { settings.backupFolder = text.isEmpty ? nil : text }
        // A retention that does not parse (written by a newer Kadō) leaves the default retention in its place.
        if let text = stored[Settings.Key.backupKeep], let retention = try? AutoBackupRetention(parsing: text) {
            settings.backupRetention = retention
        }
    }

    /// Turns automatic backups on or off (on unless turned off).
    public func setAutoBackups(enabled: Bool) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.backupsEnabled, to: enabled ? "on" : "off") }
    }

    /// Sets the backups folder (`nil`: the default). The folder is created when a backup is
    /// written, not now.
    /// - Throws: ``AutoBackupSettingError/folderNotAbsolute(_:)``, nothing saved; ``AppError``.
    public func setAutoBackupFolder(_ folder: String?) throws {
        let stored = try Self.checkedFolder(folder)
        try write { try $0.setSetting(Settings.Key.backupFolder, to: stored) }
    }

    /// Sets how many backups are kept; the next backup rotates by it.
    public func setAutoBackupRetention(_ retention: AutoBackupRetention) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.backupKeep, to: retention.description) }
    }

    /// Sets all three settings in one transaction (the Settings page's form): the folder is
    /// checked first, and nothing is saved when it is refused.
    public func setAutoBackups(enabled: Bool, folder: String?, retention: AutoBackupRetention) throws {
        let stored = try Self.checkedFolder(folder)
        try write { writer in
            try writer.setSetting(Settings.Key.backupsEnabled, to: enabled ? "on" : "off")
            try writer.setSetting(Settings.Key.backupFolder, to: stored)
            try writer.setSetting(Settings.Key.backupKeep, to: retention.description)
        }
    }

    /// `folder` as stored: the empty text for the default.
    private static func checkedFolder(_ folder: String?) throws(AutoBackupSettingError) -> String {
        guard let folder, !folder.isEmpty else { return "" }
        guard folder.hasPrefix("/"), !folder.contains("\0") else { throw .folderNotAbsolute(folder) }
        return folder
    }

    // MARK: - Writing

    /// The tag of this database's backups in a folder the person chose (which other databases may
    /// share): the first eight characters of its device id, lowercased; `nil` without one (a
    /// database only read before it had one).
    public var autoBackupTag: String? {
        let tag = String(store.deviceID.lowercased().unicodeScalars.filter { $0.properties.isASCIIHexDigit }.prefix(8))
        return tag.count == 8 ? tag : nil
    }

    /// The tag names carry in `settings`' folder: none in the database's own default folder,
    /// ``autoBackupTag`` in a chosen one.
    func autoBackupTag(in settings: AutoBackupSettings) -> String? {
        settings.chosenFolder == nil ? nil : autoBackupTag
    }

    /// Where a backup being written says so: `kado.sqlite` → `kado.backup-running.json`.
    var runningAutoBackupPath: String { SyncFileNames.beside(store.path, suffix: "backup-running.json") }

    /// The failure of an automatic backup that no front end has told yet, marked told now: one
    /// written by a process of its own after a command had answered, or one whose writer ended
    /// before it finished (killed, or the machine stopped), found by its note beside the
    /// database while no process holds the backup lock any more, and kept as a failure now. `nil`
    /// when there is none (cheap: one or two files looked at). Front ends call it when they open
    /// the database, and tell what it returns in the settings' language.
    public func takeUntoldAutoBackupFailure() -> (error: AutoBackupError, language: Language)? {
        // Told once: only when it can be marked told (the status is beside the database, and a
        // database opened only to be read may still tell; one on a folder that cannot be written
        // has no backup to tell of either).
        func keep(_ failure: AutoBackupFailure) -> Bool {
            // A status that cannot be encoded or written is not told, as said above: false says so.
            guard let data = try? JSONEncoder().encode(failure) else { return false }
            return (try? SnapshotFile.write(bytes: [UInt8](data), to: autoBackupStatusPath, files: system.files)) != nil
        }
        // Asked after every command: the settings are read only when there is something to tell.
        // Settings that cannot be read tell in English; the record is read only when it is whole
        // (one torn or absent means no backup was cut short that can be told).
        var language: Language { (try? settings().language) ?? .english }
        if let data = try? Data(contentsOf: URL(fileURLWithPath: runningAutoBackupPath)),
            let running = try? JSONDecoder().decode(RunningAutoBackup.self, from: data)
        {
            // A folder gone since is no writer's any more.
            let lock: AutoBackupLock.Attempt =
                FileManager.default.fileExists(atPath: running.folder)
                ? AutoBackupLock.attempt(
                    inFolder: running.folder, tag: running.tag, waiting: false, locks: system.locks)
                : .unavailable
            defer { lock.release() }
            switch lock {
            case .busy:
                // Being written now.
                break
            case .held where !FileManager.default.fileExists(atPath: runningAutoBackupPath):
                // Its writer finished between the read above and the lock: it removes the record
                // before it lets the lock go, so a record gone now is a backup written.
                break
            case .held, .unavailable:
                let error = AutoBackupError.notWritten(path: running.path, reason: Self.cutShortReason)
                let failure = AutoBackupFailure(day: running.day, at: moment(), error: error, folder: running.folder)
                guard keep(failure) else { return nil }
                do {
                    try system.files.remove(runningAutoBackupPath)
                } catch {
                    // Told now; the record left behind would tell it again after the next command.
                    logFailure("the record of a cut-short automatic backup was not removed", error)
                }
                return (error, language)
            }
        }
        guard var failure = lastAutoBackupFailure(), failure.untold == true else { return nil }
        failure.untold = nil
        return keep(failure) ? (failure.error, language) : nil
    }

    /// `the process writing it ended before it finished`: why a backup whose writer was killed
    /// is missing, which every front end says in its words.
    public static let cutShortReason = "the process writing it ended before it finished"

    /// Writes today's automatic backup if it is due, as a change would (``backUpAfterChange(settings:)``
    /// without handing it on): `kado backup due`, which a command starts in a process of its own.
    /// - Returns: the file written; `nil` when none was due (written already, off, no folder,
    ///   waiting after a failure, or being written by another process).
    /// - Throws: ``AutoBackupError`` (kept as the last failure too).
    /// It waits while another process writes the backup (the store's patience at most), then
    /// asks again.
    public func writeDueAutoBackup() throws(AutoBackupError) -> AutoBackupFile? {
        switch backUpIfDue(waiting: true) {
        case .notDue, .abandoned: return nil
        case .written(let file): return file
        case .failed(let error, _): throw error
        }
    }

    /// Where the last failure is kept: `kado.sqlite` → `kado.backup-status.json`.
    var autoBackupStatusPath: String { SyncFileNames.beside(store.path, suffix: "backup-status.json") }

    /// Run after every committed change: writes today's backup unless it exists, the backups are
    /// off, there is no folder, the tracker is read-only, or the last attempt failed less than
    /// an hour ago on the same day into the same folder (then nothing is exported, and nothing
    /// is reported again: the Settings page and `kado backup list` still show the failure). A
    /// failure is reported once, when it happens, and kept, never thrown.
    ///
    /// With an ``AutoBackupConfiguration/worker`` (the TUI, the web app), the backup is only asked
    /// of it, and written on its own connection and thread: the change returns at once. Without
    /// (a one-shot command, which exits right after), it is written here, before returning.
    /// - Parameter given: the settings the use case read before its change (`nil`: read them),
    ///   so that a change reads them once. A change of the backup settings themselves reads them
    ///   again (``Settings/backupsEnabled`` and the folder may be what changed).
    func backUpAfterChange(settings given: Settings? = nil) {
        guard !isReadOnly, let read = given ?? settingsForAutoBackup(), dueAutoBackup(settings: read) != nil else {
            return
        }
        if let worker = work.autoBackup?.worker {
            worker.request()
            return
        }
        if let launch = work.autoBackup?.launch {
            // One is being written by a process of its own already.
            if FileManager.default.fileExists(atPath: runningAutoBackupPath) { return }
            if launch() { return }
        }
        writeBackupAfterChange(settings: read)
    }

    /// Writes the backup due after a change here, before returning; a failure is reported.
    func writeBackupAfterChange(settings read: Settings) {
        if case .failed(let error, let language) = backUpIfDue(settings: read) {
            logFailure("the automatic backup was not written", error)
            work.autoBackup?.report?(error, language)
        }
    }

    /// The settings, read to decide whether a backup is due; `nil`, logged, when they cannot be
    /// read: no backup is written then, and the change before it stands.
    private func settingsForAutoBackup() -> Settings? {
        do {
            return try settings()
        } catch {
            logFailure("the settings were not read: no automatic backup was written", error)
            return nil
        }
    }

    /// Today's automatic backup when one is due after a change (see ``backUpAfterChange(settings:)``):
    /// its day, folder and settings; `nil` when it is written already, off, has no folder, or
    /// waits after a failure.
    func dueAutoBackup(settings read: Settings) -> DueAutoBackup? {
        let settings = autoBackupSettings(of: read)
        // Today's context comes from the settings just read: without it, nothing is due, and the next change asks
        // again.
        guard settings.isEnabled, let folder = settings.folder, let context = try? context(settings: read) else {
            return nil
        }
        let path = (folder as NSString).appendingPathComponent(
            AutoBackupFile.name(of: context.today, tag: autoBackupTag(in: settings)))
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        if let failure = lastAutoBackupFailure(),
            failure.holdsBack(backupInto: folder, today: context.today, now: moment())
        {
            return nil
        }
        return DueAutoBackup(
            day: context.today, settings: settings, weekStart: read.weekStart, language: read.language)
    }

    /// Writes today's automatic backup if it is due (``dueAutoBackup(settings:)``, asked again
    /// once this process holds the database's backup lock, so that a backup another process
    /// just wrote is not written twice); nothing when another process is writing it now.
    /// - Parameters:
    ///   - given: the settings already read, or `nil` to read them.
    ///   - control: what a background ``AutoBackupWorker`` watches and may stop; `nil` here.
    /// - Parameter waiting: whether to wait (for ``patience`` at most) while another process
    ///   writes the backup, then ask again (`kado backup due`); by default nothing is written then.
    func backUpIfDue(settings given: Settings? = nil, control: AutoBackupControl? = nil, waiting: Bool = false)
        -> AutoBackupOutcome
    {
        guard !isReadOnly, let read = given ?? settingsForAutoBackup(), dueAutoBackup(settings: read) != nil else {
            return .notDue
        }
        let settings = autoBackupSettings(of: read)
        guard let folder = settings.folder else { return .notDue }
        let lock = AutoBackupLock.attempt(
            inFolder: folder, tag: autoBackupTag(in: settings), waiting: waiting, patience: patience,
            locks: system.locks)
        defer { lock.release() }
        // Another process (a TUI, kado serve, a command) is writing this database's backup.
        if case .busy = lock { return .notDue }
        guard let due = dueAutoBackup(settings: read) else { return .notDue }
        control?.willStart(due.day)
        // Said beside the database while it is written, so that a writer killed on the way is
        // told by the next command (``takeUntoldAutoBackupFailure()``).
        let running = RunningAutoBackup(
            day: due.day, folder: folder, tag: autoBackupTag(in: settings),
            path: (folder as NSString).appendingPathComponent(
                AutoBackupFile.name(of: due.day, tag: autoBackupTag(in: settings))))
        // Encoding a few dates and strings does not fail.
        if lock.isHeld, let data = try? JSONEncoder().encode(running) {
            do {
                try SnapshotFile.write(bytes: [UInt8](data), to: runningAutoBackupPath, files: system.files)
            } catch {
                // The backup goes on; only a crash in it would then go untold.
                logFailure("the record of a running automatic backup was not written", error)
            }
        }
        defer {
            if lock.isHeld {
                do {
                    try system.files.remove(runningAutoBackupPath)
                } catch {
                    // Left behind, the record makes the next command tell this backup as cut short.
                    logFailure("the record of a running automatic backup was not removed", error)
                }
            }
        }
        do {
            return .written(
                try writeAutoBackup(
                    on: due.day, settings: due.settings, weekStart: due.weekStart, holdingLock: lock.isHeld,
                    control: control))
        } catch {
            if control?.isAbandoned() == true { return .abandoned }
            return .failed(error, due.language)
        }
    }

    /// Writes today's backup now, replacing one already written today, then rotates the folder.
    /// - Throws: ``AutoBackupError`` (kept as the last failure too); ``AppError``.
    @discardableResult
    public func backUpNow() throws -> AutoBackupFile {
        guard !isReadOnly else { throw AppError.store(.cannotWrite(path: databasePath, reason: .openedReadOnly)) }
        let context = try context()
        let settings = autoBackupSettings(of: context.settings)
        // After a backup another process is writing now, so that the two never race; one that
        // does not end within the store's patience makes this one busy, having written nothing.
        let lock = settings.folder.map {
            AutoBackupLock.attempt(
                inFolder: $0, tag: autoBackupTag(in: settings), waiting: true, patience: patience, locks: system.locks)
        }
        defer { lock?.release() }
        if case .busy = lock { throw AppError.store(.busy(path: databasePath)) }
        return try writeAutoBackup(
            on: context.today, settings: settings, weekStart: context.settings.weekStart,
            holdingLock: lock?.isHeld ?? false)
    }

    /// Writes the backup of `day` and rotates; on failure, keeps it as the last failure (a write
    /// that `control` abandoned is no failure: nothing is kept, and the next change tries again).
    /// - Parameter holdingLock: whether this process holds the folder's backup lock
    ///   (``AutoBackupLock``), so that every temporary file of a backup of this database there
    ///   was left by a write cut short (a killed process), and is removed whatever its age.
    private func writeAutoBackup(
        on day: LogicalDay, settings: AutoBackupSettings, weekStart: Weekday, holdingLock: Bool,
        control: AutoBackupControl? = nil
    ) throws(AutoBackupError) -> AutoBackupFile {
        do throws(AutoBackupError) {
            guard let folder = settings.folder else { throw AutoBackupError.noFolder }
            let file = try writeAutoBackupFile(
                on: day, into: folder, tag: autoBackupTag(in: settings),
                control: control)
            do {
                try rotateAutoBackups(
                    in: folder, today: day, settings: settings, weekStart: weekStart, holdingLock: holdingLock)
            } catch {
                // The backup is written: older ones are kept until the next rotation removes them.
                logFailure("old automatic backups were not removed", error)
            }
            do {
                try system.files.remove(autoBackupStatusPath)
            } catch {
                // A failure of an earlier day left behind is told again, though this backup is written.
                logFailure("the automatic backup's old failure was not cleared", error)
            }
            return file
        } catch {
            if control?.isAbandoned() == true { throw error }
            let failure = AutoBackupFailure(
                day: day, at: moment(), error: error, folder: settings.folder,
                untold: work.autoBackup?.keepsFailuresUntold ?? false)
            // Encoding a few dates and strings does not fail.
            if let data = try? JSONEncoder().encode(failure) {
                do {
                    try SnapshotFile.write(bytes: [UInt8](data), to: autoBackupStatusPath, files: system.files)
                } catch let statusError {
                    // The failure is still thrown, but a later command cannot tell it.
                    logFailure("the automatic backup's failure was not kept", statusError)
                }
            }
            throw error
        }
    }

    /// Writes the JSON backup of the database as the backup of `day` in `folder` (created if
    /// missing): exported as it is made (``exportBackup(format:appVersion:into:)``, one habit at a
    /// time) into a temporary file beside it (a dot name, which no listing takes for a backup),
    /// flushed to the disk, then renamed over any older file of that day, so that a write cut
    /// short leaves every earlier backup as it was. `writer` writes each chunk to the open file
    /// (tests give one that fails half-way). With a `control`, the temporary file is made only if
    /// it has not abandoned the backup meanwhile, each chunk asks it again, and while the file
    /// exists the control knows it, so that an abandon waits for it to be removed.
    func writeAutoBackupFile(
        on day: LogicalDay, into folder: String, tag: String? = nil,
        writer: @escaping ChunkedOutputSink.ChunkWriter = ChunkedOutputSink.writeAll,
        control: AutoBackupControl? = nil
    ) throws(AutoBackupError) -> AutoBackupFile {
        let path = (folder as NSString).appendingPathComponent(AutoBackupFile.name(of: day, tag: tag))
        work.autoBackup?.exportWillStart?()
        var size = 0
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if let control, !control.willWriteFile() { throw CancellationError() }
            defer { control?.didWriteFile() }
            try system.files.replace(path, durable: true) { output in
                let sink = ChunkedOutputSink(output: output, writeChunk: control?.writer(writer) ?? writer)
                size = try exportBackup(format: .json, appVersion: AppVersion.current, into: sink).byteCount
            }
        } catch AppError.store(.diskFull) {
            throw .notWritten(path: path, reason: Self.diskFullReason)
        } catch let error as AppError {
            throw .notWritten(path: path, reason: "\(error)")
        } catch {
            throw .notWritten(path: path, reason: reason(of: error))
        }
        return AutoBackupFile(path: path, day: day, size: size)
    }

    /// The system's words for `error`, lowercased (`permission denied`), and
    /// ``diskFullReason`` for a full disk or quota, which every front end says in its words.
    public func reason(of error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return systemReason(errno: Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return systemReason(errno: Int32(underlying.code))
        }
        if let cocoa = error as? CocoaError, cocoa.code == .fileWriteOutOfSpace { return Self.diskFullReason }
        if let path = error.userInfo[NSFilePathErrorKey] as? String {
            return "cannot write \(path)"
        }
        return error.localizedDescription
    }

    /// `the disk is full`: what a write that met `ENOSPC` or `EDQUOT` says, the same words as a
    /// database that cannot grow (``StoreFailure/diskFull(path:)``).
    public static let diskFullReason = "the disk is full"

    /// The system's words for the error number `code`, lowercased, or ``diskFullReason``.
    public func systemReason(errno code: Int32) -> String {
        let described = system.files.describe(errorCode: code)
        return described.isDiskFull ? Self.diskFullReason : described.reason
    }

    /// Removes the automatic backups of `folder` that `settings`' retention does not keep on
    /// `today`, and what writes cut short by a crash (a killed process) left behind: all of it
    /// when this process holds the folder's backup lock (`holdingLock`: no other backup of the
    /// database is being written there), else what is more than an hour old (a write in
    /// progress elsewhere is newer). Only files named exactly as this database's automatic
    /// backups (or their temporary files) are ever removed: in a chosen folder, those of its tag
    /// and those without a tag.
    func rotateAutoBackups(
        in folder: String, today: LogicalDay, settings: AutoBackupSettings, weekStart: Weekday,
        holdingLock: Bool = false
    ) throws {
        let tag = autoBackupTag(in: settings)
        let cutOff = holdingLock ? Date.distantFuture : moment().addingTimeInterval(-3600)
        for path in AutoBackupFile.leftovers(in: folder, before: cutOff, tag: tag) {
            // Leftovers of writes cut short: one that cannot be removed now is found again by the next rotation.
            try? FileManager.default.removeItem(atPath: path)
        }
        let files = try AutoBackupFile.files(in: folder, tag: tag)
        let kept = settings.retention.kept(files.map(\.day), today: today, weekStart: weekStart)
        for file in files where kept[file.day] == nil {
            try FileManager.default.removeItem(atPath: file.path)
        }
    }

    // MARK: - Listing

    /// The automatic backups, newest first, with the rules that keep each, and the last failure.
    /// - Throws: ``AppError`` (the settings cannot be read).
    /// - Parameter context: the context already read (a page's), or `nil` to read it.
    public func autoBackups(in context: AppContext? = nil) throws -> AutoBackupListing {
        let context = try self.context(given: context)
        let settings = autoBackupSettings(of: context.settings)
        var entries: [AutoBackupListing.Entry] = []
        if let folder = settings.folder {
            // A folder that cannot be read shows no backup; the next backup's failure says why.
            let files = (try? AutoBackupFile.files(in: folder, tag: autoBackupTag(in: settings))) ?? []
            let kept = settings.retention.kept(
                files.map(\.day), today: context.today, weekStart: context.settings.weekStart)
            entries = files.reversed().map { .init(file: $0, rules: (kept[$0.day] ?? []).sorted()) }
        }
        return AutoBackupListing(settings: settings, entries: entries, lastFailure: lastAutoBackupFailure())
    }

    /// The failure kept in `kado.backup-status.json`; `nil` when there is none (or it cannot be
    /// read: a damaged status holds nothing back).
    func lastAutoBackupFailure() -> AutoBackupFailure? {
        // A status that cannot be read or decoded is as none: a damaged status holds nothing back.
        (try? Data(contentsOf: URL(fileURLWithPath: autoBackupStatusPath))).flatMap {
            try? JSONDecoder().decode(AutoBackupFailure.self, from: $0)
        }
    }

    // MARK: - Restoring

    /// What restoring the Kadō JSON backup at `path` would do, changing nothing.
    ///
    /// By default (``ImportMode/merge``) a restore is an import of the file that keeps what
    /// changed here after it was written (its `exportedAt`): rows the database lacks come back,
    /// nothing later is reverted, and nothing is deleted. With ``ImportMode/replace`` it is the
    /// database put back to the file: the plan says what the database holds that the file does
    /// not (removed), and everything the replace deletes or reverts (``RestorePlan/lost``), with
    /// the devices it reaches through sync (``RestorePlan/reach``).
    /// - Throws: ``BackupFileError`` (the file), ``AutoBackupError/notLossless(path:format:)``
    ///   (not Kadō's JSON), ``AppError``.
    public func restorePlan(fileAt path: String, mode: ImportMode = .merge) throws -> RestorePlan {
        let file = try readBackup(fileAt: path)
        guard file.format == .json else { throw AutoBackupError.notLossless(path: path, format: file.format.rawValue) }
        return try restorePlan(file, path: path, mode: mode)
    }

    /// ``restorePlan(fileAt:mode:)`` of `file`, read at `path`: a file read as it parses
    /// (``BackupFile/streamed``) is compared with the database a habit at a time, one built in
    /// code from its whole contents.
    func restorePlan(_ file: BackupFile, path: String, mode: ImportMode) throws -> RestorePlan {
        let prepared = try importPlan(file, nameMatches: .keepBoth, mode: mode)
        let reach = try sync.syncReach()
        guard mode == .replace else {
            return RestorePlan(
                path: path, mode: mode, summary: prepared.summary, removedHabits: [], removedRecords: 0,
                removedSkips: 0, reorders: false, lost: .init(), reach: reach, prepared: prepared)
        }
        if let index = file.streamed {
            let counts = try replaceCounts(of: prepared, streamed: index)
            return RestorePlan(
                path: path, mode: mode, summary: prepared.summary, removedHabits: counts.removedHabits,
                removedRecords: counts.removedRecords, removedSkips: counts.removedSkips, reorders: counts.reorders,
                lost: counts.lost, reach: reach, prepared: prepared)
        }
        let current = try backupContents()
        let incoming = try prepared.wholeContents()
        let habitIDs = Set(incoming.habits.map(\.id))
        let recordIDs = Set(incoming.completions.map(\.id))
        let skipIDs = Set(incoming.skips.map(\.id))
        return RestorePlan(
            path: path, mode: mode, summary: prepared.summary,
            removedHabits: current.habits.filter { !habitIDs.contains($0.id) }.map(\.name),
            removedRecords: current.completions.filter { habitIDs.contains($0.habitID) && !recordIDs.contains($0.id) }
                .count,
            removedSkips: current.skips.filter { habitIDs.contains($0.habitID) && !skipIDs.contains($0.id) }.count,
            reorders: incoming.habits.contains { habit in
                current.habits.first { $0.id == habit.id }.map { $0.sortOrder != habit.sortOrder } ?? false
            },
            lost: Self.replaceLosses(current: current, file: incoming, summary: prepared.summary), reach: reach,
            prepared: prepared)
    }

    /// What putting the database back to `file` deletes or reverts of `current`: each record it
    /// removes or whose value, day or note it changes, each skip and habit it removes or changes
    /// (their order aside), the settings it changes, and the later deletions it undoes.
    static func replaceLosses(current: BackupContents, file: BackupContents, summary: ImportSummary)
        -> ImportSummary.LaterChanges
    {
        var lost = ImportSummary.LaterChanges()
        let records = Dictionary(file.completions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for here in current.completions {
            let there = records[here.id]
            if here.value > 0, there.map({ $0.value != here.value || $0.day != here.day }) ?? true {
                lost.checkIns += 1
            }
            if let note = here.note, !note.isEmpty, there?.note != note { lost.notes += 1 }
        }
        let skips = Dictionary(file.skips.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        lost.skips =
            current.skips.filter { here in skips[here.id].map { $0.days != here.days || $0.note != here.note } ?? true }
            .count
        let habits = Dictionary(file.habits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        lost.habits =
            current.habits.filter { here in
                guard var there = habits[here.id] else { return true }
                there.sortOrder = here.sortOrder
                return there != here || Set(file.reminders[here.id] ?? []) != Set(current.reminders[here.id] ?? [])
            }.count
        lost.settings = summary.settingsChanges.count
        lost.deletedHabits = summary.laterChanges.deletedHabits
        lost.deletedRecords = summary.laterChanges.deletedRecords
        lost.deletedSkips = summary.laterChanges.deletedSkips
        return lost
    }

    /// Applies `plan`: first a consistent copy of the database (`VACUUM INTO`) into the backups
    /// folder as `kado-before-restore-YYYYMMDDTHHMMSSZ.sqlite`, then, in one transaction, what
    /// the plan says. A merge imports the file keeping every later change, and deletes nothing.
    /// A replace removes what the file does not hold and imports the file, in its order:
    /// afterwards the database exports as the file does. A plan that changes nothing copies and
    /// writes nothing.
    /// - Throws: ``AutoBackupError/copyNotWritten(path:reason:)`` (nothing restored), ``AppError``.
    public func restore(_ plan: RestorePlan) throws -> RestoreOutcome {
        guard plan.changesAnything else { return RestoreOutcome(copyPath: nil, plan: plan) }
        guard !isReadOnly else { throw AppError.store(.cannotWrite(path: databasePath, reason: .openedReadOnly)) }
        let folder = try autoBackupSettings().folder ?? PathName.folder(of: databasePath)
        let copyPath = try keepCopy(in: folder.isEmpty ? "." : folder)
        guard plan.mode == .replace else {
            // The import worked out again in its transaction when the database changed meanwhile.
            _ = try importBackup(plan.prepared)
            return RestoreOutcome(copyPath: copyPath, plan: plan)
        }
        if let index = plan.prepared.file.streamed {
            // A habit at a time: neither the file's records nor the database's held whole.
            try replace(with: plan.prepared, streamed: index)
            return RestoreOutcome(copyPath: copyPath, plan: plan)
        }
        let contents = try plan.prepared.wholeContents()
        let format = plan.prepared.file.format
        let writtenAt = plan.prepared.file.writtenAt
        let store = self.store
        try write { writer in
            let habitIDs = Set(contents.habits.map(\.id))
            let recordIDs = Set(contents.completions.map(\.id))
            let skipIDs = Set(contents.skips.map(\.id))
            for habit in try writer.habits(includingArchived: true) where !habitIDs.contains(habit.id) {
                try writer.deleteHabit(habit.id)
            }
            var emptied: Set<UUID> = []
            for record in try writer.allCompletions() where !recordIDs.contains(record.id) {
                try writer.delete(record)
                emptied.insert(record.habitID)
            }
            for skip in try writer.allSkips() where !skipIDs.contains(skip.id) {
                try writer.delete(skip)
                emptied.insert(skip.habitID)
            }
            for habitID in emptied { try writer.forgetCheckpoint(of: habitID) }
            var importing = try ImportPlan(
                contents, format: format, into: store, currentSettings: try settings(), nameMatches: .keepBoth,
                mode: .replace, writtenAt: writtenAt)
            try importing.apply(with: writer)
            for habit in contents.habits where (contents.reminders[habit.id] ?? []).isEmpty {
                _ = try writer.setReminders([], of: habit.id)
            }
            // The file's habits as the file says them, their places included (an update that
            // changes no field writes nothing).
            for habit in contents.habits { try writer.update(habit) }
        }
        return RestoreOutcome(copyPath: copyPath, plan: plan)
    }

    /// Copies the database into `folder` under a new `kado-before-restore-…sqlite` name.
    private func keepCopy(in folder: String) throws(AutoBackupError) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = formatter.string(from: moment()).replacingOccurrences(of: ":", with: "")
        var path = (folder as NSString).appendingPathComponent("kado-before-restore-\(stamp).sqlite")
        var attempt = 1
        while FileManager.default.fileExists(atPath: path) {
            attempt += 1
            path = (folder as NSString).appendingPathComponent("kado-before-restore-\(stamp)-\(attempt).sqlite")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try store.copy(to: path)
        } catch StoreError.diskFull {
            throw .copyNotWritten(path: path, reason: Self.diskFullReason)
        } catch {
            throw .copyNotWritten(path: path, reason: "\(error)")
        }
        return path
    }
}
