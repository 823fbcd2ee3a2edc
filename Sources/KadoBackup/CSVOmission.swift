/// Something a backup holds that Kadō's 16-column CSV cannot carry, and how much of it: what
/// ``KadoCSVBackup/encode(_:timeZone:)`` tells the person, so they can choose JSON instead.
public struct CSVOmission: Hashable, Sendable, CustomStringConvertible {
    /// What is not carried.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Skips and pauses.
        case skips
        /// The place of habits in the user's order (read back in the order written).
        case order
        /// Habits' units.
        case units
        /// At-most limits (written as counters).
        case atMostLimits
        /// Loop's "N times in M days" schedules (written as the closest Kadō schedule).
        case loopSchedules
        /// Loop's score model.
        case loopScoreModels
        /// The settings (day start, week start, language); ``count`` is 1.
        case settings
        /// The recording time of records logged for another day (written on their day).
        case recordingTimes
        /// Empty notes (read back as no note).
        case emptyNotes
        /// Records and skips of habits that are not in the backup.
        case recordsOfMissingHabits
        /// Instants outside years 1 to 9999 (written as the nearest one inside).
        case instantsOutsideYears
        /// Habits' reminders beyond the one time Kadō's columns hold, and their only-if-not-done
        /// and snooze settings (the earliest time is written).
        case reminders
        /// Habits' descriptions (``KadoCore/Habit/details``).
        case details
        /// Habits' groups (``KadoCore/Habit/group``).
        case groups
        /// Habits' start dates set by hand (``KadoCore/Habit/startDay``).
        case startDays
        /// Habits' earlier terms, before a change from a date (``KadoCore/Habit/earlierRules``): the
        /// current ones are written, and read back they judge the whole history.
        case earlierRules
    }

    /// What is not carried.
    public let kind: Kind
    /// How many (habits, records, skips or instants, as ``kind`` says).
    public let count: Int

    /// `count` of `kind` not carried.
    public init(_ kind: Kind, count: Int) {
        self.kind = kind
        self.count = count
    }

    /// In English, as the command line has always said it (`the unit of 2 habits`).
    public var description: String {
        let one = count == 1
        return switch kind {
        case .skips: one ? "1 skip or pause" : "\(count) skips and pauses"
        case .order: one ? "the order of 1 habit" : "the order of \(count) habits"
        case .units: one ? "the unit of 1 habit" : "the unit of \(count) habits"
        case .atMostLimits:
            one
                ? "the at-most limit of 1 habit (written as a counter)"
                : "at-most limits of \(count) habits (written as counters)"
        case .loopSchedules:
            one
                ? "the Loop schedule of 1 habit (written as the closest Kadō schedule)"
                : "Loop schedules of \(count) habits (written as the closest Kadō schedules)"
        case .loopScoreModels: one ? "the Loop score model of 1 habit" : "the Loop score model of \(count) habits"
        case .settings: "settings"
        case .recordingTimes:
            one
                ? "the recording time of 1 record logged for another day (written on its day)"
                : "the recording time of \(count) records logged for another day (written on their day)"
        case .emptyNotes: one ? "1 empty note (read back as no note)" : "\(count) empty notes (read back as no note)"
        case .recordsOfMissingHabits:
            one
                ? "1 record or skip of a habit that is not in the backup"
                : "\(count) records and skips of habits that are not in the backup"
        case .instantsOutsideYears:
            one
                ? "1 instant outside years 1 to 9999 (written as the nearest one inside)"
                : "\(count) instants outside years 1 to 9999 (written as the nearest ones inside)"
        case .reminders:
            one
                ? "the reminders of 1 habit beyond its earliest time, and their settings"
                : "the reminders of \(count) habits beyond their earliest time, and their settings"
        case .details: one ? "the description of 1 habit" : "the description of \(count) habits"
        case .groups: one ? "the group of 1 habit" : "the group of \(count) habits"
        case .startDays: one ? "the start date of 1 habit" : "the start date of \(count) habits"
        case .earlierRules:
            one
                ? "the earlier schedules, targets or scores of 1 habit (its current ones would judge its whole history)"
                : "the earlier schedules, targets or scores of \(count) habits (their current ones would judge their "
                    + "whole history)"
        }
    }
}
