import KadoCore

/// How the detail screen words a day and what was logged on it.
enum DayText {
    /// "8 April" / "8 avril" (and "1er avril": French writes the first of the month as an ordinal).
    static func dayMonth(_ day: LogicalDay, t: Localizer) -> String {
        t.dayOfMonth(day) + " " + t.monthName(day.month)
    }

    /// "Wednesday 8 April" / "mercredi 8 avril", capitalised as a title.
    static func title(_ day: LogicalDay, t: Localizer) -> String {
        let text = t.weekdayName(day.weekday) + " " + dayMonth(day, t: t)
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// "Today", "Yesterday", or "Wed 8 Apr 2026".
    static func historyDate(_ day: LogicalDay, today: LogicalDay, t: Localizer) -> String {
        if day == today { return t(.detailTodayTitle) }
        if day == today.adding(days: -1) { return t(.detailYesterday) }
        let weekday = t.weekdayShort(day.weekday)
        return (weekday.prefix(1).uppercased() + weekday.dropFirst()) + " " + t.shortDate(day)
    }

    /// A day's amount against the target: "3 / 8 glasses", "10 / 30 min".
    static func progress(_ amount: Double, of habit: Habit, t: Localizer) -> String {
        switch habit.type {
        case .binary, .negative:
            return t.number(amount)
        case .counter(let target), .atMost(let target):
            return t.number(amount) + " / " + HabitText.amount(target, of: habit, t: t)
        case .timer(let seconds):
            return "\(Int((amount / 60).rounded())) / " + t.duration(seconds: seconds)
        }
    }

    /// What a history row says was logged: "Done", "Slipped", "3 glasses", "25 min", or "Note".
    static func logged(_ entry: DayLog.Entry, of habit: Habit, t: Localizer) -> String {
        guard entry.positives > 0 else { return t(.detailNoteOnly) }
        switch habit.type {
        case .binary: return t(.done)
        case .negative: return t(.slipped)
        case .counter, .timer, .atMost: return HabitText.amount(entry.amount, of: habit, t: t)
        }
    }

    /// The state of a calendar day in words, for its accessible name: "done", "3 / 8 glasses",
    /// "skipped", "not scheduled"…
    static func state(of cell: DayCell, entry: DayLog.Entry?, habit: Habit, t: Localizer) -> String {
        switch cell {
        case .future: return t(.detailStateUpcoming)
        case .skipped: return t(.detailStateSkipped)
        case .notDue: return t(.detailStateNotDue)
        case .scored(let value), .offSchedule(let value):
            let amount = entry?.amount ?? 0
            var text: String
            switch habit.type {
            case .binary: text = value >= 1 ? t(.detailStateDone) : t(.detailStateNotDone)
            case .negative: text = (entry?.positives ?? 0) > 0 ? t(.detailStateSlipped) : t(.detailStateNoSlip)
            case .counter, .timer: text = progress(amount, of: habit, t: t)
            case .atMost:
                text =
                    progress(amount, of: habit, t: t) + ", "
                    + (value >= 1 ? t(.detailStateWithinLimit) : t(.detailStateOverLimit))
            }
            if case .offSchedule = cell { text += ", " + t(.detailStateNotDue) }
            return text
        }
    }

    /// The tint of a day's value: 0 (nothing) to 4 (complete).
    static func level(_ value: Double) -> Int {
        if value <= 0 { return 0 }
        if value >= 1 { return 4 }
        return value < 1.0 / 3 ? 1 : value < 2.0 / 3 ? 2 : 3
    }
}
