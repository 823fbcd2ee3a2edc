import Foundation
import KadoSQLite

/// The rows one journaled transaction is about to write, each as it was before its first write
/// in the transaction: what ``HabitStore/write(journaling:_:)`` keeps in the undo journal.
///
/// The writer captures a row by reading it (never writing), so a change that turns out to
/// change nothing leaves no trace; at the end only the rows that carry the transaction's stamp
/// — the ones really written — are journaled.
final class UndoCapture {
    /// One row as it was: its table, its id, its habit's id, and its columns as JSON (`nil`
    /// when the row did not exist).
    struct Image {
        let table: RowVersion.Table
        let rowID: String
        let habitID: String
        let before: String?
    }

    /// The captured rows, in the order first captured.
    private(set) var images: [Image] = []
    private var captured: Set<String> = []
    /// Each table's `SELECT` of an image, built once a transaction from the table's columns.
    private var selections: [RowVersion.Table: String] = [:]

    /// The tables a person's change writes: every synced one but the settings.
    static let tables: [RowVersion.Table] = [.habits, .completions, .skips, .reminders]

    /// Captures the row `id` of `table`, of the habit `habitID` (a row not there yet is captured
    /// as absent), unless captured already.
    func capture(_ table: RowVersion.Table, id: UUID, habitID: UUID, in database: Database) throws {
        let id = id.storageText
        guard !captured.contains(Self.key(table, id)) else { return }
        let before = try database.queryFirst("\(try selection(of: table, in: database)) WHERE id = ?", [id]) {
            row -> String? in try row[2]
        }
        append(Image(table: table, rowID: id, habitID: habitID.storageText, before: before ?? nil))
    }

    /// Captures every row of `table` that belongs to the habit `habitID` (the habit's own row,
    /// for the habits table).
    func capture(_ table: RowVersion.Table, ofHabit habitID: UUID, in database: Database) throws {
        let column = table == .habits ? "id" : "habit_id"
        let found = try database.query(
            "\(try selection(of: table, in: database)) WHERE \(column) = ?", [habitID.storageText]
        ) { row in Image(table: table, rowID: try row[0], habitID: try row[1], before: try row[2]) }
        for image in found { append(image) }
    }

    private func append(_ image: Image) {
        guard captured.insert(Self.key(image.table, image.rowID)).inserted else { return }
        images.append(image)
    }

    private static func key(_ table: RowVersion.Table, _ id: String) -> String { "\(table.rawValue)/\(id)" }

    /// `SELECT id, habit, image FROM table`: the image a JSON object of every column, a `REAL`
    /// written with 17 significant digits (JSON's own 15 would not give the same number back).
    private func selection(of table: RowVersion.Table, in database: Database) throws -> String {
        if let known = selections[table] { return known }
        let columns = try Self.columns(of: table, in: database)
        let fields = columns.map { column in
            let value =
                column.isReal
                ? "CASE WHEN \(column.name) IS NULL THEN NULL ELSE printf('%!.17g', \(column.name)) END" : column.name
            return "'\(column.name)', \(value)"
        }
        let habit = table == .habits ? "id" : "habit_id"
        let sql = "SELECT id, \(habit), json_object(\(fields.joined(separator: ", "))) FROM \(table.rawValue)"
        selections[table] = sql
        return sql
    }

    /// A column of a journaled table: its name and whether it holds a `REAL`.
    struct Column {
        let name: String
        let isReal: Bool
    }

    /// The columns of `table`, as the database has them (a later migration's columns included).
    static func columns(of table: RowVersion.Table, in database: Database) throws -> [Column] {
        try database.query("SELECT name, type FROM pragma_table_info(?)", [table.rawValue]) { row in
            Column(name: try row[0], isReal: (try row[1] as String).uppercased() == "REAL")
        }
    }
}
