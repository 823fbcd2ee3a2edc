/// The state of a habit's score-and-streak walk at the end of one day, saved so that a later
/// evaluation resumes from it instead of walking the whole history again.
///
/// A checkpoint is valid as long as nothing on or before its day changes and the habit's
/// terms up to its day (schedule, type, score model, and the earlier versions with their days),
/// creation and archive days and the week start stay the same (``signature`` records those; a
/// timeline ignores a checkpoint whose signature differs). The store deletes a habit's
/// checkpoints from the day of any edit on.
public struct WalkCheckpoint: Hashable, Sendable, Codable {
    /// The last day the walk had processed; always the last day of a week.
    public let day: LogicalDay
    /// The habit's effective start.
    public let effectiveStart: LogicalDay
    /// The score at the end of `day`.
    public let score: Double
    /// The streak run in progress (days or weeks) and where it began and last grew.
    public let run: Int
    /// The first day of the run in progress.
    public let runFirst: LogicalDay
    /// The last day counted in the run in progress.
    public let runLast: LogicalDay
    /// The longest run so far.
    public let best: Int
    /// The day an every-N-days cycle is anchored on.
    public let anchor: LogicalDay
    /// The run screens show (``StreakDisplay``): for a counter or a timer, days whose target was
    /// met; for every other habit, `run` again.
    public let shownRun: Int
    /// The longest run screens show so far: `best` again but for a counter or a timer.
    public let shownBest: Int
    /// The habit settings the state was computed with.
    public let signature: String

    /// How many days of records before the day after the checkpoint a resumed walk needs: the
    /// longest look-back window of the habit's schedules and scores, over all its versions.
    public static func lookBack(for habit: Habit) -> Int {
        var longest = lookBack(for: habit.frequency)
        for earlier in habit.earlierRules { longest = max(longest, lookBack(for: earlier.rules.frequency)) }
        return longest
    }

    private static func lookBack(for frequency: Frequency) -> Int {
        let (times, days) = frequency.timesAndDays
        let loopWindow = times < days ? days * 2 : days
        return max(7, loopWindow, frequency.rollingQuota?.days ?? 0) + 1
    }

    /// The first day whose records a timeline resuming from this checkpoint must be given.
    public func recordsNeeded(for habit: Habit) -> LogicalDay {
        day.adding(days: 1 - WalkCheckpoint.lookBack(for: habit))
    }

    /// A text that changes whenever a setting the walk up to `day` depends on changes: the terms in
    /// force on `day` and the earlier versions with their days (a version from a later day leaves
    /// it unchanged, so adding or removing one invalidates only the checkpoints from its day on).
    /// For a habit never changed "from a date" it is the text Kadō always wrote.
    static func signature(
        of habit: Habit, through day: LogicalDay, creationDay: LogicalDay, archiveDay: LogicalDay?,
        weekStart: Weekday
    ) -> String {
        // Written piece by piece: Today makes one for each habit it shows, and an array of
        // strings joined cost more than the rest of reading a habit's checkpoint.
        var text = "v3|"
        text.reserveCapacity(64)
        appendRules(habit.rules(on: day), to: &text)
        text += "|"
        text += creationDay.description
        text += "|"
        text += archiveDay?.description ?? "-"
        text += "|"
        text += String(weekStart.rawValue)
        if let start = habit.startDay {
            text += "|start"
            text += start.description
        }
        for earlier in habit.earlierRules where earlier.replacedOn <= day {
            text += "|until"
            text += earlier.replacedOn.description
            text += ":"
            appendRules(earlier.rules, to: &text)
        }
        return text
    }

    /// `frequency|kind|target|model`.
    private static func appendRules(_ rules: HabitRules, to text: inout String) {
        switch rules.frequency {
        case .daily: text += "daily"
        case .daysPerWeek(let count): text += "week\(count)"
        case .specificDays(let days): text += "days" + days.map(\.rawValue).sorted().map(String.init).joined()
        case .everyNDays(let interval): text += "every\(interval)"
        case .timesInDays(let times, let days): text += "\(times)in\(days)"
        }
        text += "|"
        text += rules.type.kind.rawValue
        text += "|"
        if let target = rules.type.target { text += String(target) } else { text += "-" }
        text += "|"
        text += rules.scoreModel.rawValue
    }
}
