import Foundation
import KadoCore
import KadoSQLite

/// What can be written inside one ``HabitStore/write(_:)`` transaction.
///
/// Every row written gets the transaction's clock stamp and this device's id; deleting leaves a
/// tombstone (the row stays, with its deletion time) so that sync can tell a deletion from a row
/// it has not seen. Writing a habit's records invalidates its score checkpoints from the day
/// written on.
public struct StoreWriter {
    let database: Database
    /// The clock stamp of this transaction.
    public let stamp: HybridLogicalClock
    /// The clock stamp of the last change before this transaction (``HybridLogicalClock/zero``
    /// before the first).
    public let previousStamp: HybridLogicalClock
    let deviceID: String
    /// The time of this transaction.
    public let now: Date
    /// What this transaction touched so far (see ``touchedHabitIDs``).
    private let journal = Journal()
    /// The rows as they were before this transaction wrote them, when it is journaled for undo
    /// (``HabitStore/write(journaling:_:)``); `nil` otherwise.
    let undoCapture: UndoCapture?
    /// The store whose transaction this is, for the reads made inside it (``StoreWriter+Reads``).
    let store: HabitStore

    init(
        store: HabitStore, database: Database, stamp: HybridLogicalClock, previousStamp: HybridLogicalClock,
        deviceID: String,
        now: Date, undoCapture: UndoCapture? = nil
    ) {
        self.store = store
        self.database = database
        self.stamp = stamp
        self.previousStamp = previousStamp
        self.deviceID = deviceID
        self.now = now
        self.undoCapture = undoCapture
        sync = [stamp.description, deviceID]
    }

    /// The habits whose rows or records this transaction wrote (or tried to write) so far, or
    /// `nil` when it changed a setting, which may change how every habit reads. Reordering
    /// habits touches none of them: their order is the habit list's. What the widget snapshot
    /// publisher computes again after the transaction.
    public var touchedHabitIDs: Set<UUID>? { journal.touchesEverything ? nil : journal.habitIDs }

    /// The habits a transaction touched: a reference, so that the writer's copies share it.
    private final class Journal {
        var habitIDs: Set<UUID> = []
        var touchesEverything = false
        var cacheRowChanges = 0
    }

    /// How many rows of caches (score checkpoints) this transaction changed so far: rows with no
    /// stamp that sync never reads, so changing only them does not move the change clock.
    var cacheRowChanges: Int { journal.cacheRowChanges }

    func touch(_ habitID: UUID) { journal.habitIDs.insert(habitID) }

    /// Counts `rows` changed in a table of this database's own bookkeeping as cache rows (see
    /// ``cacheRowChanges``): they do not move the change clock.
    func journal(cacheRows rows: Int) { journal.cacheRowChanges += rows }

    /// Captures row `id` of `table` for the undo journal, before it is written.
    private func capture(_ table: RowVersion.Table, id: UUID, habitID: UUID) throws {
        try undoCapture?.capture(table, id: id, habitID: habitID, in: database)
    }

    /// The stamp and device columns every written row gets: the stamp's text made once per
    /// transaction, not once per row (a 127,000-record import spent a quarter of its inserts
    /// formatting it).
    private let sync: [(any SQLiteValueConvertible)?]

    // MARK: Habits

