import Foundation
import KadoCore
import KadoSQLite

/// What sync needs of the store: the row versions this device wrote, applying other devices'
/// versions (the merge), and the sync bookkeeping kept in the device table, which never syncs.
extension HabitStore {
    /// The prefix of every device-table key that sync keeps.
    public static let syncStatePrefix = "sync."
    /// The deleted habits that have a record or skip their deletion may not have seen, waiting for
    /// the rest of the deleting device's publication before they come back (ids, space-separated).
    public static let pendingComebacksKey = "sync.comebacks-pending"
    /// The sync bookkeeping key schema migration 3 sets when it made reminder rows from the
    /// habits' own reminder fields: the next publication includes them
    /// (``rowVersions(writtenBy:after:includingDerivedReminders:)``), then removes the key.
    public static let derivedRemindersKey = "sync.derived-reminders"

    /// The versions of every synced row whose last change was made by `device` after `stamp`, in
    /// publication order (``PublicationMark``: stamp, then a habit before its records, then key).
    /// - Parameter includingDerivedReminders: whether the reminders schema migration 3 made
    ///   (``derivedRemindersKey``), whose id is their habit's, come too whatever their stamp.
    /// - Complexity: O(n log n) in the number of such rows: one range of each table's
    ///   `(device_id, stamp)` index, whatever the length of the history before `stamp`.
    public func rowVersions(
        writtenBy device: String, after stamp: HybridLogicalClock, includingDerivedReminders: Bool = false
    ) throws -> [RowVersion] {
        try rowVersions(
            writtenBy: device, where: { _ in ("stamp > ?", [stamp.description]) },
            includingDerivedReminders: includingDerivedReminders)
    }

    /// The versions of every synced row whose last change was made by `device` and whose place in
    /// the publication order comes after `mark`, in that order: what a publication cut off after
    /// the version at `mark` has still to send, however many versions share its stamp.
    /// - Parameter includingDerivedReminders: as in ``rowVersions(writtenBy:after:includingDerivedReminders:)``.
    /// - Complexity: O(n log n) in the number of such rows, one range of each table's
    ///   `(device_id, stamp)` index.
    public func rowVersions(
        writtenBy device: String, following mark: PublicationMark, includingDerivedReminders: Bool = false
    ) throws -> [RowVersion] {
        try rowVersions(
            writtenBy: device,
            where: { table in
                let stamp = mark.stamp.description
                let markOrder = mark.table?.applicationOrder ?? -1
                if table.applicationOrder > markOrder { return ("stamp >= ?", [stamp]) }
                if table.applicationOrder < markOrder { return ("stamp > ?", [stamp]) }
                return ("(stamp > ? OR (stamp = ? AND \(table.keyColumn) > ?))", [stamp, stamp, mark.id])
            }, includingDerivedReminders: includingDerivedReminders)
    }

    private func rowVersions(
        writtenBy device: String, where range: (RowVersion.Table) -> (String, [String]),
        includingDerivedReminders: Bool
    ) throws -> [RowVersion] {
        try syncRead {
            var versions: [RowVersion] = []
            for table in RowVersion.Table.allCases {
                let tombstone = table.hasTombstones ? "deleted_at" : "NULL"
                let columns = table.syncedColumns.joined(separator: ", ")
                let following = RowVersion.Table.followingSettings.map { "'\($0)'" }.joined(separator: ", ")
                let (inRange, arguments) = range(table)
                let condition =
                    switch table {
                    case .settings: "\(inRange) AND key IN (\(following))"
                    case .reminders where includingDerivedReminders: "(\(inRange) OR id = habit_id)"
                    default: inRange
                    }
                let rows = try database.query(
                    """
                    SELECT \(table.keyColumn), stamp, device_id, \(tombstone), \(columns) FROM \(table.rawValue)
                    WHERE device_id = ? AND \(condition)
                    ORDER BY stamp, \(table.keyColumn)
                    """,
                    StatementArguments(([device] + arguments).map { value -> (any SQLiteValueConvertible)? in value }))
                for row in rows {
                    let values = row.values
                    let stampText: String = try row[1]
                    guard let rowStamp = HybridLogicalClock(stampText) else {
                        throw StoreError.corruptRow(
                            table: table.rawValue, id: try row[0], field: "stamp", value: stampText)
                    }
                    var fields: [String: SQLiteValue] = [:]
                    for (offset, column) in table.syncedColumns.enumerated() {
                        let value = values[4 + offset]
                        // An optional column travels only with a value: a version without one
                        // stays readable by a Kadō from before the column.
                        if value == .null, table.optionalColumns.contains(column) { continue }
                        fields[column] = value
                    }
                    versions.append(
                        RowVersion(
                            table: table, id: try row[0], stamp: rowStamp, device: try row[2],
                            deletedAt: try row[3], fields: fields))
                }
            }
            return versions.sorted { PublicationMark($0) < PublicationMark($1) }
        }
    }

