import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// An import worked out against the database, before anything is written: the summary, and
/// exactly the rows to save. Made from reads only, so a dry run and an import that changes
/// nothing never write; an import makes it again inside its write transaction and applies it.
///
/// The rules:
/// - A habit already here: each field the file carries and says differently replaces the one
///   here; every other field stays (``BackupCoverage``), and so does its place in the order.
/// - A new habit follows every habit here, the new ones in the file's order.
/// - A new habit named like one here is added beside it, or, when chosen, merged into it: its
///   records and skips go to the habit here. On a day both have records, the values here are
///   kept, and the file's notes of that day are kept too, as note-only records: nothing is lost.
///   A record merged so by an earlier import stays as it is.
/// - Records and skips are matched by id within their habit; one whose id belongs to another
///   habit is left out, as is one of a habit that is neither in the file nor here.
/// - A row here changed or deleted at or after the file's time (every row here, when the file
///   says no time) is *later* (``ImportSummary/LaterChanges``): a merge leaves it as it is, a
///   replace gives it the file's version (``ImportMode``).
struct ImportPlan: Sendable {
    var summary: ImportSummary
    /// Habits to save, new or changed.
    var habits: [Habit] = []
    /// Records to save, by the habit they belong to once imported.
    var completions: [UUID: PlannedRecords] = [:]
    /// The file's records: the contents' own array, shared, not copied (what
    /// ``PlannedRecords/fromFile`` points into).
    private var fileCompletions: [Completion] = []

    /// A habit's records to save: those of the file saved as they are, by their position in
    /// its records (a few bytes each, where a copy would take a record's size), and the others.
    struct PlannedRecords: Sendable {
        var fromFile: [Int32] = []
        var changed: [Completion] = []
    }
    /// Skips to save, by habit.
    var skips: [UUID: [Skip]] = [:]
    /// The settings to write, when they change.
    var settings: Settings?
    /// The reminders of each habit whose reminders the file changes or brings: those of its
    /// `reminders` list (our JSON), or else the one time of Kadō's fields (`remindersEnabled`,
    /// `reminderHour`, `reminderMinute`), which becomes its only reminder when the file changes
    /// it, as an edit of that field does (``HabitUseCases/editHabit(_:in:_:)``).
    var reminders: [UUID: [Reminder]] = [:]

    // MARK: - Planning

    /// Which rows here changed after the file: those stamped at or after the instant it was
    /// written, to the millisecond; every row when the file says no time.
    struct FileTime: Sendable {
        /// The file's time in milliseconds since 1970; `nil` when it says none.
        let milliseconds: Int64?

        init(_ writtenAt: Date?) {
            milliseconds = writtenAt.map { Int64(($0.timeIntervalSince1970 * 1000).rounded(.down)) }
        }

        /// Whether a row whose last change is `stamp` changed after the file (a row without a
        /// stamp was never here).
        func precedes(_ stamp: HybridLogicalClock?) -> Bool {
            guard let stamp else { return false }
            guard let milliseconds else { return true }
            return stamp.milliseconds >= milliseconds
        }
    }

    /// Where planning stands between the habits and their records (set by
    /// ``init(habitsOf:format:into:nameMatches:mode:writtenAt:)``).
    private var time = FileTime(nil)
    private var keepsLater = true
    private var later = ImportSummary.LaterChanges()
    /// The file's habits deleted here after it, which a merge leaves deleted with their rows.
    private var keptDeleted = Set<UUID>()
    /// The habits records may go to: those here and the file's own.
    private var known = Set<UUID>()
    private var updates: [UUID: ImportSummary.HabitUpdate] = [:]
    private var updateOrder: [UUID] = []
    /// The habit here each merged habit of the file goes into.
    private var mergeTarget: [UUID: UUID] = [:]
    /// How many of the file's habits merged into each habit here are not planned yet.
    private var mergesLeft: [UUID: Int] = [:]
    private var matchIndex: [UUID: Int] = [:]
    private var fileCoverage: [UUID: BackupCoverage] = [:]
    /// The days on which each habit merged into has records here, taken before anything of the
    /// import reaches it: an import that writes a habit's rows as it plans the next one compares
    /// every merged habit with the habit as it was.
    private var daysBeforeImport: [UUID: Set<LogicalDay>] = [:]
    /// What is left out of the skips, said after what is left out of the records.
    private var skipsLeftOut: [ImportSummary.LeftOut] = []
    /// The ids of the file's records and skips that belong here to another habit than theirs in
    /// the file (left out, ``ImportSummary/LeftOut/Reason/idOfAnotherHabit``): rows the file
    /// holds under another habit, which a restore that replaces the database keeps.
    private(set) var recordsOfOtherHabits = Set<UUID>()
    private(set) var skipsOfOtherHabits = Set<UUID>()

