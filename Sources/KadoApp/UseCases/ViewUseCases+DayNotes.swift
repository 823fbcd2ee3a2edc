import Foundation
import KadoCore
import KadoStore

/// Some consecutive days as a notes app's daily notes list them (`kado export --format markdown`,
/// `kado today --markdown`): for each day, the habits it asked for or that hold a record, each
/// with how the day went, its amount and its notes. Days with nothing to say are left out.
public struct DayNotes: Sendable {
    /// How a habit's day went, as a daily note says it.
    public enum Standing: Hashable, Sendable {
        /// A day the schedule asked for (or one something was logged on anyway), read as every
        /// screen reads it (``DayOutcome``).
        case outcome(DayOutcome)
        /// A day excused by a one-day skip.
        case skipped
        /// A day excused by a pause (a skip of several days).
        case paused
        /// A day neither due nor logged, that holds only a note.
        case noteOnly
    }

    /// One habit on one day.
    public struct Entry: Sendable {
        /// The habit.
        public let habit: Habit
        /// The habit's type in force that day (its terms may have changed from a date since).
        public let type: HabitType
        /// How the day went.
        public let standing: Standing
        /// Whether the schedule asked for the habit that day (an off-schedule record is not).
        public let isDue: Bool
        /// The sum of the day's record values, in stored units (seconds for a timer).
        public let amount: Double
        /// The day's notes (a skip's first, then the records' in the order they were written);
        /// none empty.
        public let notes: [String]
    }

    /// One day that has something to say.
    public struct Day: Sendable {
        /// The day.
        public let day: LogicalDay
        /// Its habits, in the habits' order.
        public let entries: [Entry]
    }

    /// The days with at least one entry, oldest first.
    public let days: [Day]
}

extension ViewUseCases {
    /// The most days one ``dayNotes(from:through:in:)`` covers: three years (with a leap day), so
    /// an export stays a file a notes app opens, not a decade read at once.
    public static let dayNotesMaximumDays = 3 * 365 + 1

    /// The daily notes of every habit, archived ones included up to their archive day, from
    /// `first` through `last`: each day the walk the screens use (``HabitTimeline/cells(from:through:asOf:)``)
    /// finds due, logged or excused, with the day's amount and notes. Days after today hold
    /// nothing yet; today is told so far.
    ///
    /// - Throws: ``AppError/invalid(_:)`` when `last` is before `first` or the range is longer
    ///   than ``dayNotesMaximumDays``.
    /// - Complexity: O(h × d + r) for the h habits, the d days and the r records from the
    ///   checkpoint before `first` on.
    public func dayNotes(from first: LogicalDay, through last: LogicalDay, in context: AppContext? = nil)
        throws(AppError) -> DayNotes
    {
        guard first <= last, first.days(to: last) < Self.dayNotesMaximumDays else {
            throw .invalid(
                .init(
                    field: "days", value: String(first.days(to: last) + 1),
                    rule: .outOfRange(minimum: 1, maximum: Self.dayNotesMaximumDays, unit: .none)))
        }
        let context = try self.context(given: context)
        let today = context.today
        let habits = try self.habits.all(includingArchived: true)
        let timelines = try timelines(of: habits, calendar: context.calendar, resumingBefore: min(first, today))
        let ids = habits.map(\.id)
        let (records, skips) = try perform {
            try store.reading {
                (
                    try ids.map { try store.completions(of: $0, from: first).filter { $0.day <= last } },
                    try store.skipsByHabit(ids, endingFrom: first)
                )
            }
        }
        let count = first.days(to: last) + 1
        var entries = [[DayNotes.Entry]](repeating: [], count: count)
        for (index, timeline) in timelines.enumerated() {
            let habit = timeline.habit
            var notes = [Int: [String]]()
            for record in records[index] {
                guard let note = record.note, !note.isEmpty else { continue }
                notes[first.days(to: record.day), default: []].append(note)
            }
            let habitSkips = skips[habit.id] ?? []
            for (offset, cell) in timeline.cells(from: first, through: last, asOf: today).enumerated() {
                let day = first.adding(days: offset)
                // Nothing of a habit is told after its archive day, nor before its first day.
                if let archiveDay = timeline.archiveDay, day > archiveDay { continue }
                if day < timeline.effectiveStart { continue }
                let type = habit.rules(on: day).type
                var dayNotes = notes[offset] ?? []
                let standing: DayNotes.Standing
                var isDue = false
                switch cell {
                case .future: continue
                case .notDue:
                    guard !dayNotes.isEmpty else { continue }
                    standing = .noteOnly
                case .scored(let value):
                    standing = .outcome(DayOutcome(kind: type.kind, value: value))
                    isDue = true
                case .offSchedule(let value):
                    standing = .outcome(DayOutcome(kind: type.kind, value: value))
                case .skipped:
                    // The skip's own note (why) goes with the day it excuses.
                    let skip = habitSkips.last { $0.days.contains(day) }
                    standing = skip?.isPause == true ? .paused : .skipped
                    if let note = skip?.note, !note.isEmpty { dayNotes.insert(note, at: 0) }
                }
                entries[offset].append(
                    DayNotes.Entry(
                        habit: habit, type: type, standing: standing, isDue: isDue, amount: timeline.sum(on: day),
                        notes: dayNotes))
            }
        }
        return DayNotes(
            days: entries.enumerated().compactMap { offset, entries in
                entries.isEmpty ? nil : DayNotes.Day(day: first.adding(days: offset), entries: entries)
            })
    }
}
