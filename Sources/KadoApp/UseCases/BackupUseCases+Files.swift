import Foundation
import KadoBackup
import KadoCore
import KadoStore
import KadoSync

extension BackupUseCases {
    /// Everything to back up: every habit (archived ones too), record, skip, reminder and the
    /// settings.
    public func backupContents() throws(AppError) -> BackupContents {
        let settings = try settings()
        return try perform {
            BackupContents(
                habits: try store.habits(includingArchived: true), completions: try store.allCompletions(),
                skips: try store.allSkips(),
                settings: BackupSettings(
                    dayStart: settings.dayStart, weekStart: settings.weekStart.rawValue,
                    language: settings.languageSetting.code),
                reminders: try store.remindersByHabit().mapValues { $0.map(BackupReminder.init) })
        }
    }

    // MARK: - Export

    /// The backup of everything in `format` (JSON or CSV) in memory: ``exportBackup(format:appVersion:into:)``
    /// into a ``BackupDataSink``. For small databases and tests; front ends write into a file.
    /// - Throws: ``AppError``.
    public func exportBackup(format: BackupFormat, appVersion: String) throws(AppError) -> ExportedBackup {
        let sink = BackupDataSink()
        let summary: ExportSummary
        do {
            summary = try exportBackup(format: format, appVersion: appVersion, into: sink)
        } catch let error as AppError {
            throw error
        } catch {
            // Unreachable: a sink in memory does not fail.
            throw AppError.from(error)
        }
        return ExportedBackup(
            format: format, data: sink.data, habitCount: summary.habitCount, recordCount: summary.recordCount,
            notCarried: summary.notCarried, leftOut: summary.leftOut)
    }