    /// The plan for importing `contents`, written at `writtenAt` (when it says), into `store`.
    init(
        _ contents: BackupContents, format: BackupFormat, into store: HabitStore, currentSettings: Settings,
        nameMatches choice: NameMatchChoice, mode: ImportMode, writtenAt: Date?
    ) throws {
        try self.init(
            habitsOf: contents, format: format, into: store, nameMatches: choice, mode: mode, writtenAt: writtenAt)
        // Records, habit by habit: each habit's by their positions in the file's (no copy of them).
        fileCompletions = contents.completions
        var completionsByHabit: [UUID: [Int32]] = [:]
        var habitOrder: [UUID] = []
        for (position, completion) in contents.completions.enumerated() {
            if completionsByHabit[completion.habitID] == nil { habitOrder.append(completion.habitID) }
            completionsByHabit[completion.habitID, default: []].append(Int32(position))
        }
        for habitID in habitOrder {
            let incoming = completionsByHabit[habitID] ?? []
            let all = contents.completions
            guard
                let (target, planned) = try planRecords(
                    of: habitID, count: incoming.count, record: { all[Int(incoming[$0])] }, store: store),
                !planned.fromFile.isEmpty || !planned.changed.isEmpty
            else { continue }
            completions[target, default: PlannedRecords()].fromFile += planned.fromFile.map { incoming[Int($0)] }
            completions[target, default: PlannedRecords()].changed += planned.changed
        }
        // Skips, habit by habit.
        var skipsByHabit: [UUID: [Skip]] = [:]
        var skipOrder: [UUID] = []
        for skip in contents.skips {
            if skipsByHabit[skip.habitID] == nil { skipOrder.append(skip.habitID) }
            skipsByHabit[skip.habitID, default: []].append(skip)
        }
        for habitID in skipOrder {
            guard let (target, list) = try planSkips(of: habitID, skipsByHabit[habitID] ?? [], store: store),
                !list.isEmpty
            else { continue }
            skips[target, default: []] += list
        }
        try finish(settings: contents.settings, currentSettings: currentSettings, store: store)
    }

