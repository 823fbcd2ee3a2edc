import Foundation
import KadoCore

/// What Kadō's backups (JSON and CSV) share: the order habits and records are written in, the
/// instant written for a record, and the Kadō-visible stand-ins for what Kadō lacks.
enum KadoBackupLayout {
    /// The current format version of both backups.
    static let formatVersion = 1

    /// Habits in Kadō's order: by creation, then by id for equal instants.
    static func sortedHabits(_ habits: [Habit]) -> [Habit] {
        habits.sorted { lhs, rhs in
            lhs.createdAt != rhs.createdAt ? lhs.createdAt < rhs.createdAt : lhs.id.uuidString < rhs.id.uuidString
        }
    }

    /// A record as written: the instant Kadō buckets into the record's day, and the instant it
    /// was recorded at when that differs.
    struct WrittenCompletion {
        /// The record.
        var completion: Completion
        /// The instant written as `date`.
        var date: Date
        /// Whether `date` differs from `recordedAt` (written on the logical day instead).
        var isMoved: Bool
    }

    /// Where each record goes: `date` is `recordedAt` when Kadō, bucketing it into the calendar
    /// day of `boundary`'s time zone, finds the record's logical day; otherwise (a day-start hour,
    /// a backfill) the instant with the same wall-clock time on the logical day, so that Kadō
    /// puts the record on the right day. Sorted by that instant, then by id.
    static func writtenCompletions(_ completions: [Completion], boundary: DayBoundary) -> [WrittenCompletion] {
        writtenCompletions(completions, days: DayWindows(boundary: boundary))
    }

    /// ``writtenCompletions(_:boundary:)`` with the day windows kept across calls (an export's).
    static func writtenCompletions(_ completions: [Completion], days: DayWindows) -> [WrittenCompletion] {
        let boundary = days.boundary
        return completions.map { completion in
            guard !days.contains(completion.recordedAt, on: completion.day),
                KadoTimestamp.isWritable(completion.day)
            else { return WrittenCompletion(completion: completion, date: completion.recordedAt, isMoved: false) }
            let moved = boundary.instant(on: completion.day, keepingTimeOf: completion.recordedAt)
            guard KadoTimestamp.isWritable(moved), moved != completion.recordedAt else {
                return WrittenCompletion(completion: completion, date: completion.recordedAt, isMoved: false)
            }
            return WrittenCompletion(completion: completion, date: moved, isMoved: true)
        }
        .sorted { lhs, rhs in
            lhs.date != rhs.date ? lhs.date < rhs.date : lhs.completion.id.uuidString < rhs.completion.id.uuidString
        }
    }

    /// The schedule Kadō is shown for `frequency`: itself for Kadō's four kinds; for Loop's
    /// "`times` in `days` days" the closest of Kadō's kinds:
    /// - `times` ≥ `days` (every day of the window) → `daily`;
    /// - `days` = 7 → `daysPerWeek(times)`;
    /// - otherwise `daysPerWeek` of the same share of a week, `round(7 × times ÷ days)`, kept
    ///   within Kadō's 1…6 (3 in 10 days → 2 days a week; 1 in 30 days → 1 day a week).
    static func kadoVisible(_ frequency: Frequency) -> Frequency {
        guard case .timesInDays(let times, let days) = frequency else { return frequency }
        if times >= days { return .daily }
        if days == 7 { return .daysPerWeek(min(max(times, 1), 6)) }
        let weekly = (7 * Double(times) / Double(max(days, 1))).rounded()
        return .daysPerWeek(Int(min(max(weekly.isFinite ? weekly : 1, 1), 6)))
    }

    /// The type Kadō is shown for `type`: itself for Kadō's four kinds; an at-most limit becomes
    /// a counter with the limit as its target, so that Kadō shows the right amounts against the
    /// right number (it reads the limit as a goal to reach, the only thing it cannot say), and no
    /// record holds a value Kadō does not expect (a negative habit's records are 1).
    static func kadoVisible(_ type: HabitType) -> HabitType {
        guard case .atMost(let target) = type else { return type }
        return .counter(target: target)
    }

    /// A schedule as Kadō reads it: `daysPerWeek(7)` and `everyNDays(1)`, which ask for every
    /// day, become `daily`; everything else is kept (and validated later).
    static func normalized(_ frequency: Frequency) -> Frequency {
        switch frequency {
        case .daysPerWeek(7), .everyNDays(1): .daily
        default: frequency
        }
    }

    /// A value cut to `limit` characters for an error message, quoted.
    static func quoted(_ text: String, limit: Int = 40) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return "\"" + shown + "\""
    }
}
