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
    /// Every reminder of each habit, by habit id, when the file carries them (our JSON's
    /// `reminders` key); a habit without an entry has the one reminder its own fields say
    /// (`remindersEnabled`, `reminderHour`, `reminderMinute`), as in Kadō's files, the CSV and Loop.
    public var reminders: [UUID: [BackupReminder]]
    /// What the file carries of each habit, its records and skips, by habit id; a habit not
    /// listed carries everything (contents built in code). Readers fill it in.
    public var coverage: [UUID: BackupCoverage]

    /// Contents from their parts.
    public init(
        habits: [Habit] = [], completions: [Completion] = [], skips: [Skip] = [], settings: BackupSettings? = nil,
        reminders: [UUID: [BackupReminder]] = [:], coverage: [UUID: BackupCoverage] = [:]
    ) {
        self.habits = habits
        self.completions = completions
        self.skips = skips
        self.settings = settings
        self.reminders = reminders
        self.coverage = coverage
    }

    /// What the file carries of the habit `habitID` and of its records and skips.
    public func coverage(of habitID: UUID) -> BackupCoverage {
        coverage[habitID] ?? .everything
    }
}
