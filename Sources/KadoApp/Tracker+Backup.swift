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

    /// Imports `contents` in one transaction: upserts by id (incoming values win), never deletes;
    /// importing the same contents twice changes nothing. With `dryRun`, computes the exact same
    /// summary and writes nothing.
    /// - Throws: ``AppError/invalid(_:)`` when a habit, record or skip breaks a rule (a day or an
    ///   instant outside ``LogicalDay/supported`` included), or when the database would then hold
    ///   more than ``BackupLimits/habits`` habits; nothing is written then.
    public func importBackup(_ contents: BackupContents, format: BackupFormat, dryRun: Bool) throws(AppError)
        -> ImportSummary
    {
        struct DryRun: Error { let summary: ImportSummary }
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
                throw .invalid(
                    .init(field: "habits[\(index)].\(error.field)", value: error.value, problem: error.problem))
            }
        }
        for completion in contents.completions {
            if let error = completion.validationErrors.first {
                throw .invalid(
                    .init(
                        field: "completion \(completion.id.uuidString).\(error.field)", value: error.value,
                        problem: error.problem))
            }
        }
        for skip in contents.skips {
            if let error = skip.validationErrors.first {
                throw .invalid(
                    .init(
                        field: "skip \(skip.id.uuidString).\(error.field)", value: error.value, problem: error.problem))
            }
        }
        try checkHabitLimit(adding: contents.habits)
        let current = try settings()
        // An import writes much at once: a damaged file is reported before anything is written.
        try perform { try store.checkNotDamaged() }
        do {
            return try store.write { writer -> ImportSummary in
                var summary = try apply(contents, format: format, currentSettings: current, with: writer)
                summary.replacedText = replaced
                summary.isDryRun = dryRun
                if dryRun { throw DryRun(summary: summary) }
                return summary
            }.published(by: self)
        } catch let rolledBack as DryRun {
            return rolledBack.summary
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as AppError {
            throw error
        } catch {
            throw .store(.cannotOpen(path: store.path, reason: "\(error)"))
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
                problem:
                    "must be at most \(BackupLimits.grouped(limits.habits)) in one database, archived ones included "
                    + "(there are \(existing.count), the file adds \(added))"))
    }

    private func apply(
        _ contents: BackupContents, format: BackupFormat, currentSettings: Settings, with writer: StoreWriter
    ) throws -> ImportSummary {
        var summary = ImportSummary(format: format.rawValue)
        let existing = try store.habitStates()
        var known = Set(existing.filter { !$0.value.isDeleted }.keys)
        var seenHabits = Set<UUID>()
        for habit in contents.habits {
            guard seenHabits.insert(habit.id).inserted else {
                summary.leftOut.append(
                    .init(item: "habit \"\(habit.name)\"", reason: "its id appears twice in the file"))
                continue
            }
            summary.habits.total += 1
            if let state = existing[habit.id], !state.isDeleted {
                if state.habit == habit {
                    summary.habits.unchanged += 1
                    continue
                }
                summary.habits.updated += 1
            } else {
                summary.habits.new += 1
            }
            try writer.save(habit)
            known.insert(habit.id)
        }

        var completionsByHabit: [UUID: [Completion]] = [:]
        for completion in contents.completions {
            completionsByHabit[completion.habitID, default: []].append(completion)
        }
        for (habitID, completions) in completionsByHabit {
            summary.completions.total += completions.count
            guard known.contains(habitID) else {
                summary.leftOut.append(
                    .init(
                        item: "\(completions.count) completion(s) of habit \(habitID.uuidString)",
                        reason: "the habit is neither in the file nor in the database"))
                continue
            }
            let states = try store.completionStates(of: habitID)
            var toSave: [Completion] = []
            var isNew: [UUID: Bool] = [:]
            var seen = Set<UUID>()
            for completion in completions {
                guard seen.insert(completion.id).inserted else {
                    summary.leftOut.append(
                        .init(
                            item: "completion \(completion.id.uuidString)", reason: "its id appears twice in the file"))
                    continue
                }
                if let state = states[completion.id], !state.isDeleted {
                    if state.completion == completion {
                        summary.completions.unchanged += 1
                        continue
                    }
                    summary.completions.updated += 1
                    isNew[completion.id] = false
                } else {
                    summary.completions.new += 1
                    isNew[completion.id] = true
                }
                toSave.append(completion)
            }
            for refused in try writer.save(contentsOf: toSave) {
                if isNew[refused.id] == true { summary.completions.new -= 1 } else { summary.completions.updated -= 1 }
                summary.leftOut.append(
                    .init(item: "completion \(refused.id.uuidString)", reason: "its id belongs to another habit"))
            }
            if !toSave.isEmpty { try writer.forgetCheckpoint(of: habitID) }
        }

        var skipsByHabit: [UUID: [Skip]] = [:]
        for skip in contents.skips { skipsByHabit[skip.habitID, default: []].append(skip) }
        for (habitID, skips) in skipsByHabit {
            summary.skips.total += skips.count
            guard known.contains(habitID) else {
                summary.leftOut.append(
                    .init(
                        item: "\(skips.count) skip(s) of habit \(habitID.uuidString)",
                        reason: "the habit is neither in the file nor in the database"))
                continue
            }
            let states = try store.skipStates(of: habitID)
            var toSave: [Skip] = []
            for skip in skips {
                if let state = states[skip.id], !state.isDeleted {
                    if state.skip == skip {
                        summary.skips.unchanged += 1
                        continue
                    }
                    summary.skips.updated += 1
                } else {
                    summary.skips.new += 1
                }
                toSave.append(skip)
            }
            for refused in try writer.save(contentsOf: toSave) {
                summary.skips.new -= 1
                summary.leftOut.append(
                    .init(item: "skip \(refused.id.uuidString)", reason: "its id belongs to another habit"))
            }
            if !toSave.isEmpty { try writer.forgetCheckpoint(of: habitID) }
        }

        if let settings = contents.settings {
            var wanted = currentSettings
            if let hour = settings.dayStart, (0...23).contains(hour) { wanted.dayStart = hour }
            if let raw = settings.weekStart, let weekday = Weekday(rawValue: raw) { wanted.weekStart = weekday }
            if let code = settings.language, let language = Language(rawValue: code) { wanted.language = language }
            if wanted != currentSettings {
                summary.settingsChanged = true
                try writer.setSetting(Settings.Key.dayStart, to: String(wanted.dayStart))
                try writer.setSetting(Settings.Key.weekStart, to: String(wanted.weekStart.rawValue))
                try writer.setSetting(Settings.Key.language, to: wanted.language.rawValue)
            }
        }
        return summary
    }
}

extension ImportSummary {
    /// The summary, after the import's change was published to the widget snapshot.
    fileprivate func published(by tracker: Tracker) -> ImportSummary {
        try? tracker.publishSnapshot()
        return self
    }
}
