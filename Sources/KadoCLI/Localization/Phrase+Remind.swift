import KadoApp
import KadoCore

/// What `kado remind` says, in English and French.
extension Phrase {
    /// The heading of the coming reminders.
    static func remindersAhead(_ hours: Int) -> Phrase {
        Phrase("cli.remind.remindersAhead", count: hours)
    }

    /// No reminder in the coming hours.
    static func noRemindersAhead(_ hours: Int) -> Phrase {
        Phrase("cli.remind.noRemindersAhead", count: hours)
    }

    /// The label of a habit's reminders on `kado show`.
    static let remindersLabel = Phrase("cli.remind.remindersLabel")

    /// A reminder that stays quiet on a day already done.
    static let onlyIfNotDoneYet = Phrase("cli.remind.onlyIfNotDoneYet")

    /// A reminder that rings on a day already done too.
    static let evenWhenDone = Phrase("cli.remind.evenWhenDone")

    /// How long *Snooze* puts a reminder off: `snooze 10 min`.
    static func snoozeLength(_ minutes: String) -> Phrase {
        Phrase("cli.remind.snoozeLength", ["minutes": minutes])
    }

    /// A reminder put off by *Snooze*, which rings again at the time its line shows.
    static let ringsAgainSnoozed = Phrase("cli.remind.ringsAgainSnoozed")

    /// Whether a reminder rings, or why not.
    static func reminderVerdict(_ verdict: ReminderOccurrence.Verdict) -> Phrase {
        switch verdict {
        case .fires: Phrase("cli.remind.reminderVerdict.fires")
        case .archived: Phrase("cli.remind.reminderVerdict.archived")
        case .notDue: Phrase("cli.remind.reminderVerdict.notDue")
        case .excused: Phrase("cli.remind.reminderVerdict.excused")
        case .done: Phrase("cli.remind.reminderVerdict.done")
        }
    }
}
