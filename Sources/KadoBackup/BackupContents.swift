import Foundation
import KadoCore

/// Everything a backup carries, in the domain's own types: what every reader (Kadō JSON, Kadō CSV,
/// a Loop Habit Tracker database) produces and every writer consumes.
public struct BackupContents: Hashable, Sendable {
    /// The habits, archived ones included.
    public var habits: [Habit]
    /// Every habit's records.
    public var completions: [Completion]
    /// Every habit's skips and pauses.
    public var skips: [Skip]
    /// The settings the backup carries, if any (Kadō's own files carry none).
    public var settings: BackupSettings?
    /// What the file carries of each habit, its records and skips, by habit id; a habit not
    /// listed carries everything (contents built in code). Readers fill it in.
    public var coverage: [UUID: BackupCoverage]

    /// Contents from their parts.
    public init(
        habits: [Habit] = [], completions: [Completion] = [], skips: [Skip] = [], settings: BackupSettings? = nil,
        coverage: [UUID: BackupCoverage] = [:]
    ) {
        self.habits = habits
        self.completions = completions
        self.skips = skips
        self.settings = settings
        self.coverage = coverage
    }

    /// What the file carries of the habit `habitID` and of its records and skips.
    public func coverage(of habitID: UUID) -> BackupCoverage {
        coverage[habitID] ?? .everything
    }
}

/// The settings a backup may carry.
public struct BackupSettings: Hashable, Sendable, Codable {
    /// The hour (0–23) at which days begin.
    public var dayStart: Int?
    /// The first day of the week (Foundation's numbering, Sunday = 1).
    public var weekStart: Int?
    /// The language code (`en`, `fr`).
    public var language: String?

    /// Settings from their parts.
    public init(dayStart: Int? = nil, weekStart: Int? = nil, language: String? = nil) {
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.language = language
    }
}

/// The formats Kadō reads and writes.
public enum BackupFileFormat: String, CaseIterable, Sendable {
    /// Kadō's JSON backup: lossless.
    case json
    /// Kadō's 16-column CSV backup, for Kadō and spreadsheets.
    case csv
    /// A Loop Habit Tracker database backup (read only).
    case loop

    /// The format of `data`, from its content: JSON starts with `{`, a Loop database with
    /// SQLite's header, a Kadō CSV with its header line. `nil` when it is none of these.
    public static func detect(_ data: Data) -> BackupFileFormat? {
        var bytes = data.prefix(64)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return .loop }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        if first == UInt8(ascii: "{") { return .json }
        if bytes.starts(with: Array("format_version,".utf8)) { return .csv }
        return nil
    }
}