    /// Applies other devices' row versions in one transaction: the merge.
    ///
    /// Each row keeps the version with the greatest (stamp, device) (``RowVersion/supersedes(_:)``),
    /// so applying versions in any order, or twice, gives the same database. A record or skip
    /// whose habit is not here yet waits (``RemoteApplication/waiting``); a deleted habit (in the
    /// trash, or emptied) that has a live record or skip its deletion never saw comes back, with
    /// a version of this device that wins over the deletion everywhere — once every segment that
    /// may hold the deletion's versions is here (`unsettled`). The score checkpoints of every changed
    /// habit are dropped from the earliest day that changed (all of them when the day or week
    /// start changed). The clock receives the versions' stamps, so that a change made here later
    /// wins over them. A version stamped more than `clockLeadLimit` seconds ahead of this
    /// device's clock is not applied yet (``RemoteApplication/ahead``, reported in
    /// ``RemoteApplication/clockLeads``): the clock would have to follow it there, and a device
    /// whose clock is days ahead would drag every later change with it.
    ///
    /// - Parameters:
    ///   - recording: sync bookkeeping to save in the same transaction (keys starting with
    ///     ``syncStatePrefix``; `nil` removes one), decided from the result.
    /// - Throws: ``StoreError``; nothing is changed then.
    /// - Complexity: O(n log n) in the number of versions, plus one indexed lookup for each.
    @discardableResult
    public func applyRemote(
        _ versions: [RowVersion], clockLeadLimit: TimeInterval,
        unsettled: UnsettledPublications = UnsettledPublications(),
        recording: (RemoteApplication) -> [String: String?] = { _ in [:] }
    ) throws -> RemoteApplication {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        let instant = now()
        let nowMilliseconds = Int64((instant.timeIntervalSince1970 * 1000).rounded(.down))
        let leadMilliseconds = Int64(max(0, clockLeadLimit) * 1000)
        return try syncRead {
            try database.transaction { database in
                try refreshDeviceID(in: database)
                var result = RemoteApplication()
                let previous = try clockStamp(in: database)
                result.previousStamp = previous
                var touched: Set<UUID> = []
                var touchesEverything = false
                var dropsEveryCheckpoint = false
                var earliest: [UUID: Int] = [:]
                var seen = HybridLogicalClock.zero
                let statements = MergeStatements(database)
                // Applied now, a version stamped too far ahead would overwrite rows with a stamp
                // this device's own changes could not beat (its clock follows no further than the
                // limit): it waits until this clock gets there, and the device whose clock runs
                // ahead is named. Of the others, only the greatest version of each row is
                // applied: a joining device reads a row's versions from a snapshot and from later
                // segments, and applying the lesser ones would only be overwritten (and counted).
                var greatest: [SyncedRow: RowVersion] = [:]
                var furthest: [SyncedRow: RowVersion] = [:]
                // A habit's lesser versions still carry terms the greatest may lack (versions
                // added from other days on other devices): they are merged into it.
                var alongside: [SyncedRow: [RowVersion]] = [:]
                for version in versions {
                    let row = SyncedRow(version)
                    if version.stamp.milliseconds > nowMilliseconds + leadMilliseconds {
                        result.clockLeads[version.device] = max(
                            result.clockLeads[version.device] ?? 0, version.stamp.milliseconds - nowMilliseconds)
                        if let kept = furthest[row], !version.supersedes(kept) { continue }
                        furthest[row] = version
                        continue
                    }
                    if let kept = greatest[row] {
                        result.stale += 1
                        if row.table == .habits {
                            alongside[row, default: []].append(version.supersedes(kept) ? kept : version)
                        }
                        if !version.supersedes(kept) { continue }
                    }
                    greatest[row] = version
                }
                let order = { (version: RowVersion) in (version.table.applicationOrder, version.stamp, version.id) }
                result.ahead = furthest.values.sorted { order($0) < order($1) }
                var republished: [UUID: Bool] = [:]
                for version in greatest.values.sorted(by: { order($0) < order($1) }) {
                    seen = max(seen, version.stamp)
                    let others = alongside[SyncedRow(version)] ?? []
                    switch try apply(
                        version, alongside: others, republishing: &republished, in: database, statements: statements)
                    {
                    case .stale, .relabeled:
                        result.stale += 1
                    case .waiting:
                        result.waiting.append(version)
                    case .refused(let reason):
                        result.refused.append(.init(version: version, reason: reason))
                    case .applied(let habitID, let day, let before):
                        result.applied += 1
                        result.appliedByTable[version.table, default: 0] += 1
                        result.changes.count(applied: version, over: before)
                        if version.table == .settings {
                            touchesEverything = true
                            if version.id != "language" { dropsEveryCheckpoint = true }
                        } else if let habitID {
                            touched.insert(habitID)
                            if let day {
                                earliest[habitID] = min(earliest[habitID] ?? day, day)
                            } else {
                                earliest[habitID] = Int.min
                            }
                        }
                    }
                }
                // The clock follows what it took in, so that every later change here wins over it.
                var stamp = max(previous, seen).next(at: instant)
                // A habit whose merged terms no version it received carries becomes a version of
                // this device, published at its next sync (``TermsMerge``).
                for habitID in republished.filter(\.value).keys.sorted(by: { $0.storageText < $1.storageText }) {
                    try database.execute(
                        "UPDATE habits SET stamp = ?, device_id = ? WHERE id = ?",
                        [stamp.description, deviceID, habitID.storageText])
                    result.republishedHabitIDs.insert(habitID)
                    stamp = stamp.next(at: instant)
                }
                // In the ids' order: each comeback's stamp follows the previous one, and the same
                // versions must give the same stamps on every run. The habits touched now are
                // looked at, those in the trash, and those whose deletion was not settled at an
                // earlier merge (a segment of the deleting device still on the way): they come
                // back once it is, whatever the segment that settles it holds.
                let pending = Set(
                    try database.scalar(
                        "SELECT value FROM device WHERE key = ?", [Self.pendingComebacksKey], as: String.self
                    )?.split(separator: " ").compactMap { UUID(uuidString: String($0)) } ?? [])
                var deferred: [UUID] = []
                for (habitID, deletion) in try resurrectableDeletions(among: touched.union(pending), in: database) {
                    if unsettled.mayHold(device: deletion.device, stamp: deletion.stamp) {
                        deferred.append(habitID)
                        continue
                    }
                    // Later than the deletion, so that this version wins over it on every device.
                    let comeback = max(
                        stamp,
                        HybridLogicalClock(
                            milliseconds: deletion.stamp.milliseconds, counter: deletion.stamp.counter + 1))
                    try database.execute(
                        "UPDATE habits SET deleted_at = NULL, emptied_at = NULL, stamp = ?, device_id = ? WHERE id = ?",
                        [comeback.description, deviceID, habitID.storageText])
                    result.resurrectedHabitIDs.insert(habitID)
                    touched.insert(habitID)
                    earliest[habitID] = Int.min
                    stamp = max(stamp, comeback)
                }
                if Set(deferred) != pending {
                    try saveSyncState(
                        [
                            Self.pendingComebacksKey: deferred.isEmpty
                                ? nil : deferred.map(\.storageText).joined(separator: " ")
                        ],
                        in: database)
                }
                if dropsEveryCheckpoint {
                    try database.execute("DELETE FROM score_checkpoints")
                } else {
                    for (habitID, day) in earliest {
                        try database.execute(
                            "DELETE FROM score_checkpoints WHERE habit_id = ? AND day >= ?", [habitID.storageText, day])
                    }
                }
                result.touchedHabitIDs = touchesEverything ? nil : touched
                if result.changedRows {
                    try database.execute(
                        """
                        INSERT INTO device(key, value) VALUES ('clock', ?)
                        ON CONFLICT(key) DO UPDATE SET value = excluded.value
                        """, [stamp.description])
                    result.stamp = stamp
                } else {
                    result.stamp = previous
                }
                try saveSyncState(recording(result), in: database)
                return result
            }
        }
    }