    /// Writes the backup of everything in `format` (JSON or CSV) into `sink` as it is made, by the
    /// same encoders for every front end: the habits are read from one read transaction (a
    /// consistent copy, while other connections go on writing), and written one at a time with
    /// their records and skips, so that the export holds one habit's history and one chunk of the
    /// file, whatever the size of the database. Records and skips stored on days outside
    /// ``LogicalDay/supported`` (an older version accepted them) are left out, so that the file
    /// always imports back, and listed in ``ExportSummary/leftOut``.
    /// - Parameter appVersion: the version written in a JSON backup.
    /// - Throws: what `sink` throws, as it threw it; otherwise ``AppError``:
    ///   ``AppError/unexpected(_:)`` for ``BackupFormat/loop``, which Kadō only reads;
    ///   ``AppError/backupNotWritten(format:detail:)`` for a value no file can hold;
    ///   ``AppError/store(_:)``.
    /// - Complexity: O(n) in the size of the history; memory O(the largest habit's history).
    public func exportBackup(format: BackupFormat, appVersion: String, into sink: BackupSink) throws -> ExportSummary {
        guard format.isWritten else {
            throw AppError.unexpected("a \(format.rawValue) backup cannot be written: Kadō writes JSON or CSV")
        }
        let settings = try settings()
        let backupSettings = BackupSettings(
            dayStart: settings.dayStart, weekStart: settings.weekStart.rawValue,
            language: settings.languageSetting.code)
        let timeZone = self.timeZone
        let exportedAt = moment()
        let store = self.store
        do {
            return try store.readingEverything {
                let stored = try store.habits(includingArchived: true)
                let reminders = try store.remindersByHabit().mapValues { $0.map(BackupReminder.init) }
                let places = Dictionary(
                    stored.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
                var writer: ExportWriter =
                    format == .csv
                    ? .csv(KadoCSVBackup.Writer(timeZone: timeZone, sink: sink))
                    : .json(
                        try KadoJSONBackup.Writer(
                            exportedAt: exportedAt, appVersion: appVersion, settings: backupSettings,
                            timeZone: timeZone, sink: sink))
                var recordCount = 0
                var leftOut: [UnsupportedRecord] = []
                for habit in KadoJSONBackup.Writer.writtenOrder(stored) {
                    var completions = try store.completions(of: habit.id)
                    var skips = try store.skips(of: habit.id)
                    let unsupported = Self.unsupportedRecords(of: habit, completions: completions, skips: skips)
                    if !unsupported.isEmpty {
                        let ids = Set(unsupported.map(\.id))
                        completions.removeAll { ids.contains($0.id) }
                        skips.removeAll { ids.contains($0.id) }
                        leftOut += unsupported
                    }
                    recordCount += completions.count
                    try writer.append(
                        habit, completions: completions, skips: skips, reminders: reminders[habit.id] ?? [])
                }
                let (byteCount, notCarried) = try writer.finish()
                return ExportSummary(
                    format: format, byteCount: byteCount, habitCount: stored.count, recordCount: recordCount,
                    notCarried: notCarried,
                    leftOut: leftOut.sorted { lhs, rhs in
                        (places[lhs.habitID] ?? Int.max, lhs.day, lhs.kind.rawValue, lhs.id.uuidString)
                            < (places[rhs.habitID] ?? Int.max, rhs.day, rhs.kind.rawValue, rhs.id.uuidString)
                    })
            }
        } catch let error as BackupError {
            throw AppError.backupNotWritten(format: format, detail: .init(error))
        } catch let error as StoreError {
            throw AppError.store(error)
        }
    }

    /// The JSON or the CSV writer of an export.
    private enum ExportWriter {
        case json(KadoJSONBackup.Writer)
        case csv(KadoCSVBackup.Writer)

        mutating func append(_ habit: Habit, completions: [Completion], skips: [Skip], reminders: [BackupReminder])
            throws
        {
            switch self {
            case .json(var writer):
                try writer.append(habit, completions: completions, skips: skips, reminders: reminders)
                self = .json(writer)
            case .csv(var writer):
                try writer.append(habit, completions: completions, skipCount: skips.count, reminders: reminders)
                self = .csv(writer)
            }
        }

        /// Ends the file: its size, and what the CSV's columns left out (nothing for JSON).
        mutating func finish() throws -> (Int, [CSVOmission]) {
            switch self {
            case .json(var writer):
                try writer.finish()
                return (writer.byteCount, [])
            case .csv(var writer):
                let omissions = try writer.finish(settingsLeftOut: true)
                return (writer.byteCount, omissions)
            }
        }
    }

    /// The records and skips of `habit` on a day outside ``LogicalDay/supported``.
    static func unsupportedRecords(of habit: Habit, completions: [Completion], skips: [Skip]) -> [UnsupportedRecord] {
        var found: [UnsupportedRecord] = []
        for record in completions where !record.day.isSupported {
            found.append(
                UnsupportedRecord(
                    kind: .record, habitID: habit.id, habitName: habit.name, day: record.day, lastDay: nil,
                    id: record.id))
        }
        for skip in skips where !skip.days.first.isSupported || !skip.days.last.isSupported {
            found.append(
                UnsupportedRecord(
                    kind: .skip, habitID: habit.id, habitName: habit.name, day: skip.days.first,
                    lastDay: skip.days.last == skip.days.first ? nil : skip.days.last, id: skip.id))
        }
        return found
    }

    /// The records and skips stored on days outside ``LogicalDay/supported``, by habit and day.
    /// - Complexity: O(n) in the size of the history.
    public func unsupportedRecords() throws(AppError) -> [UnsupportedRecord] {
        unsupportedRecords(in: try backupContents())
    }

    /// Removes the records and skips stored on days outside ``LogicalDay/supported`` (written by
    /// an older version, which no backup can carry) in one transaction, and says which they
    /// were. Nothing else is touched; with none, nothing is written.
    public func removeUnsupportedRecords() throws(AppError) -> [UnsupportedRecord] {
        let contents = try backupContents()
        let found = unsupportedRecords(in: contents)
        guard !found.isEmpty else { return [] }
        let ids = Set(found.map(\.id))
        let records = contents.completions.filter { ids.contains($0.id) }
        let skips = contents.skips.filter { ids.contains($0.id) }
        try write { writer in
            for record in records { try writer.delete(record) }
            for skip in skips { try writer.delete(skip) }
            for habitID in Set(found.map(\.habitID)) { try writer.forgetCheckpoint(of: habitID) }
        }
        return found
    }

    /// The records and skips of `contents` on a day outside ``LogicalDay/supported``, in the
    /// order of the habits, then by day.
    private func unsupportedRecords(in contents: BackupContents) -> [UnsupportedRecord] {
        let names = Dictionary(contents.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let order = Dictionary(
            contents.habits.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var found: [UnsupportedRecord] = []
        for record in contents.completions where !record.day.isSupported {
            found.append(
                UnsupportedRecord(
                    kind: .record, habitID: record.habitID,
                    habitName: names[record.habitID] ?? record.habitID.uuidString,
                    day: record.day, lastDay: nil, id: record.id))
        }
        for skip in contents.skips where !skip.days.first.isSupported || !skip.days.last.isSupported {
            found.append(
                UnsupportedRecord(
                    kind: .skip, habitID: skip.habitID, habitName: names[skip.habitID] ?? skip.habitID.uuidString,
                    day: skip.days.first, lastDay: skip.days.last == skip.days.first ? nil : skip.days.last,
                    id: skip.id))
        }
        return found.sorted { lhs, rhs in
            (order[lhs.habitID] ?? Int.max, lhs.day, lhs.kind.rawValue, lhs.id.uuidString)
                < (order[rhs.habitID] ?? Int.max, rhs.day, rhs.kind.rawValue, rhs.id.uuidString)
        }
    }

    // MARK: - Reading a backup file

    /// Reads the backup file at `path`: its size first (a file over ``BackupLimits/fileBytes``
    /// is refused before a byte of it is read), then its format from its content, then its
    /// contents, in the time zone of this tracker.
    /// - Parameter dateOrder: the order of dates written with slashes in another app's file or a
    ///   spreadsheet, when the person says it; without it, the file's own dates decide, and a
    ///   file they cannot decide is refused naming the line.
    /// - Throws: ``BackupFileError``.
    public func readBackup(fileAt path: String, dateOrder: DateOrder? = nil) throws(BackupFileError) -> BackupFile {
        var isFolder: ObjCBool = false
        // A folder is read as Loop's unpacked CSV export when it holds its Habits.csv; any other
        // folder is refused below as unreadable, with the system's reason, as before.
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.fileExists(
                atPath: (path as NSString).appendingPathComponent(LoopCSVExportReader.habitsFile))
        {
            return try readExportFolder(at: path)
        }
        // A named pipe or a device is refused by what it is: reading a FIFO waits for a writer
        // for ever, and `/dev/null` would read as an empty file it is not.
        if let kind = FileKind.of(path: path), kind != .regularFile, kind != .folder {
            throw BackupFileError(.notAFile(kind))
        }
        // A probe: a size that cannot be read is checked as the file is read, which says why it cannot be.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue {
            if size > limits.fileBytes { throw BackupFileError(.tooLarge(bytes: size, limit: limits.fileBytes)) }
            try checkBeforeReading(fileAt: path, size: size)
        }
        if let file = try readStreaming(fileAt: path) { return file }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BackupFileError(.cannotRead(SystemFailure(error)))
        }
        return try decodeBackup(data, path: path, dateOrder: dateOrder)
    }

    /// What can be told of the file at `path` from its first bytes, before it is read whole: a zip
    /// archive larger than ``BackupLimits/archiveBytes`` is refused, so that it is never held in
    /// memory.
    private func checkBeforeReading(fileAt path: String, size: Int) throws(BackupFileError) {
        guard size > limits.archiveBytes, let head = Self.head(ofFileAt: path) else { return }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw BackupFileError(.tooLarge(bytes: size, limit: limits.archiveBytes))
        }
    }