    /// The plan of the habits of `contents` alone (their records and skips are not looked at):
    /// which are new, changed, merged or kept, their reminders. Then each habit's records and
    /// skips are planned (``planRecords(of:count:record:store:)``, ``planSkips(of:_:store:)``),
    /// and the plan finished (``finish(settings:currentSettings:store:)``).
    init(
        habitsOf contents: BackupContents, format: BackupFormat, into store: HabitStore,
        nameMatches choice: NameMatchChoice, mode: ImportMode, writtenAt: Date?
    ) throws {
        summary = ImportSummary(format: format.rawValue)
        summary.mode = mode
        summary.fileWrittenAt = writtenAt
        time = FileTime(writtenAt)
        keepsLater = mode == .merge
        fileCoverage = contents.coverage
        let states = try store.habitStates()
        let habitStamps = try store.changeStamps(in: .habits)
        let live = states.values.filter { !$0.isDeleted }.map(\.habit)
        let byName = Self.firstByName(live)
        known = Set(live.map(\.id))
        var newHabits: [(habit: Habit, position: Int)] = []
        var seenHabits = Set<UUID>()

        for (position, incoming) in contents.habits.enumerated() {
            guard seenHabits.insert(incoming.id).inserted else {
                summary.leftOut.append(
                    .init(.habit(name: incoming.name), .idTwiceInFile))
                continue
            }
            summary.habits.total += 1
            if let state = states[incoming.id], state.isDeleted, time.precedes(habitStamps[incoming.id]) {
                later.deletedHabits += 1
                if keepsLater {
                    keptDeleted.insert(incoming.id)
                    summary.habits.unchanged += 1
                    continue
                }
            }
            if let state = states[incoming.id], !state.isDeleted {
                let fromFile = coverage(of: incoming.id).merged(incoming, over: state.habit)
                let habitIsLater = fromFile != state.habit && time.precedes(habitStamps[incoming.id])
                let merged = habitIsLater && keepsLater ? state.habit : fromFile
                var update = ImportSummary.HabitUpdate(id: incoming.id, name: state.habit.name)
                update.changes = Self.changes(from: state.habit, to: merged)
                let current = try store.reminders(of: merged.id)
                var planned: [Reminder]?
                if let list = contents.reminders[incoming.id], coverage(of: incoming.id).carries(.reminders) {
                    let restored = Reminder.rows(
                        of: merged.id, restoring: list, replacing: current, makeID: store.makeID)
                    planned = Set(restored) == Set(current) ? nil : restored
                    update.changes.removeAll { $0.field == BackupCoverage.HabitField.reminders.rawValue }
                    if let planned {
                        update.changes.append(
                            .init(
                                field: BackupCoverage.HabitField.reminders.rawValue,
                                from: Self.reminderText(current), to: Self.reminderText(planned)))
                    }
                } else {
                    let times = ReminderUseCases.legacyTimes(of: merged)
                    planned =
                        times == ReminderUseCases.legacyTimes(of: state.habit)
                        ? nil
                        : Reminder.rows(
                            of: merged.id, at: times, replacing: current, onlyIfNotDone: nil, snoozeMinutes: nil,
                            makeID: store.makeID)
                }
                var remindersAreLater = false
                if planned != nil {
                    let newest = try store.changeStamps(in: .reminders, ofHabit: merged.id).values.max()
                    remindersAreLater = time.precedes(newest) || habitIsLater
                }
                if habitIsLater || remindersAreLater { later.habits += 1 }
                if remindersAreLater, keepsLater {
                    planned = nil
                    update.changes.removeAll { $0.field == BackupCoverage.HabitField.reminders.rawValue }
                }
                updates[incoming.id] = update
                updateOrder.append(incoming.id)
                if let planned { reminders[merged.id] = planned }
                if merged == state.habit && planned == nil {
                    summary.habits.unchanged += 1
                } else {
                    summary.habits.updated += 1
                    if merged != state.habit { habits.append(merged) }
                }
                continue
            }
            if let here = byName[Self.nameKey(incoming.name)], here.id != incoming.id {
                let isMerged = choice.merges(incoming.id)
                matchIndex[incoming.id] = summary.nameMatches.count
                summary.nameMatches.append(
                    .init(
                        incomingID: incoming.id, incomingName: incoming.name, existingID: here.id,
                        existingName: here.name, isMerged: isMerged))
                if isMerged {
                    mergeTarget[incoming.id] = here.id
                    known.insert(incoming.id)
                    continue
                }
            }
            summary.habits.new += 1
            newHabits.append((incoming, position))
            known.insert(incoming.id)
        }
        let placed = Self.placed(newHabits, after: live)
        habits += placed
        for habit in placed {
            let rows =
                contents.reminders[habit.id].map { list in
                    Reminder.rows(of: habit.id, restoring: list, replacing: [], makeID: store.makeID)
                }
                ?? Reminder.rows(
                    of: habit.id, at: ReminderUseCases.legacyTimes(of: habit), replacing: [], onlyIfNotDone: nil,
                    snoozeMinutes: nil, makeID: store.makeID)
            if !rows.isEmpty { reminders[habit.id] = rows }
        }
        summary.newHabits = placed.map { .init(id: $0.id, name: $0.name) }
        for target in mergeTarget.values { mergesLeft[target, default: 0] += 1 }
    }

    /// What the file carries of its habit `habitID`.
    private func coverage(of habitID: UUID) -> BackupCoverage {
        fileCoverage[habitID] ?? .everything
    }