    /// The sync bookkeeping: every device-table value whose key starts with ``syncStatePrefix``.
    public func syncState() throws -> [String: String] {
        try syncRead {
            var values: [String: String] = [:]
            for row in try database.query(
                "SELECT key, value FROM device WHERE substr(key, 1, ?) = ?",
                [Self.syncStatePrefix.count, Self.syncStatePrefix])
            {
                values[try row[0]] = try row[1]
            }
            return values
        }
    }

    /// Saves sync bookkeeping (keys starting with ``syncStatePrefix``; `nil` removes a value) in
    /// one transaction. It changes no synced row and no clock stamp.
    /// - Throws: ``StoreError``; a key without the prefix is refused (``StoreError/cannotWrite(path:reason:)``).
    public func recordSyncState(_ changes: [String: String?]) throws {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        try syncRead { try database.transaction { database in try saveSyncState(changes, in: database) } }
    }

    private func saveSyncState(_ changes: [String: String?], in database: Database) throws {
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) {
            guard key.hasPrefix(Self.syncStatePrefix) else {
                throw StoreError.cannotWrite(path: path, reason: .other("\(key) is not a sync value"))
            }
            if let value {
                try database.execute(
                    "INSERT INTO device(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    [key, value])
            } else {
                try database.execute("DELETE FROM device WHERE key = ?", [key])
            }
        }
    }

