import Foundation
import KadoSQLite

/// What this device had of a row before a version of it was applied.
enum PriorRow {
    /// No row with that key.
    case absent
    /// The row, deleted.
    case deleted
    /// The row, live; for a record, its value and note.
    case live(value: Double?, note: String?)
}