    /// Plans the records of the file's habit `habitID` (`count` of them, `record(i)` the `i`th),
    /// counting them in the summary: the habit they go to, and those to save (``PlannedRecords/fromFile``
    /// holds positions in `0..<count`); `nil` when none goes anywhere. Reads the rows here of
    /// that one habit.
    mutating func planRecords(
        of habitID: UUID, count: Int, record recordAt: (Int) -> Completion, store: HabitStore
    ) throws -> (target: UUID, records: PlannedRecords)? {
        summary.completions.total += count
        if keptDeleted.contains(habitID) {
            summary.completions.unchanged += count
            return nil
        }
        guard known.contains(habitID) else {
            summary.leftOut.append(
                .init(.records(count: count, habitID: habitID), .unknownHabit))
            return nil
        }
        let target = mergeTarget[habitID] ?? habitID
        let coverage = coverage(of: habitID)
        let stored = try store.completionStates(of: target)
        let stamps = try store.changeStamps(in: .completions, ofHabit: target)
        if mergesLeft[target] != nil, daysBeforeImport[target] == nil {
            daysBeforeImport[target] = Set(stored.values.filter { !$0.isDeleted }.map(\.completion.day))
        }
        // When merging: the days on which the habit here already has records.
        let daysHere: Set<LogicalDay> = mergeTarget[habitID] == nil ? [] : daysBeforeImport[target] ?? []
        if mergeTarget[habitID] != nil {
            mergesLeft[target, default: 1] -= 1
            if mergesLeft[target] == 0 {
                mergesLeft[target] = nil
                daysBeforeImport[target] = nil
            }
        }
        var counts = ImportSummary.Counts()
        var daysInBoth = Set<LogicalDay>()
        var notesKept = 0
        var seen = Set<UUID>()
        var toSave = PlannedRecords()
        for index in 0..<count {
            let position = Int32(index)
            let original = recordAt(index)
            guard seen.insert(original.id).inserted else {
                summary.leftOut.append(
                    .init(.record(original.id), .idTwiceInFile))
                continue
            }
            var record = Completion(
                id: original.id, habitID: target, day: original.day, recordedAt: original.recordedAt,
                value: original.value, note: original.note)
            if let state = stored[record.id], !state.isDeleted {
                // Merged into the habit here by an earlier import: it stays as that left it.
                if mergeTarget[habitID] != nil {
                    counts.unchanged += 1
                    continue
                }
                let merged = coverage.merged(record, over: state.completion)
                if merged == state.completion {
                    counts.unchanged += 1
                    continue
                }
                if time.precedes(stamps[record.id]) {
                    let here = state.completion
                    if here.value != merged.value || here.day != merged.day { later.checkIns += 1 }
                    if (here.note ?? "") != (merged.note ?? "") { later.notes += 1 }
                    if keepsLater {
                        counts.unchanged += 1
                        continue
                    }
                }
                counts.updated += 1
                toSave.changed.append(merged)
                continue
            }
            if let state = stored[record.id], state.isDeleted, time.precedes(stamps[record.id]) {
                later.deletedRecords += 1
                if keepsLater {
                    counts.unchanged += 1
                    continue
                }
            }
            if stored[record.id] == nil, let owner = try store.owner(ofCompletion: record.id), owner != target {
                recordsOfOtherHabits.insert(record.id)
                summary.leftOut.append(
                    .init(.record(record.id), .idOfAnotherHabit))
                continue
            }
            if daysHere.contains(record.day) {
                daysInBoth.insert(record.day)
                guard let note = record.note, !note.isEmpty else {
                    // The habit here has this day already: its value stays.
                    counts.unchanged += 1
                    continue
                }
                record.value = 0
                record.note = note
                notesKept += 1
            }
            counts.new += 1
            if record == original {
                toSave.fromFile.append(position)
            } else {
                toSave.changed.append(record)
            }
        }
        summary.completions.new += counts.new
        summary.completions.updated += counts.updated
        summary.completions.unchanged += counts.unchanged
        if let index = matchIndex[habitID], mergeTarget[habitID] != nil {
            summary.nameMatches[index].recordsMoved += counts.new
            summary.nameMatches[index].daysInBoth += daysInBoth.count
            summary.nameMatches[index].notesKept += notesKept
        } else if updates[habitID] != nil {
            updates[habitID]?.records.total += count
            updates[habitID]?.records.new += counts.new
            updates[habitID]?.records.updated += counts.updated
            updates[habitID]?.records.unchanged += counts.unchanged
        }
        return (target, toSave)
    }