    /// The device that last changed the record `id` (its `device_id`), deleted or not; `nil` when
    /// no record has that id.
    public func lastWriter(ofCompletion id: UUID) throws -> String? {
        try syncRead {
            try database.scalar("SELECT device_id FROM completions WHERE id = ?", [id.storageText], as: String.self)
        }
    }

    // MARK: - Applying one version

    private enum Outcome {
        case applied(habitID: UUID?, day: Int?, before: PriorRow)
        case relabeled
        case stale
        case waiting
        case refused(String)
    }

    /// Whether the row `version` is of holds here what `version` holds: every synced column and
    /// the tombstone.
    private func sameContent(_ version: RowVersion, in statements: MergeStatements) throws -> Bool {
        let table = version.table
        let tombstone = table.hasTombstones ? "deleted_at" : "NULL"
        let columns = table.syncedColumns
        guard
            let row = try statements.rows(
                "SELECT \(tombstone), \(columns.joined(separator: ", ")) FROM \(table.rawValue) WHERE \(table.keyColumn) = ?",
                [version.id]
            ).first
        else { return false }
        let values = row.values
        let deletedAt: Double? = try row[0]
        guard deletedAt == version.deletedAt else { return false }
        for (offset, column) in columns.enumerated() where values[1 + offset] != (version.fields[column] ?? .null) {
            return false
        }
        return true
    }

