import Foundation
import KadoCore

extension ReminderUseCases {
    /// Every habit with reminders (archived ones too: the schedule says they stay quiet), with
    /// its timeline from before `start`'s previous day and its reminders: what the reminder
    /// schedule reads, loaded fresh each time, so that a check-in made a minute ago counts.
    func reminderSubjects(from start: Date, calendar: HabitCalendar) throws(AppError) -> (
        subjects: [ReminderSchedule.Subject], habits: [UUID: Habit]
    ) {
        let byHabit = try perform { try store.remindersByHabit() }
        guard !byHabit.isEmpty else { return ([], [:]) }
        let habits = try habits.all(includingArchived: true).filter { byHabit[$0.id] != nil }
        let firstDay = calendar.boundary.logicalDay(containing: start).adding(days: -1)
        let timelines = try views.timelines(of: habits, calendar: calendar, resumingBefore: firstDay)
        let subjects = timelines.map { ReminderSchedule.Subject(timeline: $0, reminders: byHabit[$0.habit.id] ?? []) }
        return (subjects, Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0) }))
    }
}
