import KadoApp
import KadoCore

/// What `kado remind` says, in English and French.
extension Phrase {
    /// The heading of the coming reminders.
    static func remindersAhead(_ hours: Int) -> Phrase {
        Phrase(
            "Reminders in the next \(Language.english.counted(hours, "hour", "hours")):",
            "Rappels des \(Language.french.counted(hours, "prochaine heure", "prochaines heures"))\(space):")
    }

    /// No reminder in the coming hours.
    static func noRemindersAhead(_ hours: Int) -> Phrase {
        Phrase(
            "No reminders in the next \(Language.english.counted(hours, "hour", "hours")) (set some with kado edit HABIT "
                + "--remind 08:00,18:30).",
            "Aucun rappel dans les \(Language.french.counted(hours, "prochaine heure", "prochaines heures")) (ajoutez-en "
                + "avec kado edit HABITUDE --remind 08:00,18:30).")
    }

    /// The label of a habit's reminders on `kado show`.
    static let remindersLabel = Phrase("Reminders", "Rappels")

    /// A reminder that stays quiet on a day already done.
    static let onlyIfNotDoneYet = Phrase("only if not done yet", "seulement si pas encore faite")

    /// A reminder that rings on a day already done too.
    static let evenWhenDone = Phrase("even when done", "même si déjà faite")

    /// How long *Snooze* puts a reminder off: `snooze 10 min`.
    static func snoozeLength(_ minutes: String) -> Phrase {
        Phrase("snooze \(minutes) min", "plus tard\(space): \(minutes) min")
    }

    /// A reminder put off by *Snooze*, which rings again at the time its line shows.
    static let ringsAgainSnoozed = Phrase("rings again (snoozed)", "sonnera de nouveau (repoussé)")

    /// Whether a reminder rings, or why not.
    static func reminderVerdict(_ verdict: ReminderOccurrence.Verdict) -> Phrase {
        switch verdict {
        case .fires: Phrase("rings", "sonnera")
        case .archived: Phrase("stays quiet: the habit is archived", "muet\(space): l’habitude est archivée")
        case .notDue: Phrase("stays quiet: not due that day", "muet\(space): pas prévue ce jour-là")
        case .excused: Phrase("stays quiet: skipped or paused that day", "muet\(space): sautée ou en pause ce jour-là")
        case .done: Phrase("stays quiet: already done", "muet\(space): déjà faite")
        }
    }
}
