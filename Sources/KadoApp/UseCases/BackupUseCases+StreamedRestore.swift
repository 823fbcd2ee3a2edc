import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// A restore that replaces the database (``ImportMode/replace``) with a file read as it parses
/// (``BackupFile/streamed``): what it removes and loses, and its applying, worked out a habit at
/// a time — that habit's records read from the file, compared with that habit's rows here — so
/// that neither the file's records nor the database's are ever held together.
///
/// A record here is kept when the file holds its id, whatever habit the file puts it under. The
/// file's records are read a habit at a time, so an id the file holds under another habit than
/// the one it has here (a record an import merged into a habit of the same name) is known from
/// the import's plan, which looks each new id up here (``ImportPlan/recordsOfOtherHabits``); only
/// those few are held until every habit is read.
extension BackupUseCases {
    /// What replacing the database with the file `index` describes removes and loses, read in one
    /// transaction, a habit at a time: the counts ``restorePlan(fileAt:mode:)`` shows, the same
    /// as those of the file's whole contents (``replaceLosses(current:file:summary:)``).
    /// - Parameter prepared: the import of the file, planned (`.replace`).
    func replaceCounts(of prepared: PreparedImport, streamed index: any BackupIndex) throws(AppError) -> ReplaceCounts {
        let store = self.store
        let fileHabits = prepared.contents.habits
        let fileReminders = prepared.contents.reminders
        let recordsElsewhere = prepared.plan.recordsOfOtherHabits
        let skipsElsewhere = prepared.plan.skipsOfOtherHabits
        var fileChanged = false
        do {
            return try perform {
                try store.reading {
                    let current = try store.habits(includingArchived: true)
                    let currentReminders = try store.remindersByHabit().mapValues { $0.map(BackupReminder.init) }
                    let byID = Dictionary(fileHabits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                    let currentByID = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                    var counts = ReplaceCounts()
                    counts.removedHabits = current.filter { byID[$0.id] == nil }.map(\.name)
                    counts.reorders = fileHabits.contains { habit in
                        currentByID[habit.id].map { $0.sortOrder != habit.sortOrder } ?? false
                    }
                    counts.lost.habits =
                        current.filter { here in
                            guard var there = byID[here.id] else { return true }
                            there.sortOrder = here.sortOrder
                            return there != here
                                || Set(fileReminders[here.id] ?? []) != Set(currentReminders[here.id] ?? [])
                        }.count
                    counts.lost.settings = prepared.summary.settingsChanges.count
                    counts.lost.deletedHabits = prepared.summary.laterChanges.deletedHabits
                    counts.lost.deletedRecords = prepared.summary.laterChanges.deletedRecords
                    counts.lost.deletedSkips = prepared.summary.laterChanges.deletedSkips

                    guard var reader = index.recordReader(checkingHash: false) else {
                        fileChanged = true
                        throw StreamedImportError.fileChanged
                    }
                    // The file's records held here by another habit, and the rows here whose id
                    // the file holds under another habit: compared once every habit is read.
                    var fileElsewhere: (records: [UUID: Completion], skips: [UUID: Skip]) = ([:], [:])
                    var hereElsewhere: (records: [Completion], skips: [Skip]) = ([], [])
                    let liveIDs = Set(currentByID.keys)
                    var fileIDs = Set<UUID>()
                    for (position, habit) in index.habits.enumerated() {
                        fileIDs.insert(habit.id)
                        let read: BackupHabitRecords
                        do {
                            read = try Self.replacingForbiddenText(in: reader.records(ofHabitAt: position))
                        } catch {
                            fileChanged = true
                            throw StreamedImportError.fileChanged
                        }
                        for record in read.completions where recordsElsewhere.contains(record.id) {
                            fileElsewhere.records[record.id] = record
                        }
                        for skip in read.skips where skipsElsewhere.contains(skip.id) {
                            fileElsewhere.skips[skip.id] = skip
                        }
                        guard liveIDs.contains(habit.id) else { continue }
                        let records = Dictionary(read.completions.map { ($0.id, $0) }) { first, _ in first }
                        for here in try store.completions(of: habit.id) {
                            if let there = records[here.id] {
                                counts.count(here, against: there)
                            } else if recordsElsewhere.contains(here.id) {
                                hereElsewhere.records.append(here)
                            } else {
                                counts.count(here, against: nil)
                                counts.removedRecords += 1
                            }
                        }
                        let skips = Dictionary(read.skips.map { ($0.id, $0) }) { first, _ in first }
                        for here in try store.skips(of: habit.id) {
                            if let there = skips[here.id] {
                                counts.count(here, against: there)
                            } else if skipsElsewhere.contains(here.id) {
                                hereElsewhere.skips.append(here)
                            } else {
                                counts.count(here, against: nil)
                                counts.removedSkips += 1
                            }
                        }
                    }
                    // The habits here the file does not hold: removed with their rows.
                    for habit in current where !fileIDs.contains(habit.id) {
                        for here in try store.completions(of: habit.id) {
                            if recordsElsewhere.contains(here.id) {
                                hereElsewhere.records.append(here)
                            } else {
                                counts.count(here, against: nil)
                            }
                        }
                        for here in try store.skips(of: habit.id) {
                            if skipsElsewhere.contains(here.id) {
                                hereElsewhere.skips.append(here)
                            } else {
                                counts.count(here, against: nil)
                            }
                        }
                    }
                    for here in hereElsewhere.records { counts.count(here, against: fileElsewhere.records[here.id]) }
                    for here in hereElsewhere.skips { counts.count(here, against: fileElsewhere.skips[here.id]) }
                    return counts
                }
            }
        } catch {
            guard fileChanged else { throw error }
        }
        throw .backupFile(Self.fileChanged)
    }

    /// Replaces the database with the file `index` describes, in one transaction, a habit at a
    /// time: the habits here the file does not hold are deleted, the file is imported
    /// (``ImportMode/replace``, each habit's rows written as they are planned), then each of the
    /// file's habits loses the records and skips here that the file does not hold, and takes the
    /// file's reminders and fields, its place included. The database then holds what
    /// ``restore(_:)`` of the file's whole contents leaves.
    /// - Throws: ``AppError/backupFile(_:)`` when the file changed since it was read (nothing is
    ///   written: the plan shown no longer says what the restore does); ``AppError``.
    func replace(with prepared: PreparedImport, streamed index: any BackupIndex) throws(AppError) {
        let store = self.store
        let contents = prepared.contents
        var fileChanged = false
        do {
            try write { writer in
                let fileIDs = Set(contents.habits.map(\.id))
                for habit in try writer.habits(includingArchived: true) where !fileIDs.contains(habit.id) {
                    try writer.deleteHabit(habit.id)
                }
                // The file's habits here before the import (one in the trash comes back with the
                // rows it kept).
                let live = Set(try writer.habits(includingArchived: true).map(\.id))
                let importing: ImportPlan
                do {
                    (importing, _) = try planStreamed(
                        index, habits: contents.habits, format: prepared.file.format, currentSettings: try settings(),
                        nameMatches: .keepBoth, mode: .replace, writer: writer)
                } catch StreamedImportError.fileChanged {
                    fileChanged = true
                    throw StreamedImportError.fileChanged
                }
                guard var reader = index.recordReader(checkingHash: false) else {
                    fileChanged = true
                    throw StreamedImportError.fileChanged
                }
                for (position, habit) in index.habits.enumerated() where live.contains(habit.id) {
                    let read: BackupHabitRecords
                    do {
                        read = try reader.records(ofHabitAt: position)
                    } catch {
                        fileChanged = true
                        throw StreamedImportError.fileChanged
                    }
                    let recordIDs = Set(read.completions.map(\.id))
                    let skipIDs = Set(read.skips.map(\.id))
                    var emptied = false
                    for record in try writer.completions(of: habit.id)
                    where !recordIDs.contains(record.id) && !importing.recordsOfOtherHabits.contains(record.id) {
                        try writer.delete(record)
                        emptied = true
                    }
                    for skip in try writer.skips(of: habit.id)
                    where !skipIDs.contains(skip.id) && !importing.skipsOfOtherHabits.contains(skip.id) {
                        try writer.delete(skip)
                        emptied = true
                    }
                    if emptied { try writer.forgetCheckpoint(of: habit.id) }
                }
                for habit in contents.habits where (contents.reminders[habit.id] ?? []).isEmpty {
                    _ = try writer.setReminders([], of: habit.id)
                }
                // The file's habits as the file says them, their places included (an update that
                // changes no field writes nothing).
                for habit in contents.habits { try writer.update(habit) }
            }
        } catch {
            guard fileChanged else { throw error }
            throw .backupFile(Self.fileChanged)
        }
    }

    /// `read` with the text a note may not hold replaced, as an import replaces it.
    private static func replacingForbiddenText(in read: BackupHabitRecords) -> BackupHabitRecords {
        var fixed = read
        fixed.completions = read.completions.map { $0.replacingForbiddenText() }
        fixed.skips = read.skips.map { $0.replacingForbiddenText() }
        return fixed
    }
}
