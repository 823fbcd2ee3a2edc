/// One calendar week (from the user's week start) of a habit due N days a week, as its period
/// summaries count it: the week asks for N done days, whichever they are, rather than the
/// rolling schedule's due days (which are no longer due once the quota is met, so a habit done
/// on each of its N days would count almost nothing).
///
/// Of the week's days that could be done (walked, not excused, plus the days still to come):
/// the first N done ones count, done; the quota not met counts as missed on the week's last
/// days that could still have been done (days to come first), so a week is not failed while it
/// can still be made up; every other day does not count. A week with fewer such days than N
/// asks for that many.
struct QuotaWeek {
    /// A day of the week with how its period summary counts it.
    struct CountedDay {
        /// The day as the walk saw it.
        let step: HabitTimeline.DayStep
        /// Whether the day counts for its period.
        let isCounted: Bool
        /// Whether it counts as done.
        let isCountedDone: Bool
    }

    /// The days asked for a full week, 1–6.
    let quota: Int
    /// The first day of the week.
    let start: LogicalDay
    /// The week's days walked so far, in order.
    private(set) var steps: [HabitTimeline.DayStep] = []

    /// A week of `quota` days starting on `start`, with no day yet.
    init(quota: Int, start: LogicalDay) {
        self.quota = quota
        self.start = start
    }

    /// Adds the next walked day of the week.
    mutating func append(_ step: HabitTimeline.DayStep) {
        steps.append(step)
    }

    /// The walked days with how they count, given `daysToCome` days of the week after the last
    /// walked one that could still be done (0 for a week that is over).
    /// - Complexity: O(d) for the d days walked.
    /// With `lastIsOpen`, the last walked day (today, not done yet) counts as a day to come.
    func countedDays(daysToCome: Int, lastIsOpen: Bool = false) -> [CountedDay] {
        var open = steps.indices.filter { !steps[$0].isExcused }
        var toCome = daysToCome
        if lastIsOpen, let last = open.last, last == steps.count - 1, !steps[last].isDone {
            open.removeLast()
            toCome += 1
        }
        let asked = min(quota, open.count + toCome)
        let done = open.filter { steps[$0].isDone }.prefix(asked)
        var missed = asked - done.count - toCome
        var counted = Set(done)
        for index in open.reversed() where missed > 0 && !steps[index].isDone {
            counted.insert(index)
            missed -= 1
        }
        let doneSet = Set(done)
        return steps.indices.map { index in
            CountedDay(step: steps[index], isCounted: counted.contains(index), isCountedDone: doneSet.contains(index))
        }
    }
}
