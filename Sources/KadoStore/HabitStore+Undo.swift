import Foundation
import KadoCore
import KadoSQLite

/// Why a habit's part of a change could not be undone: something wrote its rows since.
public enum UndoConflict: String, Hashable, Sendable {
    /// Another device's change arrived by sync since: undoing would overwrite it.
    case changedOnAnotherDevice
    /// This device changed it since in a way the journal does not hold (an import, a repair).
    case changedSince
}

extension HabitStore {
    /// The most changes the undo journal keeps: writing one more forgets the oldest.
    public static let undoJournalLimit = 100

    /// What the last journaled change was (its `describe` text), or `nil` when the journal is
    /// empty: what an undo would undo now.
    public func lastJournaledChange() throws -> String? {
        try reading {
            try database.scalar("SELECT change FROM undo_entries ORDER BY sequence DESC LIMIT 1", as: String.self)
        }
    }

    /// Keeps the rows `capture` holds that this transaction wrote (those carrying its stamp) as
    /// one journal entry, and forgets the entries beyond ``undoJournalLimit``.
    static func journal(_ capture: UndoCapture, change: String, stamp: HybridLogicalClock, in database: Database)
        throws
    {
        let stampText = stamp.description
        var written: [UndoCapture.Image] = []
        for image in capture.images {
            let current = try database.scalar(
                "SELECT stamp FROM \(image.table.rawValue) WHERE id = ?", [image.rowID], as: String.self)
            if current == stampText { written.append(image) }
        }
        guard !written.isEmpty else { return }
        try database.execute("INSERT INTO undo_entries(change) VALUES (?)", [change])
        let sequence = database.lastInsertRowID
        let insert = try database.prepare(
            """
            INSERT INTO undo_rows(sequence, table_name, row_id, habit_id, before, expected_stamp)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for image in written {
            try insert.execute([sequence, image.table.rawValue, image.rowID, image.habitID, image.before, stampText])
        }
        let oldest = """
            SELECT sequence FROM undo_entries ORDER BY sequence DESC LIMIT -1 OFFSET \(undoJournalLimit)
            """
        try database.execute("DELETE FROM undo_rows WHERE sequence IN (\(oldest))")
        try database.execute("DELETE FROM undo_entries WHERE sequence IN (\(oldest))")
    }
}

extension StoreWriter {
    /// One row of a journal entry.
    private struct JournaledRow {
        let table: RowVersion.Table
        let rowID: String
        let habitID: String
        let before: String?
        let expectedStamp: String
    }

    /// Undoes the last journaled change of this device, in this transaction, and forgets it.
    ///
    /// The change's rows are taken habit by habit: a habit whose rows all still carry the stamp
    /// the change (or an undo of a later change) left is put back as it was — each row's
    /// columns restored, a row the change added deleted (a tombstone), with this transaction's
    /// stamp so that sync carries the undo to other devices. A habit that anything wrote since
    /// (another device's change arriving by sync, an import), or a habit the change added that
    /// has records added since, is left as it is: an undo never overwrites what it did not
    /// write. The entry is forgotten either way, so the next undo goes further back.
    /// - Returns: what was undone and kept, or `nil` when the journal is empty (then nothing is
    ///   written).
    public func undoLastChange() throws -> UndoneEntry? {
        let last = try database.queryFirst("SELECT sequence, change FROM undo_entries ORDER BY sequence DESC LIMIT 1") {
            row -> (Int64, String) in (try row[0], try row[1])
        }
        guard let (sequence, change) = last else { return nil }
        let rows = try database.query(
            """
            SELECT table_name, row_id, habit_id, before, expected_stamp FROM undo_rows WHERE sequence = ?
            ORDER BY rowid
            """, [sequence]
        ) { row -> JournaledRow? in
            guard let table = RowVersion.Table(rawValue: try row[0]) else { return nil }
            return JournaledRow(
                table: table, rowID: try row[1], habitID: try row[2], before: try row[3], expectedStamp: try row[4])
        }.compactMap { $0 }
        var habits: [String] = []
        var conflicts: [String: UndoConflict] = [:]
        let entryRows = Set(rows.map { "\($0.table.rawValue)/\($0.rowID)" })
        for row in rows {
            if !habits.contains(row.habitID) { habits.append(row.habitID) }
            if let conflict = try conflict(of: row, among: entryRows) {
                conflicts[row.habitID] = conflicts[row.habitID] ?? conflict
            }
        }
        var columns: [RowVersion.Table: [UndoCapture.Column]] = [:]
        for row in rows where conflicts[row.habitID] == nil {
            if columns[row.table] == nil { columns[row.table] = try UndoCapture.columns(of: row.table, in: database) }
            try restore(row, columns: columns[row.table] ?? [], sequence: sequence)
        }
        for habit in habits where conflicts[habit] == nil {
            if let id = UUID(storedText: habit) {
                touch(id)
                try forgetCheckpoint(of: id)
            }
        }
        try database.execute("DELETE FROM undo_rows WHERE sequence = ?", [sequence])
        try database.execute("DELETE FROM undo_entries WHERE sequence = ?", [sequence])
        return UndoneEntry(
            change: change,
            undone: habits.filter { conflicts[$0] == nil }.compactMap(UUID.init(uuidString:)),
            kept: habits.compactMap { habit in
                guard let conflict = conflicts[habit], let id = UUID(storedText: habit) else { return nil }
                return .init(habitID: id, conflict: conflict)
            })
    }

    /// Why `row` cannot be put back, or `nil` when it still is as the change left it (and, for a
    /// habit the change added, no record outside the change belongs to it).
    private func conflict(of row: JournaledRow, among entryRows: Set<String>) throws -> UndoConflict? {
        let current = try database.queryFirst(
            "SELECT stamp, device_id FROM \(row.table.rawValue) WHERE id = ?", [row.rowID]
        ) { found -> (String, String) in (try found[0], try found[1]) }
        guard let (stamp, device) = current else { return .changedSince }
        if stamp != row.expectedStamp { return device == deviceID ? .changedSince : .changedOnAnotherDevice }
        guard row.table == .habits, row.before == nil else { return nil }
        for table in UndoCapture.tables where table != .habits {
            let others = try database.query(
                "SELECT id, device_id FROM \(table.rawValue) WHERE habit_id = ? AND deleted_at IS NULL", [row.rowID]
            ) { found -> (String, String) in (try found[0], try found[1]) }
            if let other = others.first(where: { !entryRows.contains("\(table.rawValue)/\($0.0)") }) {
                return other.1 == deviceID ? .changedSince : .changedOnAnotherDevice
            }
        }
        return nil
    }

    /// Stamps the terms of the habit `id`, just put back, as a change of this transaction: the
    /// image holds the stamps its versions had before the change, and a version the change added
    /// needs a removal mark (``stampedColumnValues(of:over:)``, over `previous`, what the row held
    /// before), else another device's copy of it would
    /// bring it back at the next sync.
    private func restampTerms(
        ofRestored id: String, over previous: (timeline: RuleTimeline, kind: HabitTypeKind)?
    ) throws {
        guard
            let habit = try database.queryFirst(
                "SELECT \(Habit.selection) FROM habits WHERE id = ?", [id], { row in try Habit(row: row) })
        else { return }
        let values = stampedColumnValues(of: habit, over: previous)
        try database.execute("UPDATE habits SET earlier_rules = ? WHERE id = ?", [values[values.count - 1], id])
    }

    /// Puts `row` back as it was before entry `sequence`'s change, and lets the entries before
    /// it expect the stamp it now has.
    private func restore(_ row: JournaledRow, columns: [UndoCapture.Column], sequence: Int64) throws {
        let table = row.table.rawValue
        guard let before = row.before else {
            try database.execute(
                "UPDATE \(table) SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ?",
                [now.timeIntervalSince1970, stamp.description, deviceID, row.rowID])
            return
        }
        // A column the image lacks (added by a later migration) keeps its value.
        let assignments = columns.filter { !["id", "stamp", "device_id"].contains($0.name) }.map { column in
            let value = "json_extract(?1, '$.\(column.name)')"
            let decoded = column.isReal ? "CAST(\(value) AS REAL)" : value
            return "\(column.name) = CASE WHEN json_type(?1, '$.\(column.name)') IS NULL THEN \(column.name) "
                + "ELSE \(decoded) END"
        }
        let terms = row.table == .habits ? try storedTimeline(ofHabit: row.rowID) : nil
        try database.execute(
            "UPDATE \(table) SET \(assignments.joined(separator: ", ")), stamp = ?2, device_id = ?3 WHERE id = ?4",
            [before, stamp.description, deviceID, row.rowID])
        if row.table == .habits { try restampTerms(ofRestored: row.rowID, over: terms) }
        try database.execute(
            """
            UPDATE undo_rows SET expected_stamp = ? WHERE table_name = ? AND row_id = ? AND sequence < ?
            AND expected_stamp = json_extract(?, '$.stamp')
            """, [stamp.description, table, row.rowID, sequence, before])
    }
}