    /// Applies `version` when it supersedes the row's version here; a habit's terms merge with the
    /// row's here and with those of its lesser versions received with it (`alongside`), whichever
    /// wins (``TermsMerge``), and `republishing` notes whether the habit's row must go out again
    /// as this device's version.
    private func apply(
        _ version: RowVersion, alongside: [RowVersion], republishing: inout [UUID: Bool], in database: Database,
        statements: MergeStatements
    ) throws -> Outcome {
        var version = version
        let table = version.table
        let columns = table.syncedColumns
        if let unknown = version.fields.keys.sorted().first(where: { !columns.contains($0) }) {
            return .refused("unknown column \(unknown)")
        }
        if let missing = table.columns.first(where: { version.fields[$0] == nil }) {
            return .refused("missing column \(missing)")
        }
        if !table.hasTombstones, version.deletedAt != nil { return .refused("a setting cannot be deleted") }
        if table == .settings, !RowVersion.Table.followingSettings.contains(version.id) {
            return .refused("the setting \(version.id) stays on its device")
        }
        if table != .settings, CanonicalUUID.parse(version.id) == nil, UUID(uuidString: version.id) == nil {
            return .refused("the id is not a UUID")
        }
        var habitID: UUID?
        var dayColumn: String?
        switch table {
        case .habits:
            habitID = UUID(uuidString: version.id)
        case .completions, .skips, .reminders:
            guard case .text(let text) = version.fields["habit_id"], let owner = UUID(storedText: text) else {
                return .refused("habit_id is not a UUID")
            }
            habitID = owner
            // A reminder has no day: its habit's own position, which no day of it moves.
            dayColumn = table == .completions ? "day" : table == .skips ? "first_day" : "0"
        case .settings:
            break
        }
        let extra = dayColumn.map { ", habit_id, \($0)" } ?? ", NULL, NULL"
        // What the row was, to count the version as a person sees it (``RowChanges``).
        let tombstoneColumn = table.hasTombstones ? "deleted_at" : "NULL"
        let recordColumns = table == .completions ? ", value, note" : ", NULL, NULL"
        let local = try statements.rows(
            """
            SELECT stamp, device_id\(extra), \(tombstoneColumn)\(recordColumns) FROM \(table.rawValue)
            WHERE \(table.keyColumn) = ?
            """, [version.id]
        ).first
        if table == .habits, let habitID {
            let here = try statements.rows(
                "SELECT \(RuleTimeline.selection), device_id FROM habits WHERE id = ?", [version.id]
            ).first.flatMap { row -> (columns: TermsMerge.TermsColumns, stamp: HybridLogicalClock, device: String)? in
                let frequency: String = try row[0]
                let type: String = try row[1]
                let model: String = try row[2]
                let text: String? = try row[3]
                let stamp: String = try row[4]
                guard let clock = HybridLogicalClock(stamp) else { return nil }
                let fields: [String: SQLiteValue] = [
                    "frequency": .text(frequency), "type": .text(type), "score_model": .text(model),
                    "earlier_rules": text.map(SQLiteValue.text) ?? .null,
                ]
                let device: String = try row[5]
                return TermsMerge.TermsColumns(fields: fields).map { ($0, clock, device) }
            }
            switch TermsMerge.merging(version, alongside: alongside, local: here) {
            case .remoteWins(let columns, let republish):
                version.fields = columns.replacing(in: version.fields)
                republishing[habitID] = republish
            case .localChanged(let columns):
                return try keepingRow(
                    habitID, terms: columns, republishing: &republishing, in: database, statements: statements)
            case .whole:
                republishing[habitID] = false
            case .localKept:
                break
            }
        }
        var previousDay: Int?
        var before = PriorRow.absent
        // The same change under another device's id (a database that took over rows it read,
        // their stamps kept): applied, so that every device holds the same version, but nothing
        // a person would see came in.
        var relabel = false
        if let local {
            let values = local.values
            before = values[4].isNull ? .live(value: values[5], note: values[6]) : .deleted
            let stampText: String = try local[0]
            let current = RowVersion(
                table: table, id: version.id, stamp: HybridLogicalClock(stampText) ?? .zero, device: try local[1],
                deletedAt: nil, fields: [:])
            guard version.supersedes(current) else { return .stale }
            if current.stamp == version.stamp {
                relabel = try sameContent(version, in: statements)
            }
            if dayColumn != nil {
                let owner: String = try local[2]
                guard UUID(storedText: owner) == habitID else { return .refused("the record belongs to another habit") }
                previousDay = try local[3]
            }
        } else if let habitID, table != .habits {
            let known = try statements.rows("SELECT 1 FROM habits WHERE id = ?", [habitID.storageText])
            if known.isEmpty { return .waiting }
        }
        let tombstone = table.hasTombstones ? ["deleted_at"] : []
        let names = [table.keyColumn] + columns + ["stamp", "device_id"] + tombstone
        let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
        let updates = names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        var values: [(any SQLiteValueConvertible)?] = [version.id]
        values += columns.map { version.fields[$0] ?? .null }
        values += [version.stamp.description, version.device]
        if table.hasTombstones { values.append(version.deletedAt) }
        do {
            return try database.savepoint { database in
                try statements.execute(
                    """
                    INSERT INTO \(table.rawValue)(\(names.joined(separator: ", "))) VALUES (\(placeholders))
                    ON CONFLICT(\(table.keyColumn)) DO UPDATE SET \(updates)
                    """, StatementArguments(values))
                if relabel { return Outcome.relabeled }
                // A row no device could have written (a frequency the app cannot read) is refused,
                // so that reading the habits never fails on it.
                let selection: String
                switch table {
                case .habits: selection = Habit.selection
                case .completions: selection = Completion.selection
                case .skips: selection = Skip.selection
                case .reminders: selection = Reminder.selection
                case .settings: return Outcome.applied(habitID: nil, day: nil, before: before)
                }
                let row = try statements.rows(
                    "SELECT \(selection) FROM \(table.rawValue) WHERE id = ?", [version.id])
                guard let row = row.first else { throw RefusedRow(reason: "the row was not written") }
                var day: Int?
                do {
                    switch table {
                    case .habits: _ = try Habit(row: row)
                    case .completions: day = try Completion(row: row).day.dayNumber
                    case .skips: day = try Skip(row: row).days.first.dayNumber
                    case .reminders: _ = try Reminder(row: row)
                    case .settings: break
                    }
                } catch {
                    throw RefusedRow(reason: "\(error)")
                }
                // A reminder changes no score, record or snapshot: no habit is touched by it.
                if table == .reminders { return Outcome.applied(habitID: nil, day: nil, before: before) }
                let earliest = [day, previousDay].compactMap { $0 }.min()
                return Outcome.applied(habitID: habitID, day: table == .habits ? nil : earliest, before: before)
            }
        } catch let refusal as RefusedRow {
            return .refused(refusal.reason)
        } catch let error as SQLiteError where error.code.primary == .constraint || error.code.primary == .mismatch {
            // A value of the wrong kind for a STRICT column, or a range the table's checks refuse.
            return .refused(error.message)
        }
    }

