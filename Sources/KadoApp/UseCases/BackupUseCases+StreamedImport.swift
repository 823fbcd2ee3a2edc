import Foundation
import KadoBackup
import KadoCore
import KadoStore
import KadoSync

/// The import of a Kadō JSON or CSV file read as it parses (``BackupFile/streamed``): the file was
/// checked whole by a first pass that kept its habits and where each habit's records are; the plan
/// and its applying then go a habit at a time, reading that habit's records from the file and
/// comparing them with that habit's rows here only. Memory follows the largest habit and the list
/// of habits, not the file (BENCHMARKS.md, "Imports a habit at a time").
///
/// The plan is the same as the one ``ImportPlan/init(_:format:into:currentSettings:nameMatches:mode:writtenAt:)``
/// makes of the whole contents, its summary too. Applying it works the plan out again inside the
/// write transaction, each habit's rows written as soon as they are planned, so that no list of
/// every row is held; the whole import is still one transaction (a failure half-way writes
/// nothing).
extension BackupUseCases {
    /// ``importPlan(_:nameMatches:mode:)`` of a file read as it parses.
    func importPlan(
        _ file: BackupFile, streamed index: any BackupIndex, nameMatches: NameMatchChoice, mode: ImportMode
    ) throws(AppError) -> PreparedImport {
        let (contents, replacedNames) = Self.replacingForbiddenText(in: file.contents)
        try validate(contents)
        try checkHabitLimit(adding: contents.habits)
        let store = self.store
        // An import writes much at once: a damaged file is reported before anything is read or written.
        try perform { try store.checkNotDamaged() }
        let currentSettings = try settings()
        let (planned, stamp) = try perform {
            try store.reading {
                do {
                    return (
                        try planStreamed(
                            index, habits: contents.habits, format: file.format, currentSettings: currentSettings,
                            nameMatches: nameMatches, mode: mode, writer: nil),
                        try store.lastChangeStamp().description
                    )
                } catch StreamedImportError.fileChanged {
                    throw Self.fileChanged
                }
            }
        }
        let replaced = replacedNames + planned.replacedText
        var summary = planned.plan.summary
        summary.replacedText = replaced
        summary.remarks = file.remarks
        summary.isDryRun = true
        return PreparedImport(
            file: file, contents: contents, nameMatches: nameMatches, mode: mode, summary: summary,
            plan: planned.plan, replacedText: replaced, databasePath: store.path, changeStamp: stamp)
    }

    /// ``importBackup(_:)`` of a file read as it parses: the plan worked out again in the write
    /// transaction, a habit at a time, each habit's rows written as they are planned. A file that
    /// changed since it was read (its size, time or hash: ``BackupIndex/identity``) is
    /// read and checked again, and the import planned again (``ImportOutcome/wasPlannedAgain``).
    func importBackup(
        _ prepared: PreparedImport, streamed index: any BackupIndex, rereading: Bool = true
    ) throws(AppError) -> ImportOutcome {
        let isCurrent = Self.isCurrent(prepared, in: store)
        if let outcome = try unchangedOutcome(of: prepared, isCurrent: isCurrent) { return outcome }
        var fileChanged = false
        do {
            let result = try write { writer throws -> (ImportSummary, Bool) in
                let planAgain = !(try isCurrent())
                if planAgain { try checkHabitLimit(adding: prepared.contents.habits) }
                let planned: (plan: ImportPlan, replacedText: [ImportSummary.LeftOut])
                do {
                    planned = try planStreamed(
                        index, habits: prepared.contents.habits, format: prepared.file.format,
                        currentSettings: try settings(), nameMatches: prepared.nameMatches, mode: prepared.mode,
                        writer: writer)
                } catch StreamedImportError.fileChanged {
                    fileChanged = true
                    throw StreamedImportError.fileChanged
                }
                var summary = planned.plan.summary
                summary.replacedText = prepared.replacedText
                summary.remarks = prepared.file.remarks
                return (summary, planAgain)
            }
            return ImportOutcome(summary: result.0, wasPlannedAgain: result.1)
        } catch {
            guard fileChanged else { throw error }
        }
        guard rereading, let path = prepared.file.path else { throw .backupFile(Self.fileChanged) }
        // The file changed since it was read: read it again (checked whole), plan and apply again.
        let file: BackupFile
        do {
            file = try readBackup(fileAt: path)
        } catch {
            throw .backupFile(error)
        }
        guard file.streamed != nil else {
            throw .backupFile(BackupFileError(.unknownFormat))
        }
        let again = try importPlan(file, nameMatches: prepared.nameMatches, mode: prepared.mode)
        guard let reread = again.file.streamed else {
            throw .unexpected("a Kadō \(prepared.file.format.rawValue) file read again is not read as it parses")
        }
        let outcome = try importBackup(again, streamed: reread, rereading: false)
        return ImportOutcome(summary: outcome.summary, wasPlannedAgain: true)
    }

