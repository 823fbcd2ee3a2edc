import Foundation
import KadoSQLite

/// Rows that changed, counted as a person sees them: each row once, however many of its versions
/// came or went, a live row deleted as a removal, and a record whose only change is its note as a
/// note. What a sync says it received (``RemoteApplication/changes``) and sent.
public struct RowChanges: Hashable, Sendable {
    /// Rows added or changed, live afterwards, by table (a record whose only change is its note
    /// is in ``notes`` instead).
    public var changed: [RowVersion.Table: Int] = [:]
    /// Rows removed: a live row deleted, by table.
    public var removed: [RowVersion.Table: Int] = [:]
    /// Records whose note was written or changed, and nothing else of them.
    public var notes = 0

    /// No changes.
    public init() {}

    /// Whether nothing is counted.
    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty && notes == 0 }

    /// Counts `version` as this device publishes it, what the other devices had of the row being
    /// unknown here: a deletion as a removal, a record of no value that holds a note as a note,
    /// any other version as a change of its table.
    public mutating func count(published version: RowVersion) {
        if version.deletedAt != nil {
            removed[version.table, default: 0] += 1
        } else if version.table == .completions, number(version.fields["value"]) ?? 0 <= 0,
            text(version.fields["note"]) != nil
        {
            notes += 1
        } else {
            changed[version.table, default: 0] += 1
        }
    }

    /// Counts `version`, applied over a row that was `before`: a deletion of a live row as a
    /// removal, a record whose value stayed and whose note changed (or a new record of no value
    /// with a note) as a note, a row live afterwards as a change. A deletion of a row this
    /// device did not have live (a joining device taking in old tombstones) changes nothing a
    /// person sees, and is not counted.
    mutating func count(applied version: RowVersion, over before: PriorRow) {
        let table = version.table
        if version.deletedAt != nil {
            if case .live = before { removed[table, default: 0] += 1 }
            return
        }
        guard table == .completions else {
            changed[table, default: 0] += 1
            return
        }
        let value = number(version.fields["value"])
        let note = text(version.fields["note"])
        switch before {
        case .live(let previousValue, let previousNote):
            if value == previousValue, note != previousNote {
                notes += 1
            } else {
                changed[table, default: 0] += 1
            }
        case .absent, .deleted:
            if value ?? 0 <= 0, note != nil {
                notes += 1
            } else {
                changed[table, default: 0] += 1
            }
        }
    }
}

extension PriorRow {
    /// The prior row a record's `value` and `note` columns describe.
    static func live(value: SQLiteValue, note: SQLiteValue) -> PriorRow {
        .live(value: number(value), note: text(note))
    }
}

/// A column's number, whatever its storage class; `nil` for none.
private func number(_ value: SQLiteValue?) -> Double? {
    switch value {
    case .integer(let number): Double(number)
    case .real(let number): number
    default: nil
    }
}

/// A column's text, `nil` for none or empty.
private func text(_ value: SQLiteValue?) -> String? {
    guard case .text(let text) = value, !text.isEmpty else { return nil }
    return text
}