    /// Gives the habit row `habitID`, which wins over the version received, the merged `terms`
    /// (its other columns, stamp and device kept until it is published again as this device's).
    private func keepingRow(
        _ habitID: UUID, terms: TermsMerge.TermsColumns, republishing: inout [UUID: Bool], in database: Database,
        statements: MergeStatements
    ) throws -> Outcome {
        do {
            return try database.savepoint { _ in
                try statements.execute(
                    "UPDATE habits SET frequency = ?, type = ?, score_model = ?, earlier_rules = ? WHERE id = ?",
                    [terms.frequency, terms.type, terms.scoreModel, terms.earlierRules, habitID.storageText])
                let row = try statements.rows(
                    "SELECT \(Habit.selection), deleted_at FROM habits WHERE id = ?", [habitID.storageText])
                guard let row = row.first else { throw RefusedRow(reason: "the row was not written") }
                do {
                    _ = try Habit(row: row)
                } catch {
                    throw RefusedRow(reason: "\(error)")
                }
                let deleted: Double? = try row[Habit.columnCount]
                republishing[habitID] = true
                return Outcome.applied(
                    habitID: habitID, day: nil, before: deleted == nil ? .live(value: nil, note: nil) : .deleted)
            }
        } catch let refusal as RefusedRow {
            return .refused(refusal.reason)
        }
    }