    /// The first 64 bytes of the file at `path` (what format detection reads), or `nil` when it
    /// cannot be opened.
    private static func head(ofFileAt path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        // Read only: closing it can lose nothing, and a head that cannot be read is empty, which no format claims;
        // reading the whole file then says why.
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 64)) ?? Data()
    }

    /// Reads the file at `path` as it streams when it is a Kadō JSON or CSV backup (told from its
    /// first bytes as ``BackupFileFormat/detect(_:)`` tells them): a first pass checks it whole and
    /// keeps its habits and where each habit's records are, never its records nor a tree of it
    /// (``BackupIndex``). A JSON backup is counted first, refused as soon as it holds more habits
    /// or records than ``limits`` allow. `nil` for any other file (or one that cannot be opened),
    /// which is read whole.
    private func readStreaming(fileAt path: String) throws(BackupFileError) -> BackupFile? {
        guard let head = Self.head(ofFileAt: path) else { return nil }
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return nil }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let detected: BackupFileFormat
        if first == UInt8(ascii: "{") {
            detected = .json
        } else if bytes.starts(with: Array("format_version,".utf8)) {
            detected = .csv
        } else {
            return nil
        }
        do {
            // Checked whole, its records left in the file: the import reads them a habit at a
            // time (``importPlan(_:nameMatches:mode:)``). A CSV's rows may give their habits in
            // any order: its index keeps the stretches of each habit's rows.
            let index: (any BackupIndex)? =
                switch detected {
                case .json: try KadoJSONBackup.index(fileAt: path, timeZone: timeZone, limits: limits)
                default: try KadoCSVBackup.index(fileAt: path, timeZone: timeZone, limits: limits)
                }
            guard let index else { return nil }
            return BackupFile(streamed: index, path: path)
        } catch {
            throw BackupFileError(.undecodable(format: BackupFormat(detected), detail: .init(error)))
        }
    }

    /// Reads a backup file's bytes (an upload), as ``readBackup(fileAt:dateOrder:)`` reads a file.
    /// - Throws: ``BackupFileError``.
    public func readBackup(_ data: Data, dateOrder: DateOrder? = nil) throws(BackupFileError) -> BackupFile {
        if data.count > limits.fileBytes {
            throw BackupFileError(.tooLarge(bytes: data.count, limit: limits.fileBytes))
        }
        return try decodeBackup(data, path: nil, dateOrder: dateOrder)
    }

    /// Reads a folder that Loop's CSV export was unpacked to: its `Habits.csv` and the
    /// `Checkmarks.csv` files beside it and one folder down, all of them together at most
    /// ``BackupLimits/archiveBytes``, as in its zip archive.
    private func readExportFolder(at path: String) throws(BackupFileError) -> BackupFile {
        let folder = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var files: [String: Data] = [:]
        var total = 0
        do {
            var paths = [LoopCSVExportReader.habitsFile, "Checkmarks.csv"]
            for name in try manager.contentsOfDirectory(atPath: path).sorted() {
                var isFolder: ObjCBool = false
                let inner = folder.appendingPathComponent(name).appendingPathComponent("Checkmarks.csv")
                if manager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder),
                    isFolder.boolValue, manager.fileExists(atPath: inner.path)
                {
                    paths.append(name + "/Checkmarks.csv")
                }
            }
            for relative in paths {
                let url = folder.appendingPathComponent(relative)
                guard manager.fileExists(atPath: url.path) else { continue }
                let size = (try manager.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
                total += size
                if total > limits.archiveBytes {
                    throw BackupFileError(.tooLarge(bytes: total, limit: limits.archiveBytes))
                }
                files[relative] = try Data(contentsOf: url)
            }
        } catch let error as BackupFileError {
            throw error
        } catch {
            throw BackupFileError(.cannotRead(SystemFailure(error)))
        }
        do {
            let read = try LoopCSVExportReader.read(files: files, timeZone: timeZone, limits: limits)
            return BackupFile(contents: read.contents, format: .loopCSV, remarks: read.remarks)
        } catch {
            throw BackupFileError(.undecodable(format: .loopCSV, detail: .init(error)))
        }
    }

    /// Detects the format of `data` and decodes it; a Loop database is opened at `path` when
    /// given (else the reader copies the bytes to a temporary file).
    private func decodeBackup(_ data: Data, path: String?, dateOrder: DateOrder?) throws(BackupFileError)
        -> BackupFile
    {
        // An empty file (or one of blank lines only) is no broken backup: say what it is.
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw BackupFileError(.empty)
        }
        guard let detected = BackupFileFormat.detect(data) else { throw BackupFileError(.unknownFormat) }
        let format = BackupFormat(detected)
        do {
            let contents: BackupContents
            var remarks: [ImportRemark] = []
            let writtenAt: Date? = nil
            switch detected {
            case .json:
                // An upload: its bytes are kept, its records read from them a habit at a time.
                let index = try KadoJSONBackup.index(data, timeZone: timeZone, limits: limits)
                return BackupFile(streamed: index, path: nil)
            case .csv:
                let index = try KadoCSVBackup.index(data, timeZone: timeZone, limits: limits)
                return BackupFile(streamed: index, path: nil)
            case .loop:
                contents =
                    if let path {
                        try LoopDatabaseReader.read(path: path, timeZone: timeZone, limits: limits)
                    } else {
                        try LoopDatabaseReader.read(data: data, timeZone: timeZone, limits: limits)
                    }
            case .habitBull:
                let read = try HabitBullCSVReader.read(data, timeZone: timeZone, dateOrder: dateOrder, limits: limits)
                (contents, remarks) = (read.contents, read.remarks)
            case .loopCSV:
                let read = try LoopCSVExportReader.read(zip: data, timeZone: timeZone, limits: limits)
                (contents, remarks) = (read.contents, read.remarks)
            case .rewire:
                let read = try RewireDatabaseReader.read(data, timeZone: timeZone, limits: limits)
                (contents, remarks) = (read.contents, read.remarks)
            case .tickmate:
                let read = try TickmateDatabaseReader.read(data, timeZone: timeZone, limits: limits)
                (contents, remarks) = (read.contents, read.remarks)
            case .spreadsheet:
                let read = try SpreadsheetCSVReader.read(data, timeZone: timeZone, dateOrder: dateOrder, limits: limits)
                (contents, remarks) = (read.contents, read.remarks)
            }
            return BackupFile(contents: contents, format: format, remarks: remarks, writtenAt: writtenAt)
        } catch {
            // Every reader throws a BackupError: where it stopped and why, as values.
            throw BackupFileError(.undecodable(format: format, detail: .init(error)))
        }
    }

    // MARK: - Import

    /// Works out what importing `file` changes, reading only: the summary to show, and the plan
    /// that ``importBackup(_:)`` applies. Nothing is written (it works on a database opened
    /// read-only).
    ///
    /// An import never deletes: a habit, record or skip already here (by id) takes what the file
    /// carries and says differently, and keeps every field the file's format cannot carry
    /// (``BackupContents/coverage``) and its place in the order; new habits follow the habits
    /// here, in the file's order. Importing the same file twice changes nothing the second time.
    /// Text another app allowed (a line break in a name, a control character) is replaced by
    /// something visible, and said (``ImportSummary/replacedText``).
    /// What the database changed after the file was written (``BackupFile/writtenAt``) is kept
    /// by default (``ImportMode/merge``): an older file brings back what is missing and reverts
    /// no later work, here or, through sync, on any other device. ``ImportMode/replace`` gives
    /// every row the file holds its values instead; ``ImportSummary/laterChanges`` counts what
    /// that reverts.
    /// - Parameters:
    ///   - nameMatches: what becomes of the file's new habits named like a habit here
    ///     (ignoring case, accents, emoji and spaces, as ``HabitMatcher/folded(_:)``; see
    ///     ``ImportSummary/nameMatches``): kept beside it, or merged into it.
    ///   - mode: whether later changes here are kept (the default) or reverted.
    /// - Throws: ``AppError/invalid(_:)`` when a habit, record or skip breaks a rule (a day or an
    ///   instant outside ``LogicalDay/supported`` included), or when the database would then hold
    ///   more than ``BackupLimits/habits`` habits; ``AppError/store(_:)`` for a damaged database
    ///   (`PRAGMA quick_check`: an import writes much at once).
    public func importPlan(
        _ file: BackupFile, nameMatches: NameMatchChoice = .keepBoth, mode: ImportMode = .merge
    ) throws(AppError) -> PreparedImport {
        if let index = file.streamed {
            return try importPlan(file, streamed: index, nameMatches: nameMatches, mode: mode)
        }
        let (contents, replaced) = Self.replacingForbiddenText(in: file.contents)
        try validate(contents)
        try checkHabitLimit(adding: contents.habits)
        try checkDayTotals(of: contents)
        let store = self.store
        // An import writes much at once: a damaged file is reported before anything is read or written.
        try perform { try store.checkNotDamaged() }
        let currentSettings = try settings()
        let (plan, stamp) = try perform {
            try store.reading {
                (
                    try ImportPlan(
                        contents, format: file.format, into: store, currentSettings: currentSettings,
                        nameMatches: nameMatches, mode: mode, writtenAt: file.writtenAt),
                    try store.lastChangeStamp().description
                )
            }
        }
        var summary = plan.summary
        summary.replacedText = replaced
        summary.remarks = file.remarks
        summary.isDryRun = true
        return PreparedImport(
            file: file, contents: contents, nameMatches: nameMatches, mode: mode, summary: summary,
            plan: plan, replacedText: replaced, databasePath: store.path, changeStamp: stamp)
    }

    /// Whether the database of `store` is still the one `prepared` was planned against: the same
    /// file, and no change since (the stamp every change leaves).
    static func isCurrent(_ prepared: PreparedImport, in store: HabitStore) -> () throws -> Bool {
        {
            guard prepared.databasePath == store.path else { return false }
            return try store.lastChangeStamp().description == prepared.changeStamp
        }
    }

    /// The outcome of `prepared` when it changes nothing and the database has not changed since
    /// it was planned: nothing is written, not even the snapshot; `nil` otherwise.
    func unchangedOutcome(of prepared: PreparedImport, isCurrent: () throws -> Bool) throws(AppError)
        -> ImportOutcome?
    {
        guard !prepared.plan.summary.changesAnything, try perform(isCurrent) else { return nil }
        var summary = prepared.summary
        summary.isDryRun = false
        return ImportOutcome(summary: summary, wasPlannedAgain: false)
    }

    /// Applies a plan made by ``importPlan(_:nameMatches:)``, in one transaction. When the
    /// database has not changed since the plan was made, exactly that plan is written, and it is
    /// not worked out again; when it has (another window, a command, a sync, seen by the stamp
    /// every change leaves), the plan is worked out again inside the transaction against what is
    /// there now, and ``ImportOutcome/wasPlannedAgain`` says so. An import that changes nothing
    /// writes nothing at all (not even the snapshot).
    /// - Throws: as ``importPlan(_:nameMatches:)`` when the plan is worked out again;
    ///   ``AppError/store(_:)``.
    public func importBackup(_ prepared: PreparedImport) throws(AppError) -> ImportOutcome {
        if let index = prepared.file.streamed { return try importBackup(prepared, streamed: index) }
        let isCurrent = Self.isCurrent(prepared, in: store)
        if let outcome = try unchangedOutcome(of: prepared, isCurrent: isCurrent) { return outcome }
        let contents = prepared.contents
        let result = try write { writer throws -> (ImportSummary, Bool) in
            var plan = prepared.plan
            let planAgain = !(try isCurrent())
            if planAgain {
                try checkHabitLimit(adding: contents.habits)
                try checkDayTotals(of: contents)
                plan = try ImportPlan(
                    contents, format: prepared.file.format, into: store, currentSettings: try settings(),
                    nameMatches: prepared.nameMatches, mode: prepared.mode, writtenAt: prepared.file.writtenAt)
            }
            try plan.apply(with: writer)
            plan.summary.replacedText = prepared.replacedText
            plan.summary.remarks = prepared.file.remarks
            return (plan.summary, planAgain)
        }
        return ImportOutcome(summary: result.0, wasPlannedAgain: result.1)
    }

    /// Imports `contents` in one go: ``importPlan(_:nameMatches:mode:)``, then, unless `dryRun` or
    /// it changes nothing, ``importBackup(_:)`` (the plan is made once).
    /// - Parameter writtenAt: when the contents were written, if known (``BackupFile/writtenAt``).
    /// - Throws: as ``importPlan(_:nameMatches:mode:)`` and ``importBackup(_:)``.
    public func importBackup(
        _ contents: BackupContents, format: BackupFormat, dryRun: Bool, nameMatches: NameMatchChoice = .keepBoth,
        mode: ImportMode = .merge, writtenAt: Date? = nil
    ) throws(AppError) -> ImportSummary {
        let prepared = try importPlan(
            BackupFile(contents: contents, format: format, writtenAt: writtenAt), nameMatches: nameMatches, mode: mode)
        if dryRun { return prepared.summary }
        return try importBackup(prepared).summary
    }

    /// `contents` with the text a field may not hold replaced (``TextRules``), and what was. Only
    /// what is replaced is written: contents with nothing to replace share the original's arrays
    /// (a large file's records are not copied).
    static func replacingForbiddenText(in original: BackupContents) -> (
        BackupContents, [ImportSummary.LeftOut]
    ) {
        var contents = original
        var replaced: [ImportSummary.LeftOut] = []
        let names = Dictionary(contents.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        func habitName(_ id: UUID) -> String { names[id] ?? id.uuidString }
        for (index, habit) in original.habits.enumerated() {
            let fixed = habit.replacingForbiddenText()
            guard fixed != habit else { continue }
            replaced.append(
                .init(
                    .habit(name: habit.name),
                    .nameReplaced(name: fixed.name, unit: fixed.unit != habit.unit ? fixed.unit ?? "" : nil)))
            contents.habits[index] = fixed
        }
        for (index, completion) in original.completions.enumerated() {
            let fixed = completion.replacingForbiddenText()
            guard fixed != completion else { continue }
            replaced.append(.init(.note(habit: habitName(completion.habitID), day: completion.day), .controlsReplaced))
            contents.completions[index] = fixed
        }
        for (index, skip) in original.skips.enumerated() {
            let fixed = skip.replacingForbiddenText()
            guard fixed != skip else { continue }
            replaced.append(
                .init(.skipNote(habit: habitName(skip.habitID), firstDay: skip.days.first), .controlsReplaced))
            contents.skips[index] = fixed
        }
        return (contents, replaced)
    }

    /// Refuses contents with a habit, record or skip that breaks a rule.
    func validate(_ contents: BackupContents) throws(AppError) {
        for (index, habit) in contents.habits.enumerated() {
            if let error = habit.validationErrors.first {
                throw .invalid(error.within("habits[\(index)]"))
            }
        }
        for completion in contents.completions {
            if let error = completion.validationErrors.first {
                throw .invalid(error.within("completion \(completion.id.uuidString)"))
            }
        }
        for skip in contents.skips {
            if let error = skip.validationErrors.first {
                throw .invalid(error.within("skip \(skip.id.uuidString)"))
            }
        }
    }

    /// Refuses a backup whose records of a habit add up to more than its type allows on one day
    /// (more than 24 hours on a timer), counting the records already stored for that day that the
    /// backup does not replace.
    private func checkDayTotals(of contents: BackupContents) throws(AppError) {
        let incomingTypes = Dictionary(contents.habits.map { ($0.id, $0.type) }) { first, _ in first }
        var storedTypes: [UUID: HabitType]?
        // Whether each habit of the records is a timer, the one type with a day's limit: only
        // its records are added up (a large file of other habits costs no table of days).
        var isTimer: [UUID: Bool] = [:]
        var totals: [UUID: [LogicalDay: Double]] = [:]
        var incomingIDs: Set<UUID> = []
        for completion in contents.completions where completion.value > 0 {
            let habitID = completion.habitID
            if isTimer[habitID] == nil {
                var type = incomingTypes[habitID]
                if type == nil {
                    if storedTypes == nil {
                        storedTypes = Dictionary(
                            try habits.all(includingArchived: true).map { ($0.id, $0.type) }
                        ) { first, _ in first }
                    }
                    type = storedTypes?[habitID]
                }
                isTimer[habitID] = type?.kind == .timer
            }
            guard isTimer[habitID] == true else { continue }
            totals[habitID, default: [:]][completion.day, default: 0] += completion.value
            incomingIDs.insert(completion.id)
        }
        for (habitID, days) in totals {
            guard let type = incomingTypes[habitID] ?? storedTypes?[habitID], type.kind == .timer else { continue }
            var byDay = days
            for record in try perform({ try store.completions(of: habitID) })
            where record.value > 0 && !incomingIDs.contains(record.id) && byDay[record.day] != nil {
                byDay[record.day, default: 0] += record.value
            }
            for (day, total) in byDay.sorted(by: { $0.key < $1.key }) {
                if let error = type.dayTotalValidationError(
                    total, field: "the records of habit \(habitID.uuidString) on \(day)")
                {
                    throw .invalid(error)
                }
            }
        }
    }

    /// Refuses an import after which the database would hold more than ``BackupLimits/habits``
    /// habits (archived ones included), before anything is written.
    func checkHabitLimit(adding incoming: [Habit]) throws(AppError) {
        let existing = Set(try habits.all(includingArchived: true).map(\.id))
        let added = Set(incoming.map(\.id)).subtracting(existing).count
        guard existing.count + added > limits.habits else { return }
        throw .invalid(
            .init(
                field: "habits", value: String(existing.count + added),
                rule: .importAboveHabitLimit(maximum: limits.habits, existing: existing.count, added: added)))
    }
}
