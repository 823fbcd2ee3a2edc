import Foundation
import KadoCore

/// Builds a habit and its records day by day, for tests: `created on`, `done on`, `slipped on`,
/// `skipped`, then `timeline()`.
public struct HistoryBuilder: Sendable {
    /// The habit being built.
    public var habit: Habit
    /// The records so far.
    public var completions: [Completion] = []
    /// The skips so far.
    public var skips: [Skip] = []
    /// The calendar the habit's instants are read in.
    public let calendar: HabitCalendar
    private var counter = 0

    /// A habit created at noon of `createdOn` in `calendar`.
    public init(
        _ frequency: Frequency = .daily, _ type: HabitType = .binary, createdOn: LogicalDay,
        calendar: HabitCalendar = TestCalendars.utc, scoreModel: ScoreModel = .kado, name: String = "Habit"
    ) {
        self.calendar = calendar
        let created = HistoryBuilder.noon(of: createdOn, in: calendar)
        habit = Habit(
            id: HistoryBuilder.uuid(0, 0), name: name, frequency: frequency, type: type, createdAt: created,
            scoreModel: scoreModel)
    }

    /// Noon of `day` in `calendar` (a time that exists on every day).
    public static func noon(of day: LogicalDay, in calendar: HabitCalendar) -> Date {
        calendar.boundary.start(of: day).addingTimeInterval(12 * 3600 - Double(calendar.boundary.startHour) * 3600)
    }

    /// A deterministic UUID from two numbers.
    public static func uuid(_ high: Int, _ low: Int) -> UUID {
        let text = String(format: "%08X-0000-4000-8000-%012X", high, low)
        guard let id = UUID(uuidString: text) else { preconditionFailure(text) }
        return id
    }

    /// Adds a record of `value` on each of `days`.
    public mutating func record(_ days: [LogicalDay], value: Double = 1, note: String? = nil) {
        for day in days {
            counter += 1
            completions.append(
                Completion(
                    id: HistoryBuilder.uuid(1, counter), habitID: habit.id, day: day,
                    recordedAt: HistoryBuilder.noon(of: day, in: calendar), value: value, note: note))
        }
    }

    /// Adds a record of `value` on `day`.
    public mutating func record(_ day: LogicalDay, value: Double = 1, note: String? = nil) {
        record([day], value: value, note: note)
    }

    /// Marks every day from `first` through `last` done (value 1).
    public mutating func done(from first: LogicalDay, through last: LogicalDay) {
        var day = first
        while day <= last {
            record(day)
            day = day.adding(days: 1)
        }
    }

    /// Excuses `first` through `last`.
    public mutating func skip(from first: LogicalDay, through last: LogicalDay) {
        counter += 1
        // The test's own numbers: an invalid range stops the test below.
        guard let range = try? DayRange(from: first, through: last) else { preconditionFailure("bad range") }
        skips.append(Skip(id: HistoryBuilder.uuid(2, counter), habitID: habit.id, days: range))
    }

    /// Archives the habit at noon of `day`.
    public mutating func archive(on day: LogicalDay) {
        habit.archivedAt = HistoryBuilder.noon(of: day, in: calendar)
    }

    /// The timeline of what was built.
    public func timeline() -> HabitTimeline {
        HabitTimeline(habit: habit, completions: completions, skips: skips, calendar: calendar)
    }
}
