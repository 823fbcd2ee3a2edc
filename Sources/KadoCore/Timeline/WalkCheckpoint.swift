/// The state of a habit's score-and-streak walk at the end of one day, saved so that a later
/// evaluation resumes from it instead of walking the whole history again.
///
/// A checkpoint is valid as long as nothing on or before its day changes and the habit's
/// schedule, type, score model, creation and archive days and the week start stay the same
/// (``signature`` records those; a timeline ignores a checkpoint whose signature differs). The
/// store deletes a habit's checkpoints from the day of any edit on.
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
    /// longest look-back window of the habit's schedule and score.
    public static func lookBack(for habit: Habit) -> Int {
        let (times, days) = habit.frequency.timesAndDays
        let loopWindow = times < days ? days * 2 : days
        return max(7, loopWindow, habit.frequency.rollingQuota?.days ?? 0) + 1
    }

    /// The first day whose records a timeline resuming from this checkpoint must be given.
    public func recordsNeeded(for habit: Habit) -> LogicalDay {
        day.adding(days: 1 - WalkCheckpoint.lookBack(for: habit))
    }

    /// A text that changes whenever a setting the walk depends on changes.
    static func signature(of habit: Habit, creationDay: LogicalDay, archiveDay: LogicalDay?, weekStart: Weekday)
        -> String
    {
        let frequency: String
        switch habit.frequency {
        case .daily: frequency = "daily"
        case .daysPerWeek(let count): frequency = "week\(count)"
        case .specificDays(let days): frequency = "days" + days.map(\.rawValue).sorted().map(String.init).joined()
        case .everyNDays(let interval): frequency = "every\(interval)"
        case .timesInDays(let times, let days): frequency = "\(times)in\(days)"
        }
        // Written piece by piece: Today makes one for each habit it shows, and an array of
        // strings joined cost more than the rest of reading a habit's checkpoint.
        var text = "v3|"
        text.reserveCapacity(64)
        text += frequency
        text += "|"
        text += habit.type.kind.rawValue
        text += "|"
        if let target = habit.type.target { text += String(target) } else { text += "-" }
        text += "|"
        text += habit.scoreModel.rawValue
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
        return text
    }
}
