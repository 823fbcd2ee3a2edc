import Foundation
import KadoBackup
import KadoCore
import KadoStore

extension Tracker {
    /// Everything to back up: every habit (archived ones too), record, skip and the settings.
    public func backupContents() throws(AppError) -> BackupContents {
        let settings = try settings()
        return try perform {
            BackupContents(
                habits: try store.habits(includingArchived: true), completions: try store.allCompletions(),
                skips: try store.allSkips(),
                settings: BackupSettings(
                    dayStart: settings.dayStart, weekStart: settings.weekStart.rawValue,
                    language: settings.language.rawValue))
        }
    }

    /// Imports `contents` in one transaction, never deleting: a habit, record or skip already
    /// here (by id) takes what the file carries and says differently, and keeps every field the
    /// file's format cannot carry (``BackupContents/coverage``) and its place in the order; new
    /// habits follow the habits here, in the file's order. Importing the same contents twice
    /// changes nothing. The summary says, before anything is written, exactly what changes; a dry
    /// run, and an import that changes nothing, write nothing at all (not even the snapshot).
    /// - Parameters:
    ///   - nameMatches: what becomes of the file's new habits named like a habit here (see
    ///     ``ImportSummary/nameMatches``): kept beside it, or merged into it.
    /// - Throws: ``AppError/invalid(_:)`` when a habit, record or skip breaks a rule (a day or an
    ///   instant outside ``LogicalDay/supported`` included), or when the database would then hold
    ///   more than ``BackupLimits/habits`` habits; nothing is written then.
    public func importBackup(
        _ contents: BackupContents, format: BackupFormat, dryRun: Bool, nameMatches: NameMatchChoice = .keepBoth
    ) throws(AppError) -> ImportSummary {
        // Text another app allowed (a line break in a name, a stray tab or escape character) is
        // not refused: it would block real imports. It is replaced by something visible, and said.
        var contents = contents
        var replaced: [ImportSummary.LeftOut] = []
        let names = Dictionary(contents.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        func habitName(_ id: UUID) -> String { TextRules.escaped(names[id] ?? id.uuidString) }
        contents.habits = contents.habits.map { habit in
            let fixed = habit.replacingForbiddenText()
            if fixed != habit {
                replaced.append(
                    .init(
                        item: "habit \"\(TextRules.escaped(habit.name))\"",
                        reason: "imported as \"\(fixed.name)\""
                            + (fixed.unit != habit.unit ? ", unit \"\(fixed.unit ?? "")\"" : "")
                            + ": line breaks, tabs and control characters replaced"))
            }
            return fixed
        }
        contents.completions = contents.completions.map { completion in
            let fixed = completion.replacingForbiddenText()
            if fixed != completion {
                replaced.append(
                    .init(
                        item: "note of \(habitName(completion.habitID)) on \(completion.day)",
                        reason: "control characters replaced"))
            }
            return fixed
        }
        contents.skips = contents.skips.map { skip in
            let fixed = skip.replacingForbiddenText()
            if fixed != skip {
                replaced.append(
                    .init(
                        item: "note of the skip of \(habitName(skip.habitID)) from \(skip.days.first)",
                        reason: "control characters replaced"))
            }
            return fixed
        }
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
        try checkHabitLimit(adding: contents.habits)
        try checkDayTotals(of: contents)
        let store = self.store
        func plan() throws -> ImportPlan {
            try ImportPlan(
                contents, format: format, into: store, currentSettings: try settings(), nameMatches: nameMatches)
        }
        // An import writes much at once: a damaged file is reported before anything is read or written.
        try perform { try store.checkNotDamaged() }
        do {
            var preview = try store.reading { try plan() }.summary
            preview.replacedText = replaced
            if dryRun || !preview.changesAnything {
                preview.isDryRun = dryRun
                return preview
            }
            let summary = try store.write { writer -> ImportSummary in
                // Worked out again inside the transaction, against what it sees.
                var plan = try plan()
                try plan.apply(with: writer)
                plan.summary.replacedText = replaced
                return plan.summary
            }
            try? publishSnapshot()
            return summary
        } catch {
            throw AppError.from(error)
        }
    }

    /// Refuses a backup whose records of a habit add up to more than its type allows on one day
    /// (more than 24 hours on a timer), counting the records already stored for that day that the
    /// backup does not replace.
    private func checkDayTotals(of contents: BackupContents) throws(AppError) {
        let incomingTypes = Dictionary(contents.habits.map { ($0.id, $0.type) }) { first, _ in first }
        var totals: [UUID: [LogicalDay: Double]] = [:]
        var incomingIDs: Set<UUID> = []
        for completion in contents.completions where completion.value > 0 {
            totals[completion.habitID, default: [:]][completion.day, default: 0] += completion.value
            incomingIDs.insert(completion.id)
        }
        var storedTypes: [UUID: HabitType]?
        for (habitID, days) in totals {
            var type = incomingTypes[habitID]
            if type == nil {
                if storedTypes == nil {
                    storedTypes = Dictionary(
                        try habits(includingArchived: true).map { ($0.id, $0.type) }
                    ) { first, _ in first }
                }
                type = storedTypes?[habitID]
            }
            guard let type, type.kind == .timer else { continue }
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
    private func checkHabitLimit(adding incoming: [Habit]) throws(AppError) {
        let existing = Set(try habits(includingArchived: true).map(\.id))
        let added = Set(incoming.map(\.id)).subtracting(existing).count
        guard existing.count + added > limits.habits else { return }
        throw .invalid(
            .init(
                field: "habits", value: String(existing.count + added),
                rule: .importAboveHabitLimit(maximum: limits.habits, existing: existing.count, added: added)))
    }

}