    /// Plans the skips `incoming` of the file's habit `habitID`, counting them in the summary:
    /// the habit they go to and those to save; `nil` when none goes anywhere. Reads the rows here
    /// of that one habit.
    mutating func planSkips(of habitID: UUID, _ incoming: [Skip], store: HabitStore) throws -> (
        target: UUID, skips: [Skip]
    )? {
        summary.skips.total += incoming.count
        if keptDeleted.contains(habitID) {
            summary.skips.unchanged += incoming.count
            return nil
        }
        guard known.contains(habitID) else {
            skipsLeftOut.append(
                .init(.skips(count: incoming.count, habitID: habitID), .unknownHabit))
            return nil
        }
        let target = mergeTarget[habitID] ?? habitID
        let coverage = coverage(of: habitID)
        let stored = try store.skipStates(of: target)
        let stamps = try store.changeStamps(in: .skips, ofHabit: target)
        var counts = ImportSummary.Counts()
        var seen = Set<UUID>()
        var toSave: [Skip] = []
        for original in incoming {
            guard seen.insert(original.id).inserted else {
                skipsLeftOut.append(
                    .init(.skip(original.id), .idTwiceInFile))
                continue
            }
            let skip = Skip(id: original.id, habitID: target, days: original.days, note: original.note)
            if let state = stored[skip.id], !state.isDeleted {
                let merged = coverage.merged(skip, over: state.skip)
                if merged == state.skip {
                    counts.unchanged += 1
                    continue
                }
                if time.precedes(stamps[skip.id]) {
                    later.skips += 1
                    if keepsLater {
                        counts.unchanged += 1
                        continue
                    }
                }
                counts.updated += 1
                toSave.append(merged)
                continue
            }
            if let state = stored[skip.id], state.isDeleted, time.precedes(stamps[skip.id]) {
                later.deletedSkips += 1
                if keepsLater {
                    counts.unchanged += 1
                    continue
                }
            }
            if stored[skip.id] == nil, let owner = try store.owner(ofSkip: skip.id), owner != target {
                skipsOfOtherHabits.insert(skip.id)
                skipsLeftOut.append(
                    .init(.skip(skip.id), .idOfAnotherHabit))
                continue
            }
            counts.new += 1
            toSave.append(skip)
        }
        summary.skips.new += counts.new
        summary.skips.updated += counts.updated
        summary.skips.unchanged += counts.unchanged
        if updates[habitID] != nil, mergeTarget[habitID] == nil {
            updates[habitID]?.skips.total += incoming.count
            updates[habitID]?.skips.new += counts.new
            updates[habitID]?.skips.updated += counts.updated
            updates[habitID]?.skips.unchanged += counts.unchanged
        }
        return (target, toSave)
    }

    /// Ends the plan once every habit's records and skips are planned: the habits updated, the
    /// settings the file changes, what changed here after the file.
    mutating func finish(
        settings incoming: BackupSettings?, currentSettings: Settings, store: HabitStore
    ) throws {
        summary.leftOut += skipsLeftOut
        skipsLeftOut = []
        var later = self.later
        summary.updatedHabits = updateOrder.compactMap { updates[$0] }.filter {
            !$0.changes.isEmpty || $0.records.new + $0.records.updated + $0.skips.new + $0.skips.updated > 0
        }

        if let incoming {
            var wanted = currentSettings
            let settingStamps = try store.settingStamps()
            // Whether the file may set `key` to a value that differs from the one here.
            func takes(_ key: String, differing: Bool) -> Bool {
                guard differing else { return false }
                guard time.precedes(settingStamps[key]) else { return true }
                later.settings += 1
                return !keepsLater
            }
            if let hour = incoming.dayStart, (0...23).contains(hour),
                takes(Settings.Key.dayStart, differing: hour != wanted.dayStart)
            {
                wanted.dayStart = hour
            }
            if let raw = incoming.weekStart, let weekday = Weekday(rawValue: raw),
                takes(Settings.Key.weekStart, differing: weekday != wanted.weekStart)
            {
                wanted.weekStart = weekday
            }
            // `auto` comes back as `auto`; a code this version does not know changes nothing.
            if let code = incoming.language, let setting = LanguageSetting(code: code),
                takes(Settings.Key.language, differing: setting != wanted.languageSetting)
            {
                wanted.languageSetting = setting
                wanted.language = setting.resolved(automatic: wanted.language)
            }
            if wanted != currentSettings {
                summary.settingsChanged = true
                settings = wanted
                summary.settingsChanges = Self.changes(from: currentSettings, to: wanted)
            }
        }
        summary.laterChanges = later
        self.later = later
    }

