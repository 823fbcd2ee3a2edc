import Foundation
import KadoBackup
import KadoCore

/// The first difference between two backups' contents (compared by id), in words; `nil` when
/// they are equal. Keeps failure messages short where `#expect(a == b)` would print everything.
func firstDifference(_ lhs: BackupContents, _ rhs: BackupContents) -> String? {
    if lhs.settings != rhs.settings {
        return "settings: \(String(describing: lhs.settings)) ≠ \(String(describing: rhs.settings))"
    }
    if lhs.habits.count != rhs.habits.count { return "\(lhs.habits.count) habits ≠ \(rhs.habits.count)" }
    if lhs.completions.count != rhs.completions.count {
        return "\(lhs.completions.count) records ≠ \(rhs.completions.count)"
    }
    if lhs.skips.count != rhs.skips.count { return "\(lhs.skips.count) skips ≠ \(rhs.skips.count)" }
    let left = lhs.normalized
    let right = rhs.normalized
    for (a, b) in zip(left.habits, right.habits) where a != b { return "habit\n  \(a)\n≠ \(b)" }
    for (a, b) in zip(left.completions, right.completions) where a != b { return "record\n  \(a)\n≠ \(b)" }
    for (a, b) in zip(left.skips, right.skips) where a != b { return "skip\n  \(a)\n≠ \(b)" }
    return nil
}

/// What Kadō sees, and what the CSV can carry, of our contents: the rules of the brief restated
/// independently of the encoder, so that tests check the encoder against them.
enum KadoView {
    /// Loop's "times in days" as the brief asks Kadō to be shown it.
    static func frequency(_ frequency: Frequency) -> Frequency {
        guard case .timesInDays(let times, let days) = frequency else { return frequency }
        if days == 7, times <= 6 { return .daysPerWeek(times) }
        if times == days { return .daily }
        let weekly = Int((7 * Double(times) / Double(days)).rounded())
        return .daysPerWeek(min(6, max(1, weekly)))
    }

    /// An at-most limit is shown as a counter with the limit as target.
    static func type(_ type: HabitType) -> HabitType {
        if case .atMost(let target) = type { return .counter(target: target) }
        return type
    }

    /// The contents as a Kadō reader (or our CSV reader) gets them back: Kadō's schedules and
    /// types, no unit, skip or setting, Kadō's score, habits numbered by creation, and each
    /// record at the instant written for it (on its logical day).
    static func contents(
        _ contents: BackupContents, timeZone: TimeZone, keepingEmptyNotes: Bool
    ) -> BackupContents {
        let boundary = DayBoundary(timeZone: timeZone)
        let order = contents.habits.sorted { lhs, rhs in
            lhs.createdAt != rhs.createdAt ? lhs.createdAt < rhs.createdAt : lhs.id.uuidString < rhs.id.uuidString
        }
        let habits = order.enumerated().map { index, habit in
            var shown = habit
            shown.frequency = frequency(habit.frequency)
            shown.type = type(habit.type)
            shown.unit = nil
            shown.scoreModel = .kado
            shown.sortOrder = index
            return shown
        }
        let completions = contents.completions.map { completion in
            var shown = completion
            if boundary.logicalDay(containing: completion.recordedAt) != completion.day {
                shown.recordedAt = boundary.instant(on: completion.day, keepingTimeOf: completion.recordedAt)
            }
            if !keepingEmptyNotes, shown.note == "" { shown.note = nil }
            return shown
        }
        return BackupContents(habits: habits, completions: completions)
    }
}