    /// The deleted habits that have a live record or skip their deletion's version does not
    /// cover, with that version (its stamp and device), in the ids' order.
    ///
    /// Moving a habit to the trash stamps every live record and skip the deleting device had
    /// with the deletion's own version (``StoreWriter/deleteHabit(_:)``), and emptying the trash
    /// deletes them with the emptying's version; a record deleted by a Kadō from before the trash
    /// stays deleted. So a live one with any other version is one that device never saw — made
    /// elsewhere, concurrently (whatever the clocks say) — and the habit comes back for it, with
    /// whatever it still has: its whole history from the trash, or only that check-in once emptied.
    private func resurrectableDeletions(
        among candidates: Set<UUID>, in database: Database
    ) throws -> [(UUID, (stamp: HybridLogicalClock, device: String))] {
        let deleted = try database.query(
            "SELECT id, stamp, device_id, emptied_at IS NULL FROM habits WHERE deleted_at IS NOT NULL ORDER BY id")
        var found: [(UUID, (stamp: HybridLogicalClock, device: String))] = []
        for row in deleted {
            let id: String = try row[0]
            let stamp: String = try row[1]
            let inTrash: Bool = try row[3]
            guard let habitID = UUID(storedText: id), inTrash || candidates.contains(habitID),
                let clock = HybridLogicalClock(stamp)
            else { continue }
            let device: String = try row[2]
            let unseen = try database.scalar(
                """
                SELECT EXISTS (SELECT 1 FROM completions WHERE habit_id = ?1 AND deleted_at IS NULL
                    AND (stamp, device_id) IS NOT (?2, ?3))
                OR EXISTS (SELECT 1 FROM skips WHERE habit_id = ?1 AND deleted_at IS NULL
                    AND (stamp, device_id) IS NOT (?2, ?3))
                """, [id, stamp, device], as: Bool.self)
            if unseen == true { found.append((habitID, (clock, device))) }
        }
        return found
    }

    private func clockStamp(in database: Database) throws -> HybridLogicalClock {
        try database.scalar("SELECT value FROM device WHERE key = 'clock'", as: String.self)
            .flatMap(HybridLogicalClock.init) ?? .zero
    }

    private func syncRead<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}

/// The statements a merge runs for every version, compiled once per merge instead of once per
/// version: a new device's first sync applies every row of the others.
private final class MergeStatements {
    private let database: Database
    private var prepared: [String: Statement] = [:]

    init(_ database: Database) { self.database = database }

    private func statement(_ sql: String) throws -> Statement {
        if let kept = prepared[sql] { return kept }
        let statement = try database.prepare(sql)
        prepared[sql] = statement
        return statement
    }

    /// The rows of `sql`, copied.
    func rows(_ sql: String, _ arguments: StatementArguments) throws -> [Row] {
        let statement = try statement(sql)
        try statement.bind(arguments)
        return try statement.copyRows()
    }

    /// Runs `sql` to completion.
    func execute(_ sql: String, _ arguments: StatementArguments) throws {
        try statement(sql).execute(arguments)
    }
}

/// A synced row, whatever its version: its table and key.
private struct SyncedRow: Hashable {
    var table: RowVersion.Table
    var id: String

    init(_ version: RowVersion) {
        table = version.table
        id = version.id
    }
}

/// A version refused inside its savepoint (rolled back).
private struct RefusedRow: Error {
    var reason: String
}