    /// Adds `habit`.
    public func insert(_ habit: Habit) throws {
        touch(habit.id)
        try capture(.habits, id: habit.id, habitID: habit.id)
        try database.execute(
            """
            INSERT INTO habits(\(Habit.selection), stamp, device_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, StatementArguments(try stampedColumnValues(of: habit) + sync))
    }

    /// Saves every field of `habit`, and forgets its score checkpoints — only those from the
    /// first day judged differently when only its terms changed "from a date" (see
    /// ``KadoCore/Habit/firstDayJudgedDifferently(from:)``); writes nothing when no field changed.
    public func update(_ habit: Habit) throws {
        touch(habit.id)
        try capture(.habits, id: habit.id, habitID: habit.id)
        let previous = try database.queryFirst(
            "SELECT \(Habit.selection) FROM habits WHERE id = ? AND deleted_at IS NULL", [habit.id.storageText]
        ) { row in try Habit(row: row) }
        let fields = Array(try stampedColumnValues(of: habit).dropFirst())
        let values = fields + sync + [habit.id.storageText] + fields
        try database.execute(
            """
            UPDATE habits SET name = ?, frequency = ?, type = ?, unit = ?, color = ?, icon = ?, created_at = ?,
            archived_at = ?, reminders_enabled = ?, reminder_hour = ?, reminder_minute = ?, sort_order = ?,
            score_model = ?, details = ?, group_name = ?, start_day = ?, earlier_rules = ?, stamp = ?, device_id = ?
            WHERE id = ? AND deleted_at IS NULL
            AND (name, frequency, type, unit, color, icon, created_at, archived_at, reminders_enabled, reminder_hour,
            reminder_minute, sort_order, score_model, details, group_name, start_day, earlier_rules) IS NOT
            (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, StatementArguments(values))
        guard database.changes > 0 else { return }
        if let previous, Self.differsOnlyInTerms(previous, habit) {
            if let day = habit.firstDayJudgedDifferently(from: previous) {
                try invalidateCheckpoint(of: habit.id, from: day)
            }
        } else {
            try forgetCheckpoint(of: habit.id)
        }
    }

    /// `habit`'s column values with its `earlier_rules` as sync merges it: each version's stamp
    /// kept when its terms did not change, this transaction's for a version added or changed, and
    /// a removal mark for a version removed or moved (``RuleTimeline/writing(_:previousKind:at:)``),
    /// over what the row held, deleted or not. A habit never changed from a date keeps no text.
    func stampedColumnValues(of habit: Habit) throws -> [(any SQLiteValueConvertible)?] {
        stampedColumnValues(of: habit, over: try storedTimeline(ofHabit: habit.id.storageText))
    }

    /// ``stampedColumnValues(of:)`` over `previous`, the timeline the row held and its kind.
    func stampedColumnValues(
        of habit: Habit, over previous: (timeline: RuleTimeline, kind: HabitTypeKind)?
    ) -> [(any SQLiteValueConvertible)?] {
        var values = habit.columnValues
        let versions = habit.ruleVersions
        let timeline =
            previous.map { $0.timeline.writing(versions, previousKind: $0.kind, at: stamp) }
            ?? RuleTimeline(versions: versions, stamp: stamp)
        values[values.count - 1] = timeline.storage(kind: habit.type.kind)?.text
        return values
    }

    /// The timeline the habit row `id` holds (deleted or not) and its kind; `nil` when there is
    /// no such row, or it does not read (then it is written over as new).
    func storedTimeline(ofHabit id: String) throws -> (timeline: RuleTimeline, kind: HabitTypeKind)? {
        try database.queryFirst("SELECT \(RuleTimeline.selection) FROM habits WHERE id = ?", [id]) { row in
            guard let timeline = try RuleTimeline(row: row), let type = HabitType(storageText: try row[1]) else {
                return nil
            }
            return (timeline, type.kind)
        } ?? nil
    }

    /// Whether `old` and `new` differ in nothing but their terms (current and earlier).
    private static func differsOnlyInTerms(_ old: Habit, _ new: Habit) -> Bool {
        var aligned = old
        aligned.rules = new.rules
        aligned.earlierRules = new.earlierRules
        return aligned == new
    }

    /// Saves `habit` whether it is new, changed, in the trash or deleted (then it comes back): what
    /// an import does. Forgets its score checkpoints.
    public func save(_ habit: Habit) throws {
        touch(habit.id)
        try capture(.habits, id: habit.id, habitID: habit.id)
        try database.execute(
            """
            INSERT INTO habits(\(Habit.selection), stamp, device_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, frequency = excluded.frequency,
            type = excluded.type, unit = excluded.unit, color = excluded.color, icon = excluded.icon,
            created_at = excluded.created_at, archived_at = excluded.archived_at,
            reminders_enabled = excluded.reminders_enabled, reminder_hour = excluded.reminder_hour,
            reminder_minute = excluded.reminder_minute, sort_order = excluded.sort_order,
            score_model = excluded.score_model, details = excluded.details, group_name = excluded.group_name,
            start_day = excluded.start_day, earlier_rules = excluded.earlier_rules, stamp = excluded.stamp,
            device_id = excluded.device_id,
            deleted_at = NULL, emptied_at = NULL
            """, StatementArguments(try stampedColumnValues(of: habit) + sync))
        try forgetCheckpoint(of: habit.id)
    }

    /// Saves many records, each new, changed or deleted (then it comes back), with one prepared
    /// statement. A record whose id belongs to another habit is left alone and returned.
    /// - Returns: the records that were not saved because their id is another habit's.
    public func save(contentsOf completions: some Sequence<Completion>) throws -> [Completion] {
        let statement = try database.prepare(
            """
            INSERT INTO completions(\(Completion.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET day = excluded.day, recorded_at = excluded.recorded_at,
            value = excluded.value, note = excluded.note, stamp = excluded.stamp, device_id = excluded.device_id,
            deleted_at = NULL WHERE completions.habit_id = excluded.habit_id
            """)
        var refused: [Completion] = []
        var earliest: [UUID: LogicalDay] = [:]
        for completion in completions {
            touch(completion.habitID)
            try capture(.completions, id: completion.id, habitID: completion.habitID)
            try statement.execute(StatementArguments(completion.columnValues + sync))
            if database.changes == 0 {
                refused.append(completion)
            } else {
                earliest[completion.habitID] = min(earliest[completion.habitID] ?? completion.day, completion.day)
            }
        }
        for (habitID, day) in earliest { try invalidateCheckpoint(of: habitID, from: day) }
        return refused
    }

    /// Saves many skips, each new, changed or deleted (then it comes back). A skip whose id
    /// belongs to another habit is left alone and returned.
    public func save(contentsOf skips: some Sequence<Skip>) throws -> [Skip] {
        let statement = try database.prepare(
            """
            INSERT INTO skips(\(Skip.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET first_day = excluded.first_day, last_day = excluded.last_day,
            note = excluded.note, stamp = excluded.stamp, device_id = excluded.device_id, deleted_at = NULL
            WHERE skips.habit_id = excluded.habit_id
            """)
        var refused: [Skip] = []
        for skip in skips {
            touch(skip.habitID)
            try capture(.skips, id: skip.id, habitID: skip.habitID)
            try statement.execute(StatementArguments(skip.columnValues + sync))
            if database.changes == 0 {
                refused.append(skip)
            } else {
                try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
            }
        }
        return refused
    }

    /// Sets the order of habits: the first id gets position 0, and so on.
    public func reorder(_ ids: [UUID]) throws {
        let statement = try database.prepare(
            "UPDATE habits SET sort_order = ?, stamp = ?, device_id = ? WHERE id = ? AND sort_order != ?")
        for (position, id) in ids.enumerated() {
            try capture(.habits, id: id, habitID: id)
            try statement.execute([position, stamp.description, deviceID, id.storageText, position])
        }
    }

    /// Moves a habit to the trash: the habit is deleted (a tombstone, with its deletion time)
    /// while its records, skips and reminders stay as they are, so that restoring it
    /// (``restoreHabit(_:)``) brings its whole history back and sync carries that history
    /// unchanged. Writes nothing when the habit is not live.
    ///
    /// Its live records and skips are stamped with the deletion's stamp (their content
    /// unchanged): the deletion's version says which of them the deleting device had. A live
    /// record or skip of a trashed habit with any other version is one that device never saw —
    /// a check-in made elsewhere meanwhile — and the merge brings the habit back for it.
    public func deleteHabit(_ id: UUID) throws {
        touch(id)
        for table in UndoCapture.tables { try undoCapture?.capture(table, ofHabit: id, in: database) }
        try database.execute(
            "UPDATE habits SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL",
            [now.timeIntervalSince1970, stamp.description, deviceID, id.storageText])
        guard database.changes > 0 else { return }
        let arguments: StatementArguments = [stamp.description, deviceID, id.storageText]
        try database.execute(
            "UPDATE completions SET stamp = ?, device_id = ? WHERE habit_id = ? AND deleted_at IS NULL", arguments)
        try database.execute(
            "UPDATE skips SET stamp = ?, device_id = ? WHERE habit_id = ? AND deleted_at IS NULL", arguments)
        try forgetCheckpoint(of: id)
    }

    /// Brings a habit back from the trash with everything it had: a new version of it, not
    /// deleted, which wins over the deletion on every device.
    /// - Returns: whether it was in the trash (nothing is written otherwise).
    @discardableResult
    public func restoreHabit(_ id: UUID) throws -> Bool {
        touch(id)
        try capture(.habits, id: id, habitID: id)
        try database.execute(
            """
            UPDATE habits SET deleted_at = NULL, stamp = ?, device_id = ?
            WHERE id = ? AND deleted_at IS NOT NULL AND emptied_at IS NULL
            """, [stamp.description, deviceID, id.storageText])
        guard database.changes > 0 else { return false }
        try forgetCheckpoint(of: id)
        return true
    }

    /// Empties the trash of a habit: deletes its records, skips and reminders for good
    /// (tombstones, as deleting a habit did before the trash) and marks it emptied, still
    /// deleted. A check-in made elsewhere that this device never saw still brings the habit back
    /// (with that check-in only).
    /// - Returns: whether it was in the trash (nothing is written otherwise).
    @discardableResult
    public func emptyTrashedHabit(_ id: UUID) throws -> Bool {
        touch(id)
        let moment = now.timeIntervalSince1970
        try database.execute(
            """
            UPDATE habits SET emptied_at = ?, stamp = ?, device_id = ?
            WHERE id = ? AND deleted_at IS NOT NULL AND emptied_at IS NULL
            """, [moment, stamp.description, deviceID, id.storageText])
        guard database.changes > 0 else { return false }
        let arguments: StatementArguments = [moment, stamp.description, deviceID, id.storageText]
        for table in ["completions", "skips", "reminders"] {
            try database.execute(
                "UPDATE \(table) SET deleted_at = ?, stamp = ?, device_id = ? WHERE habit_id = ? AND deleted_at IS NULL",
                arguments)
        }
        try forgetCheckpoint(of: id)
        return true
    }

    // MARK: Completions

    /// Adds `completion`.
    public func insert(_ completion: Completion) throws {
        touch(completion.habitID)
        try capture(.completions, id: completion.id, habitID: completion.habitID)
        try database.execute(
            "INSERT INTO completions(\(Completion.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            StatementArguments(completion.columnValues + sync))
        try invalidateCheckpoint(of: completion.habitID, from: completion.day)
    }

    /// Adds many completions with one prepared statement (imports, benchmarks).
    /// - Complexity: O(n) statement executions for n completions.
    public func insert(contentsOf completions: some Sequence<Completion>) throws {
        let statement = try database.prepare(
            "INSERT INTO completions(\(Completion.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        var earliest: [UUID: LogicalDay] = [:]
        for completion in completions {
            touch(completion.habitID)
            try capture(.completions, id: completion.id, habitID: completion.habitID)
            try statement.execute(StatementArguments(completion.columnValues + sync))
            earliest[completion.habitID] = min(earliest[completion.habitID] ?? completion.day, completion.day)
        }
        for (habitID, day) in earliest { try invalidateCheckpoint(of: habitID, from: day) }
    }

    /// Saves a changed `completion` (same id), moved from `previousDay` if its day changed;
    /// writes nothing when it did not change.
    public func update(_ completion: Completion, previousDay: LogicalDay? = nil) throws {
        touch(completion.habitID)
        try capture(.completions, id: completion.id, habitID: completion.habitID)
        let fields: [(any SQLiteValueConvertible)?] = [
            completion.day.dayNumber, completion.recordedAt.timeIntervalSince1970, completion.value, completion.note,
        ]
        try database.execute(
            """
            UPDATE completions SET day = ?, recorded_at = ?, value = ?, note = ?, stamp = ?, device_id = ?
            WHERE id = ? AND deleted_at IS NULL AND (day, recorded_at, value, note) IS NOT (?, ?, ?, ?)
            """, StatementArguments(fields + sync + [completion.id.storageText] + fields))
        guard database.changes > 0 else { return }
        try invalidateCheckpoint(of: completion.habitID, from: min(completion.day, previousDay ?? completion.day))
    }

    /// Deletes `completion` (a tombstone).
    public func delete(_ completion: Completion) throws {
        touch(completion.habitID)
        try capture(.completions, id: completion.id, habitID: completion.habitID)
        try database.execute(
            "UPDATE completions SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL",
            [now.timeIntervalSince1970, stamp.description, deviceID, completion.id.storageText])
        try invalidateCheckpoint(of: completion.habitID, from: completion.day)
    }

    // MARK: Skips

    /// Adds `skip`.
    public func insert(_ skip: Skip) throws {
        touch(skip.habitID)
        try capture(.skips, id: skip.id, habitID: skip.habitID)
        try database.execute(
            "INSERT INTO skips(\(Skip.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            StatementArguments(skip.columnValues + sync))
        try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
    }

    /// Adds many skips with one prepared statement.
    public func insert(contentsOf skips: some Sequence<Skip>) throws {
        let statement = try database.prepare(
            "INSERT INTO skips(\(Skip.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for skip in skips {
            touch(skip.habitID)
            try capture(.skips, id: skip.id, habitID: skip.habitID)
            try statement.execute(StatementArguments(skip.columnValues + sync))
            try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
        }
    }

    /// Deletes `skip` (a tombstone).
    public func delete(_ skip: Skip) throws {
        touch(skip.habitID)
        try capture(.skips, id: skip.id, habitID: skip.habitID)
        try database.execute(
            "UPDATE skips SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL",
            [now.timeIntervalSince1970, stamp.description, deviceID, skip.id.storageText])
        try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
    }

    // MARK: Settings and cache

    /// Sets setting `key` to `value`; writes nothing when it already has that value.
    public func setSetting(_ key: String, to value: String) throws {
        try database.execute(
            """
            INSERT INTO settings(key, value, stamp, device_id) VALUES (?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET value = excluded.value, stamp = excluded.stamp,
            device_id = excluded.device_id WHERE settings.value IS NOT excluded.value
            """, StatementArguments([key, value] + sync))
        if database.changes > 0 { journal.touchesEverything = true }
        // Week start and day start change how every habit's days are read; no other setting (the
        // language, backups, sync, the web token, the last export) changes a score, so the
        // checkpoints stay.
        if Self.settingsReadingDays.contains(key), database.changes > 0 {
            try database.execute("DELETE FROM score_checkpoints")
        }
    }

    /// The settings that change how a habit's days are read (`dayStart`, `weekStart`): changing
    /// one deletes every score checkpoint.
    static let settingsReadingDays: Set<String> = ["dayStart", "weekStart"]

    /// Saves where `habitID`'s score walk can resume (see ``saveCheckpoints(_:of:)``).
    public func saveCheckpoint(_ checkpoint: WalkCheckpoint, of habitID: UUID) throws {
        try saveCheckpoints([checkpoint], of: habitID)
    }

    /// How many rungs of the checkpoint ladder (``WalkCheckpoint/isRung(_:weekStart:)``, one a
    /// quarter) a habit keeps: five years, more than the 53 months a report or the terminal's
    /// month view reaches back.
    public static let checkpointRungs = 20

    /// Saves `checkpoints` of `habitID` (each replacing one saved on its day), then keeps the
    /// habit's ladder within its bound: its newest ``checkpointRungs`` rungs, and of the other
    /// checkpoints only the newest of all, when it is not a rung (the one a walk resumes from
    /// today, a few weeks back). So a habit has at most `checkpointRungs + 1` of them.
    public func saveCheckpoints(_ checkpoints: [WalkCheckpoint], of habitID: UUID) throws {
        guard let sample = checkpoints.first else { return }
        let id = habitID.storageText
        let encoder = JSONEncoder()
        for checkpoint in checkpoints {
            let text = try checkpoint.jsonText ?? String(decoding: try encoder.encode(checkpoint), as: UTF8.self)
            try database.execute(
                """
                INSERT INTO score_checkpoints(habit_id, day, state) VALUES (?, ?, ?)
                ON CONFLICT(habit_id, day) DO UPDATE SET state = excluded.state
                """, [id, checkpoint.day.dayNumber, text])
            journal.cacheRowChanges += database.changes
        }
        // Checkpoints are taken at ends of weeks, so the week starts the day after one; a change
        // of the week start deleted every checkpoint saved with the other.
        let weekStart = sample.day.adding(days: 1).weekday
        let days = try database.query(
            "SELECT day FROM score_checkpoints WHERE habit_id = ? ORDER BY day DESC", [id]
        ) { row in LogicalDay(dayNumber: try row[0]) }
        var rungs = 0
        var dropped: [Int] = []
        for (offset, day) in days.enumerated() {
            if WalkCheckpoint.isRung(day, weekStart: weekStart) {
                rungs += 1
                if rungs > Self.checkpointRungs { dropped.append(day.dayNumber) }
            } else if offset > 0 {
                dropped.append(day.dayNumber)
            }
        }
        for day in dropped {
            try database.execute("DELETE FROM score_checkpoints WHERE habit_id = ? AND day = ?", [id, day])
            journal.cacheRowChanges += database.changes
        }
    }

    private func invalidateCheckpoint(of habitID: UUID, from day: LogicalDay) throws {
        try database.execute(
            "DELETE FROM score_checkpoints WHERE habit_id = ? AND day >= ?", [habitID.storageText, day.dayNumber])
        journal.cacheRowChanges += database.changes
    }

    /// Forgets every one of `habitID`'s score checkpoints (the next Today walks its whole history again).
    public func forgetCheckpoint(of habitID: UUID) throws {
        try database.execute("DELETE FROM score_checkpoints WHERE habit_id = ?", [habitID.storageText])
        journal.cacheRowChanges += database.changes
        try forgetTodaySummaries()
    }
}
