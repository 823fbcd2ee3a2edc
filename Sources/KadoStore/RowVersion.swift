import Foundation
import KadoSQLite

/// One version of one synced row: what a device wrote to a habit, a record, a skip or a setting,
/// with the clock stamp and device that order it among every other version of that row.
///
/// Sync exchanges row versions and nothing else; a deletion is a version too (``deletedAt`` set).
/// Of all the versions of a row, the one with the greatest (``stamp``, ``device``) is the row:
/// ``supersedes(_:)``.
public struct RowVersion: Hashable, Sendable {
    /// A table whose rows follow the user from device to device. The device table and the score
    /// checkpoints (a cache) never sync.
    public enum Table: String, CaseIterable, Hashable, Sendable {
        /// Habits.
        case habits
        /// Records (completions), the day's values and notes.
        case completions
        /// Skips: excused days and pauses.
        case skips
        /// Settings that follow the user: day start, week start, language.
        case settings
        /// Reminders: a habit's times of day, each its own row (schema migration 3).
        case reminders

        /// The columns a version carries in ``RowVersion/fields``: every column but the key, the
        /// stamp, the device and the tombstone.
        public var columns: [String] {
            switch self {
            case .habits:
                [
                    "name", "frequency", "type", "unit", "color", "icon", "created_at", "archived_at",
                    "reminders_enabled", "reminder_hour", "reminder_minute", "sort_order", "score_model",
                ]
            case .completions: ["habit_id", "day", "recorded_at", "value", "note"]
            case .skips: ["habit_id", "first_day", "last_day", "note"]
            case .settings: ["value"]
            case .reminders: ["habit_id", "hour", "minute", "only_if_not_done", "snooze_minutes"]
            }
        }

        /// The columns a version carries in ``RowVersion/fields`` only when they hold a value: a
        /// habit's `details` and `group_name` (schema migration 5), and when it was emptied from
        /// the trash, `emptied_at` (schema migration 7). A Kadō from before them reads
        /// a version without them as it always did; a version without one means `NULL` (the
        /// segment of a version that has one is in sync format 4, which such a Kadō refuses as
        /// newer instead of dropping the value: ``RowVersion/carriesOptionalColumns``).
        public var optionalColumns: [String] {
            switch self {
            case .habits: ["details", "group_name", "emptied_at", "start_day", "earlier_rules"]
            case .completions, .skips, .settings, .reminders: []
            }
        }

        /// ``columns`` and ``optionalColumns``: every column the table syncs.
        public var syncedColumns: [String] { columns + optionalColumns }

        /// The settings that follow the user from device to device: they decide which day a
        /// record falls on and how weeks and words read. The others (the web access token's
        /// digest, the last export's time) belong to the device.
        public static let followingSettings: [String] = ["dayStart", "weekStart", "language"]

        /// The key column: `id`, or `key` for settings.
        var keyColumn: String { self == .settings ? "key" : "id" }

        /// Whether rows are deleted by a tombstone (settings are only ever replaced).
        public var hasTombstones: Bool { self != .settings }

        /// The order versions of one batch are applied in: a habit before its records and reminders.
        var applicationOrder: Int {
            switch self {
            case .habits: 0
            case .settings: 1
            case .completions: 2
            case .skips: 3
            case .reminders: 4
            }
        }
    }

    /// The table.
    public var table: Table
    /// The row's key: a UUID's canonical text, or a setting's key.
    public var id: String
    /// The clock stamp of the change.
    public var stamp: HybridLogicalClock
    /// The device that made the change.
    public var device: String
    /// When the row was deleted (seconds since 1970), or `nil` for a live row.
    public var deletedAt: Double?
    /// Every column of ``Table/columns``, and those of ``Table/optionalColumns`` that hold a
    /// value, by name.
    public var fields: [String: SQLiteValue]

    /// A version of a row.
    public init(
        table: Table, id: String, stamp: HybridLogicalClock, device: String, deletedAt: Double?,
        fields: [String: SQLiteValue]
    ) {
        self.table = table
        self.id = id
        self.stamp = stamp
        self.device = device
        self.deletedAt = deletedAt
        self.fields = fields
    }

    /// Whether this version carries a column of ``Table/optionalColumns`` (a habit's details or
    /// group): what only a Kadō that knows those columns may read.
    public var carriesOptionalColumns: Bool {
        table.optionalColumns.contains { fields[$0] != nil }
    }

    /// Whether this version carries `column` (a column of ``Table/optionalColumns`` is carried
    /// only when it holds a value).
    public func carries(_ column: String) -> Bool { fields[column] != nil }

    /// Whether this is a habit's version whose terms carry the stamps sync merges them by (its
    /// `earlier_rules` text has a `|` part, ``RuleTimeline``): a Kadō from before them cannot
    /// read it.
    public var carriesRuleStamps: Bool {
        guard table == .habits, case .text(let text) = fields["earlier_rules"] else { return false }
        return text.contains("|")
    }

    /// Whether this version is a deletion (a tombstone).
    public var isDeletion: Bool { deletedAt != nil }

    /// Whether this version wins over `other`, a version of the same row: a greater stamp, or the
    /// same stamp from a device whose id sorts after. The same on every device, whatever the order
    /// versions arrive in.
    public func supersedes(_ other: RowVersion) -> Bool {
        (stamp, device) > (other.stamp, other.device)
    }
}
