import Foundation
import KadoCore

/// One notification of a reminder, as every channel sends it (the desktop's notification
/// service, the phone push): which reminder of which habit, for which day, and its words in the
/// person's language. A channel shows ``title`` and ``message`` and offers *Done* and *Snooze*
/// with ``doneLabel`` and ``snoozeLabel`` where it can.
public struct ReminderNotice: Hashable, Sendable {
    /// The habit it reminds of.
    public let habitID: UUID
    /// The habit's name, as the person wrote it.
    public let habitName: String
    /// The reminder that rang (``Reminder/id``).
    public let reminderID: UUID
    /// The logical day it reminds of: what *Done* checks in.
    public let day: LogicalDay
    /// The reminder's time on the clock (`nil` for a test).
    public let time: ReminderTime?
    /// When it rang (or was due to).
    public let instant: Date
    /// How many minutes *Snooze* puts it off.
    public let snoozeMinutes: Int
    /// The language of its words.
    public let language: Language
    /// Whether it rings again after a *Snooze*.
    public let isSnoozed: Bool
    /// Whether it is `kado remind test`'s notice, which no action answers.
    public let isTest: Bool

    /// The notice of `occurrence` of a reminder of `habit`, in `language`.
    public init(habit: Habit, occurrence: ReminderOccurrence, language: Language, isSnoozed: Bool = false) {
        habitID = habit.id
        habitName = habit.name
        reminderID = occurrence.reminder.id
        day = occurrence.day
        time = occurrence.reminder.time
        instant = occurrence.instant
        snoozeMinutes = occurrence.reminder.snoozeMinutes
        self.language = language
        self.isSnoozed = isSnoozed
        isTest = false
    }

    /// The notice `kado remind test` sends at `instant`, on logical `day`.
    public static func test(at instant: Date, day: LogicalDay, language: Language) -> ReminderNotice {
        ReminderNotice(testAt: instant, day: day, language: language)
    }

    private init(testAt instant: Date, day: LogicalDay, language: Language) {
        habitID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        habitName = "Kadō"
        reminderID = habitID
        self.day = day
        time = nil
        self.instant = instant
        snoozeMinutes = Reminder.defaultSnoozeMinutes
        self.language = language
        isSnoozed = false
        isTest = true
    }

    /// What the notification is about: the habit's name (Kadō's, for a test).
    public var title: String { habitName }

    /// Its text: the reminder's time, and that it was put off after a *Snooze*.
    public var message: String {
        guard let time, !isTest else { return words.text("app.reminder.test") }
        return words.say(isSnoozed ? "app.reminder.message.snoozed" : "app.reminder.message", ["time": "\(time)"])
    }

    /// The label of the action that checks the habit in.
    public var doneLabel: String { words.text("app.reminder.done") }

    /// The label of the action that puts the reminder off.
    public var snoozeLabel: String { words.text("app.reminder.snooze", ["minutes": .integer(snoozeMinutes)]) }

    /// The catalogs' words in the notice's language.
    private var words: AppWording { AppWording(language) }
}