    /// Imports `file` with nothing shown before it is written (`kado import` without a question
    /// to ask): ``importPlan(_:nameMatches:mode:)`` then ``importBackup(_:)``, except that a
    /// Kadō JSON or CSV file read as it parses (``BackupFile/streamed``) is planned once, inside the
    /// write transaction, a habit at a time, instead of once to show and again to write. An
    /// import that changes nothing writes nothing.
    /// - Throws: as ``importPlan(_:nameMatches:mode:)`` and ``importBackup(_:)``; a file that
    ///   changed since it was read is refused (``AppError/backupFile(_:)``), nothing written.
    public func importFile(
        _ file: BackupFile, nameMatches: NameMatchChoice = .keepBoth, mode: ImportMode = .merge
    ) throws(AppError) -> ImportSummary {
        guard let index = file.streamed else {
            return try importBackup(importPlan(file, nameMatches: nameMatches, mode: mode)).summary
        }
        let (contents, replacedNames) = Self.replacingForbiddenText(in: file.contents)
        try validate(contents)
        try checkHabitLimit(adding: contents.habits)
        let store = self.store
        try perform { try store.checkNotDamaged() }
        var fileChanged = false
        do {
            return try write { writer throws -> ImportSummary in
                do {
                    let planned = try planStreamed(
                        index, habits: contents.habits, format: file.format, currentSettings: try settings(),
                        nameMatches: nameMatches, mode: mode, writer: writer)
                    var summary = planned.plan.summary
                    summary.replacedText = replacedNames + planned.replacedText
                    summary.remarks = file.remarks
                    return summary
                } catch StreamedImportError.fileChanged {
                    fileChanged = true
                    throw StreamedImportError.fileChanged
                }
            }
        } catch {
            guard fileChanged else { throw error }
        }
        throw .backupFile(Self.fileChanged)
    }

    /// A file that changed while an import read it (written again meanwhile, twice).
    static var fileChanged: BackupFileError {
        BackupFileError(.changedWhileRead)
    }

