import Foundation

/// One reminder of a habit: a time of day it rings on the days the habit is due, whether it
/// stays quiet once the day is done, and how long *Snooze* puts it off.
///
/// A habit has any number of reminders; each is its own row (with a UUID, a clock stamp and a
/// tombstone, like a record) so that two devices adding reminders to one habit keep both.
public struct Reminder: Identifiable, Hashable, Sendable {
    /// A stable identifier, kept across backups and sync.
    public let id: UUID
    /// The habit it reminds of.
    public let habitID: UUID
    /// When it rings, on the clock of the person's time zone.
    public var time: ReminderTime
    /// Whether it stays quiet on a day the habit is already done (on by default: a reminder for
    /// what is done is noise).
    public var onlyIfNotDone: Bool
    /// How many minutes *Snooze* puts it off, ``snoozeMinutesRange``.
    public var snoozeMinutes: Int

    /// The snooze lengths accepted, in minutes: one minute to a day.
    public static let snoozeMinutesRange = 1...1440
    /// The snooze length of a new reminder, in minutes.
    public static let defaultSnoozeMinutes = 10

    /// A reminder of `habitID` at `time`.
    public init(
        id: UUID = UUID(), habitID: UUID, time: ReminderTime, onlyIfNotDone: Bool = true,
        snoozeMinutes: Int = Reminder.defaultSnoozeMinutes
    ) {
        self.id = id
        self.habitID = habitID
        self.time = time
        self.onlyIfNotDone = onlyIfNotDone
        self.snoozeMinutes = snoozeMinutes
    }

    /// Every broken rule of this reminder (empty when valid): a snooze length within
    /// ``snoozeMinutesRange`` (the time is valid by construction).
    public var validationErrors: [ValidationError] {
        guard !Self.snoozeMinutesRange.contains(snoozeMinutes) else { return [] }
        return [
            ValidationError(
                field: "snoozeMinutes", value: String(snoozeMinutes),
                rule: .outOfRange(
                    minimum: Self.snoozeMinutesRange.lowerBound, maximum: Self.snoozeMinutesRange.upperBound,
                    unit: .none))
        ]
    }
}
