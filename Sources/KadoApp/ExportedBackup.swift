import Foundation
import KadoBackup
import KadoCore

/// A backup written by ``Tracker/exportBackup(format:appVersion:)``: its bytes, what it holds,
/// what its format could not carry and what the database holds that no backup may carry.
public struct ExportedBackup: Sendable {
    /// JSON or CSV.
    public let format: BackupFormat
    /// The file's bytes.
    public let data: Data
    /// How many habits it holds (archived ones too).
    public let habitCount: Int
    /// How many records it holds.
    public let recordCount: Int
    /// What the format cannot carry (CSV: skips, units, …); empty for JSON.
    public let notCarried: [ExportOmission]
    /// Records and skips stored on days outside ``LogicalDay/supported`` (written by an older
    /// version), left out so that the backup imports back; ``Tracker/removeUnsupportedRecords()``
    /// removes them from the database.
    public let leftOut: [UnsupportedRecord]
}

/// Something the database holds that a CSV backup cannot carry, and how much of it.
public struct ExportOmission: Hashable, Sendable, CustomStringConvertible {
    /// What is not carried.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Skips and pauses.
        case skips
        /// The place of habits in the user's order (read back in the order written).
        case order
        /// Habits' units.
        case units
        /// At-most limits (written as counters).
        case atMostLimits
        /// Loop's "N times in M days" schedules (written as the closest Kadō schedule).
        case loopSchedules
        /// Loop's score model.
        case loopScoreModels
        /// The settings (day start, week start, language); ``count`` is 1.
        case settings
        /// The recording time of records logged for another day (written on their day).
        case recordingTimes
        /// Empty notes (read back as no note).
        case emptyNotes
        /// Records and skips of habits that are not in the backup.
        case recordsOfMissingHabits
        /// Instants outside years 1 to 9999 (written as the nearest one inside).
        case instantsOutsideYears
    }

    /// What is not carried.
    public let kind: Kind
    /// How many (habits, records, skips or instants, as ``kind`` says).
    public let count: Int

    /// `count` of `kind` not carried.
    public init(_ kind: Kind, count: Int) {
        self.kind = kind
        self.count = count
    }

    /// The writer's account of it.
    init?(_ omission: CSVOmission) {
        guard let kind = Kind(rawValue: omission.kind.rawValue) else { return nil }
        self.init(kind, count: omission.count)
    }

    /// In English (`the unit of 2 habits`).
    public var description: String {
        guard let kind = CSVOmission.Kind(rawValue: kind.rawValue) else { return kind.rawValue }
        return CSVOmission(kind, count: count).description
    }
}

/// A record or a skip stored on a day outside ``LogicalDay/supported``, which an older version
/// accepted: no backup carries it (it would not import back), and it can be removed.
public struct UnsupportedRecord: Hashable, Sendable {
    /// A record or a skip.
    public enum Kind: String, Hashable, Sendable {
        /// A record (a completion).
        case record
        /// A skip or a pause.
        case skip
    }

    /// A record or a skip.
    public let kind: Kind
    /// Its habit.
    public let habitID: UUID
    /// Its habit's name (its id when the habit is gone).
    public let habitName: String
    /// Its day (a skip's first day).
    public let day: LogicalDay
    /// A skip's last day (`nil` for a record or a one-day skip).
    public let lastDay: LogicalDay?
    /// Its id.
    let id: UUID
}
