import Foundation
import KadoApp
import KadoCore

/// Today's progress as the widget shows it: the habits on today's list with their marks, and
/// every (selected) habit's numbers for the tooltip. From a brief, only its first habits are there,
/// with the counts of all.
struct WidgetProgress {
    /// One habit of the snapshot.
    struct Item {
        /// The habit and its numbers on the day.
        let habit: WidgetHabit
        /// Its state, when it is on today's list (due, or logged anyway).
        let row: WidgetTodayRow?
        /// Whether it appears on the one-line output: on today's list, or selected with `--habit`.
        let isShown: Bool
    }

    /// The day shown.
    let day: LogicalDay
    /// The habits, in their order (only the selected ones when there is a selection; only the
    /// first ones from a brief).
    let items: [Item]
    /// How many habits are on today's list.
    let due: Int
    /// How many of them are complete.
    let done: Int
    /// How many of them are started, not complete.
    let started: Int
    /// How many habits the one-line output would name, `shown` holding the first of them.
    let shownCount: Int
    /// How many habits there are, `items` holding the first of them.
    let habitCount: Int

    /// The progress on `snapshot`, today being `day`.
    init(snapshot: WidgetSnapshot, day: LogicalDay, selection: Set<UUID>?) {
        self.day = day
        var habits = snapshot.habits
        for row in snapshot.today where !habits.contains(where: { $0.id == row.habit.id }) {
            habits.append(row.habit)
        }
        let items = habits.filter { selection?.contains($0.id) ?? true }.map { habit in
            let row = snapshot.today.first { $0.habit.id == habit.id }
            return Item(habit: habit, row: row, isShown: row != nil || selection != nil)
        }
        self.items = items
        due = items.filter { $0.row != nil }.count
        done = items.filter { $0.row?.status == .complete }.count
        started = items.filter { $0.row?.status == .partial }.count
        shownCount = items.filter(\.isShown).count
        habitCount = items.count
    }

    /// The progress on a day's brief, out of `habitCount` habits.
    init(brief: WidgetBriefDay, habitCount: Int) {
        day = brief.day
        items = brief.habits.map { Item(habit: $0.habit, row: $0.row, isShown: $0.status != nil) }
        due = brief.due
        done = brief.done
        started = brief.started
        shownCount = brief.due
        self.habitCount = habitCount
    }

    /// The habits of the one-line output (the first ``WidgetBrief/habitLimit`` are named).
    var shown: [Item] { items.filter(\.isShown) }

    /// The share done, 0–100 (100 when nothing is due).
    var percentage: Int { due == 0 ? 100 : Int((Double(done) * 100 / Double(due)).rounded()) }

    /// Done when everything due is complete, partial when something is complete or started.
    var level: WidgetLevel {
        if done == due { return .done }
        if done > 0 || started > 0 { return .partial }
        return .none
    }
}