    /// Plans the import of the file `index` describes into the store, a habit at a time: the
    /// habits (`habits`, their text replaced), then each habit's records and skips read from the
    /// file, their text replaced, checked, compared with that habit's rows here; with `writer`,
    /// each habit's rows are written as soon as they are planned (inside `writer`'s
    /// transaction). Runs inside a transaction.
    /// - Returns: the plan (its rows not kept), and the notes whose text was replaced.
    /// - Throws: ``StreamedImportError/fileChanged`` when the file is no longer the one read;
    ///   ``AppError`` for a record that breaks a rule or a day over its total; what the store
    ///   throws.
    func planStreamed(
        _ index: any BackupIndex, habits: [Habit], format: BackupFormat, currentSettings: Settings,
        nameMatches: NameMatchChoice, mode: ImportMode, writer: StoreWriter?
    ) throws -> (plan: ImportPlan, replacedText: [ImportSummary.LeftOut]) {
        // A preview compares the file's size and time; an import about to write, its bytes too.
        guard var reader = index.recordReader(checkingHash: writer != nil) else {
            throw StreamedImportError.fileChanged
        }
        var contents = index.habitContents
        contents.habits = habits
        var plan = try ImportPlan(
            habitsOf: contents, format: format, into: store, nameMatches: nameMatches, mode: mode,
            writtenAt: index.exportedAt)
        if let writer { try plan.applyHabits(with: writer) }
        // The notes whose text is replaced, with where each record is in the file: said in the
        // file's order, as the import of the whole contents says them, whatever the order in
        // which the habits are read.
        var notes: [(place: Int, note: ImportSummary.LeftOut)] = []
        var skipNotes: [ImportSummary.LeftOut] = []
        var ordinal = 0
        for position in index.readingOrder {
            let original = index.habits[position]
            let counts = index.counts(ofHabitAt: position)
            guard counts.completions + counts.skips > 0 else { continue }
            var read: BackupHabitRecords
            do {
                read = try reader.records(ofHabitAt: position)
            } catch {
                // The file was checked whole: it changed while it was read.
                throw StreamedImportError.fileChanged
            }
            for (offset, completion) in read.completions.enumerated() {
                let place = read.completionPlaces.isEmpty ? ordinal : read.completionPlaces[offset]
                ordinal += 1
                let fixed = completion.replacingForbiddenText()
                guard fixed != completion else { continue }
                notes.append((place, .init(.note(habit: original.name, day: completion.day), .controlsReplaced)))
                read.completions[offset] = fixed
            }
            for (offset, skip) in read.skips.enumerated() {
                let fixed = skip.replacingForbiddenText()
                guard fixed != skip else { continue }
                skipNotes.append(.init(.skipNote(habit: original.name, firstDay: skip.days.first), .controlsReplaced))
                read.skips[offset] = fixed
            }
            let (completions, skips) = (read.completions, read.skips)
            try validate(BackupContents(completions: completions, skips: skips))
            try checkDayTotals(of: completions, type: habits[position].type)
            if !completions.isEmpty,
                let (target, planned) = try plan.planRecords(
                    of: original.id, count: completions.count, record: { completions[$0] }, store: store),
                let writer, !planned.fromFile.isEmpty || !planned.changed.isEmpty
            {
                try plan.write(
                    planned.fromFile.map { completions[Int($0)] } + planned.changed, to: target, with: writer)
            }
            if !skips.isEmpty, let (target, list) = try plan.planSkips(of: original.id, skips, store: store),
                let writer, !list.isEmpty
            {
                try plan.write(list, to: target, with: writer)
            }
        }
        try plan.finish(settings: contents.settings, currentSettings: currentSettings, store: store)
        if let writer { try plan.applySettings(with: writer) }
        return (plan, notes.sorted { $0.place < $1.place }.map(\.note) + skipNotes)
    }

    /// Refuses the records of one of the file's habits, of type `type`, that add up to more than
    /// it allows on one day (more than 24 hours on a timer), counting the records already stored
    /// for that day that the file does not replace (``checkDayTotals(of:)``, a habit at a time).
    private func checkDayTotals(of completions: [Completion], type: HabitType) throws {
        guard type.kind == .timer, let habitID = completions.first?.habitID else { return }
        var byDay: [LogicalDay: Double] = [:]
        var incomingIDs = Set<UUID>()
        for completion in completions where completion.value > 0 {
            byDay[completion.day, default: 0] += completion.value
            incomingIDs.insert(completion.id)
        }
        guard !byDay.isEmpty else { return }
        for record in try store.completions(of: habitID)
        where record.value > 0 && !incomingIDs.contains(record.id) && byDay[record.day] != nil {
            byDay[record.day, default: 0] += record.value
        }
        for (day, total) in byDay.sorted(by: { $0.key < $1.key }) {
            if let error = type.dayTotalValidationError(
                total, field: "the records of habit \(habitID.uuidString) on \(day)")
            {
                throw AppError.invalid(error)
            }
        }
    }
}

/// Why an import read as it parses stops: the file is no longer the one read.
enum StreamedImportError: Error {
    case fileChanged
}