    // MARK: - Applying

    /// Writes the plan with `writer`, inside the transaction the plan was made in.
    mutating func apply(with writer: StoreWriter) throws {
        try applyHabits(with: writer)
        for (habitID, planned) in completions.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            // One habit's records at a time are gathered from the file's.
            let records = planned.fromFile.map { fileCompletions[Int($0)] } + planned.changed
            // The plan checked every id against its owner in this same transaction.
            for refused in try writer.save(contentsOf: records) {
                summary.leftOut.append(
                    .init(.record(refused.id), .idOfAnotherHabit))
            }
            try writer.forgetCheckpoint(of: habitID)
        }
        for (habitID, list) in skips.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            try write(list, to: habitID, with: writer)
        }
        summary.leftOut += skipsLeftOut
        skipsLeftOut = []
        try applySettings(with: writer)
    }

    /// Writes the habits and the reminders the plan saves (what it planned of the habits alone).
    func applyHabits(with writer: StoreWriter) throws {
        for habit in habits { try writer.save(habit) }
        for (habitID, list) in reminders.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            try writer.setReminders(list, of: habitID)
        }
    }

    /// Writes `records` of the habit `habitID`, as planned.
    mutating func write(_ records: [Completion], to habitID: UUID, with writer: StoreWriter) throws {
        // The plan checked every id against its owner in this same transaction.
        for refused in try writer.save(contentsOf: records) {
            summary.leftOut.append(
                .init(.record(refused.id), .idOfAnotherHabit))
        }
        try writer.forgetCheckpoint(of: habitID)
    }

    /// Writes `skips` of the habit `habitID`, as planned.
    mutating func write(_ skips: [Skip], to habitID: UUID, with writer: StoreWriter) throws {
        for refused in try writer.save(contentsOf: skips) {
            skipsLeftOut.append(
                .init(.skip(refused.id), .idOfAnotherHabit))
        }
        try writer.forgetCheckpoint(of: habitID)
    }

    /// Writes the settings the plan changes.
    func applySettings(with writer: StoreWriter) throws {
        if let settings {
            try writer.setSetting(Settings.Key.dayStart, to: String(settings.dayStart))
            try writer.setSetting(Settings.Key.weekStart, to: String(settings.weekStart.rawValue))
            // The choice, `auto` included: never the language `auto` spoke here, which would
            // turn a language nobody chose into a fixed one.
            try writer.setSetting(Settings.Key.language, to: settings.languageSetting.code)
        }
    }

    // MARK: - Helpers

    /// How names are compared for a match: folded as ``HabitMatcher/folded(_:)`` folds them
    /// (case, accents, emoji and symbols ignored, spaces collapsed), so that "cafe" matches
    /// "Café ☕" here as everywhere a habit is looked up by name. A name that folds to nothing
    /// (emoji only: "☕", "🏃") is compared trimmed and without case instead, so that two
    /// different emoji names do not match each other.
    static func nameKey(_ name: String) -> String {
        let folded = HabitMatcher.folded(name)
        guard folded.isEmpty else { return folded }
        return "\u{0}" + name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The habit here for each name key: the first in the order of the list.
    static func firstByName(_ habits: [Habit]) -> [String: Habit] {
        var byName: [String: Habit] = [:]
        let ordered = habits.sorted { lhs, rhs in
            (lhs.sortOrder, lhs.createdAt, lhs.id.uuidString) < (rhs.sortOrder, rhs.createdAt, rhs.id.uuidString)
        }
        for habit in ordered where byName[nameKey(habit.name)] == nil { byName[nameKey(habit.name)] = habit }
        return byName
    }

    /// The new habits, in the file's order (by its sort order, then by position), placed after
    /// every habit here. Their sort orders are shifted as little as needed, so that importing into
    /// an empty list keeps the file's own numbers.
    static func placed(_ new: [(habit: Habit, position: Int)], after existing: [Habit]) -> [Habit] {
        let ordered = new.sorted { lhs, rhs in
            (lhs.habit.sortOrder, lhs.position) < (rhs.habit.sortOrder, rhs.position)
        }
        guard let lowest = ordered.first?.habit.sortOrder, let highest = ordered.last?.habit.sortOrder else {
            return []
        }
        let floor = (existing.map(\.sortOrder).max() ?? -1).addingReportingOverflow(1)
        let (offset, overflowed) = floor.partialValue.subtractingReportingOverflow(lowest)
        let (_, tooHigh) = highest.addingReportingOverflow(max(offset, 0))
        if floor.overflow || overflowed || tooHigh {
            // Orders at the ends of Int: number the new habits one after another instead.
            let start = min(floor.overflow ? 0 : floor.partialValue, Int.max - ordered.count)
            return ordered.enumerated().map { rank, item in
                var habit = item.habit
                habit.sortOrder = start + rank
                return habit
            }
        }
        return ordered.map { item in
            var habit = item.habit
            habit.sortOrder += max(offset, 0)
            return habit
        }
    }

    /// The fields that differ between `old` and `new`, in the order of
    /// ``BackupCoverage/HabitField``.
    static func changes(from old: Habit, to new: Habit) -> [ImportSummary.FieldChange] {
        func instant(_ date: Date?) -> String? { date.map { $0.formatted(.iso8601) } }
        func reminder(_ habit: Habit) -> String {
            guard habit.remindersEnabled else { return "off" }
            return String(format: "%02d:%02d", habit.reminderHour, habit.reminderMinute)
        }
        var changes: [ImportSummary.FieldChange] = []
        func add(_ field: BackupCoverage.HabitField, _ from: String?, _ to: String?, differ: Bool) {
            if differ { changes.append(.init(field: field.rawValue, from: from, to: to)) }
        }
        add(.name, old.name, new.name, differ: old.name != new.name)
        add(
            .frequency, HabitNotation.every(old.frequency), HabitNotation.every(new.frequency),
            differ: old.frequency != new.frequency)
        add(.type, HabitNotation.type(old.type), HabitNotation.type(new.type), differ: old.type != new.type)
        add(.unit, old.unit, new.unit, differ: old.unit != new.unit)
        add(.color, old.color.rawValue, new.color.rawValue, differ: old.color != new.color)
        add(.icon, old.icon, new.icon, differ: old.icon != new.icon)
        add(.createdAt, instant(old.createdAt), instant(new.createdAt), differ: old.createdAt != new.createdAt)
        add(.archivedAt, instant(old.archivedAt), instant(new.archivedAt), differ: old.archivedAt != new.archivedAt)
        add(
            .reminders, reminder(old), reminder(new),
            differ: old.remindersEnabled != new.remindersEnabled || old.reminderHour != new.reminderHour
                || old.reminderMinute != new.reminderMinute)
        add(.sortOrder, String(old.sortOrder), String(new.sortOrder), differ: old.sortOrder != new.sortOrder)
        add(.scoreModel, old.scoreModel.rawValue, new.scoreModel.rawValue, differ: old.scoreModel != new.scoreModel)
        add(.details, old.details, new.details, differ: old.details != new.details)
        add(.group, old.group, new.group, differ: old.group != new.group)
        add(
            .startDay, old.startDay?.description, new.startDay?.description, differ: old.startDay != new.startDay)
        return changes
    }

    /// `08:00, 18:30`, or `off`: reminders as an import's review shows a change of them.
    static func reminderText(_ reminders: [Reminder]) -> String {
        reminders.isEmpty ? "off" : reminders.map(\.time).sorted().map(\.description).joined(separator: ", ")
    }

    /// The settings that differ between `old` and `new`.
    static func changes(from old: Settings, to new: Settings) -> [ImportSummary.FieldChange] {
        var changes: [ImportSummary.FieldChange] = []
        if old.dayStart != new.dayStart {
            changes.append(.init(field: "dayStart", from: String(old.dayStart), to: String(new.dayStart)))
        }
        if old.weekStart != new.weekStart {
            changes.append(.init(field: "weekStart", from: old.weekStart.name, to: new.weekStart.name))
        }
        if old.languageSetting != new.languageSetting {
            changes.append(.init(field: "language", from: old.languageSetting.code, to: new.languageSetting.code))
        }
        return changes
    }
}
