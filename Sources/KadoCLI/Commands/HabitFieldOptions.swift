import KadoApp
import KadoCore

/// The options `kado add` and `kado edit` share: a habit's schedule, type, looks, reminders,
/// score, description, group and start, declared once. A command holds them as one property
/// (`var fields = HabitFieldOptions()`), and they are declared, decoded and shown in the help in
/// the order written here, after the command's own.
struct HabitFieldOptions: Sendable {
    @Option(.every) var every: Frequency?
    @Option(.type) var type: HabitType?
    @Option(.unit) var unit: String?
    @Option(.color) var color: HabitColor?
    @Option(.icon) var icon: String?
    @Option(.remind) var remind: [ReminderTime]?
    @Option(.snooze) var snooze: Int?
    @Option(.whenDone) var onlyIfNotDone: Bool?
    @Option(.score) var score: ScoreModel?
    @Option(.details) var details: String?
    @Option(.group) var group: String?
    @Option(.since) var since: DayText??

    /// Whether any of them was given.
    var givesAnyField: Bool {
        let given: [Any?] = [
            every, type, unit, color, icon, remind, snooze, onlyIfNotDone, score, details, group, since,
        ]
        return given.contains { $0 != nil }
    }

    /// Whether a reminder setting was given (`--snooze`, `--when-done`): the reminders are then
    /// set as a ``ReminderChoice``, not as times alone.
    var givesReminderSettings: Bool { snooze != nil || onlyIfNotDone != nil }

    /// The reminder settings given, over `existing` reminders for what is not (their times, the
    /// first one's settings, else the defaults).
    func reminderChoice(keeping existing: [Reminder] = []) -> ReminderChoice {
        ReminderChoice(
            times: remind ?? existing.map(\.time),
            onlyIfNotDone: onlyIfNotDone ?? existing.first?.onlyIfNotDone ?? true,
            snoozeMinutes: snooze ?? existing.first?.snoozeMinutes ?? Reminder.defaultSnoozeMinutes)
    }

    /// The start `--since` gives against `today`: `nil` when it is not given, `.some(nil)` for
    /// `--since ""` (no start set by hand).
    func start(today: LogicalDay) throws(UsageError) -> LogicalDay?? {
        try since.map { day throws(UsageError) in try day?.resolvedStart(today: today) }
    }

    /// Sets on `habit` every field given but the reminders and the start (see
    /// ``reminderChoice(keeping:)`` and ``start(today:)``). An empty unit is none; an empty
    /// description or group clears it (the use case makes blank text into none).
    func apply(to habit: inout Habit) {
        if let every { habit.frequency = every }
        if let type { habit.type = type }
        if let color { habit.color = color }
        if let score { habit.scoreModel = score }
        if let unit { habit.unit = unit.isEmpty ? nil : unit }
        if let icon { habit.icon = icon }
        if let details { habit.details = details }
        if let group { habit.group = group }
    }

    /// Sets on a new habit's `draft` every field given but the reminders and the start.
    func apply(to draft: inout HabitDraft) {
        if let every { draft.frequency = every }
        if let type { draft.type = type }
        if let unit { draft.unit = unit.isEmpty ? nil : unit }
        if let color { draft.color = color }
        if let icon { draft.icon = icon }
        if let score { draft.scoreModel = score }
        draft.details = details
        draft.group = group
    }
}
