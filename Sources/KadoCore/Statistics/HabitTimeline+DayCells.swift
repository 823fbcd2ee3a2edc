extension HabitTimeline {
    /// What each day from `first` through `last` looks like for the habit (the Overview grid and
    /// the month calendar), as of `today`.
    /// - Complexity: O(d) for the d days from the effective start to `last`.
    public func cells(from first: LogicalDay, through last: LogicalDay, asOf today: LogicalDay) -> [DayCell] {
        guard first <= last else { return [] }
        var cells = [DayCell](repeating: .notDue, count: first.days(to: last) + 1)
        _ = walk(asOf: min(last, today), observingFrom: first) { step in
            guard step.day >= first else { return }
            let cell: DayCell
            if step.isExcused {
                cell = .skipped
            } else if step.isCounted {
                cell = .scored(step.value)
            } else if step.positives > 0 {
                cell = .offSchedule(step.value)
            } else {
                cell = .notDue
            }
            cells[first.days(to: step.day)] = cell
        }
        if today < last {
            for index in max(0, first.days(to: today) + 1)..<cells.count { cells[index] = .future }
        }
        return cells
    }
}
