import KadoApp
import KadoCore

/// Every phrase the command's text output uses, in English and French.
extension Phrase {
    // MARK: Today

    static let today = Phrase("Today", "Aujourd’hui")
    static let scheduled = Phrase("Scheduled", "Prévues")
    static let notScheduledToday = Phrase("Not scheduled today", "Pas prévues aujourd’hui")
    static let noHabitsYet = Phrase(
        "No habits yet. Add one: kado add \"Read 20 pages\"",
        "Aucune habitude pour l’instant. Ajoutez-en une\(space): kado add \"Lire 20 pages\"")
    static let noHabits = Phrase("No habits yet.", "Aucune habitude pour l’instant.")
    static func weeksFrom(_ first: String, _ last: String) -> Phrase {
        Phrase("Weeks from \(first) to \(last)", "Semaines du \(first) au \(last)")
    }
    static func monthsFrom(_ first: String, _ last: String) -> Phrase {
        Phrase("Months from \(first) to \(last)", "Mois de \(first) à \(last)")
    }
    static let nothingLeftToday = Phrase("Nothing left to do today.", "Plus rien à faire aujourd’hui.")
    /// Today's footer when the scores of `count` habits wait for their checkpoints to be rebuilt.
    static func scoresPending(_ count: Int) -> Phrase {
        count == 1
            ? Phrase(
                "The score of 1 habit is being recomputed; run kado today again in a moment.",
                "Le score d’une habitude est en cours de recalcul\(space); relancez kado today dans un instant.")
            : Phrase(
                "Scores of \(count) habits are being recomputed; run kado today again in a moment.",
                "Les scores de \(count) habitudes sont en cours de recalcul\(space); relancez kado today dans un instant."
            )
    }
    /// What a row shows in place of a score or a streak that is being recomputed.
    static let pendingValue = Phrase("…", "…")
    static func doneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("\(done) of \(due) done", "\(done) sur \(due) \(done < 2 ? "faite" : "faites")")
    }

    // MARK: Progress

    static let done = Phrase("done", "fait")
    static let notDone = Phrase("not done", "pas fait")
    static let slipped = Phrase("slipped", "écart")
    static let clean = Phrase("clean", "aucun écart")
    static let note = Phrase("note", "note")
    static func atMost(_ amount: String, _ limit: String) -> Phrase {
        Phrase("\(amount) of at most \(limit)", "\(amount) sur \(limit) au plus")
    }
    static func overLimit(_ amount: String, _ limit: String) -> Phrase {
        Phrase("\(amount), over the limit of \(limit)", "\(amount), au-delà de la limite de \(limit)")
    }

    // MARK: Schedules and types

    static let everyDay = Phrase("every day", "chaque jour")
    static func daysAWeek(_ count: Int) -> Phrase {
        Phrase(
            count == 1 ? "1 day a week" : "\(count) days a week",
            count == 1 ? "1 jour par semaine" : "\(count) jours par semaine")
    }
    static func everyNDays(_ count: Int) -> Phrase { Phrase("every \(count) days", "tous les \(count) jours") }
    static func timesInDays(_ times: String, _ days: String) -> Phrase {
        Phrase("\(times) in \(days)", "\(times) en \(days)")
    }
    static let yesNo = Phrase("yes/no", "oui/non")
    static let negative = Phrase("negative", "à éviter")
    static func counter(_ target: String) -> Phrase { Phrase("counter · \(target)", "compteur · \(target)") }
    static func timer(_ minutes: String) -> Phrase { Phrase("timer · \(minutes) min", "minuteur · \(minutes) min") }
    static func atMostType(_ limit: String) -> Phrase { Phrase("at most \(limit)", "au plus \(limit)") }

    // MARK: List and show

    static let habitColumn = Phrase("Habit", "Habitude")
    static let scheduleColumn = Phrase("Schedule", "Rythme")
    static let typeColumn = Phrase("Type", "Type")
    static let archived = Phrase("(archived)", "(archivée)")
    static let loopScore = Phrase("Loop score", "score Loop")
    static let score = Phrase("Score", "Score")
    static let streak = Phrase("Streak", "Série")
    static let best = Phrase("Best", "Record")
    static let todayLabel = Phrase("Today", "Aujourd’hui")
    static let notScheduled = Phrase("(not scheduled)", "(pas prévue)")
    /// "Score, last 10 days", "Score, 10 derniers jours" (the count and its words agreeing).
    static func scoreLastDays(_ count: Int) -> Phrase {
        Phrase(
            "Score, last " + Language.english.counted(count, "day", "days"),
            "Score, " + Language.french.counted(count, "dernier jour", "derniers jours"))
    }
    static func doneOn(_ share: String) -> Phrase { Phrase("Done \(share)", "Faite \(share)") }
    static func withinLimitOn(_ share: String) -> Phrase {
        Phrase("Within the limit on \(share)", "Dans la limite \(share)")
    }
    static func cleanOn(_ share: String) -> Phrase { Phrase("Clean on \(share)", "Sans écart \(share)") }
    static func share(_ done: Int, _ counted: String, _ percent: String) -> Phrase {
        Phrase("\(done) of \(counted) (\(percent))", "\(done) sur \(counted) (\(percent))")
    }
    static func ofTargetOnAverage(_ percent: String) -> Phrase {
        Phrase("\(percent) of the target on average", "\(percent) de l’objectif en moyenne")
    }
    static let recent = Phrase("Recent", "Derniers jours")

    // MARK: Check-ins

    static func slipLoggedFor(_ day: String) -> Phrase { Phrase("slip logged for \(day)", "écart noté le \(day)") }
    static func slipRemovedFor(_ day: String) -> Phrase { Phrase("slip removed for \(day)", "écart retiré le \(day)") }
    static func doneFor(_ day: String) -> Phrase { Phrase("done for \(day)", "faite le \(day)") }
    static func undoneFor(_ day: String) -> Phrase { Phrase("undone for \(day)", "défaite le \(day)") }
    static func alreadyDoneFor(_ day: String) -> Phrase {
        Phrase("already done for \(day), nothing changed", "déjà faite le \(day), rien n’a changé")
    }
    static func unchangedOn(_ day: String) -> Phrase {
        Phrase("\(day) already as asked, nothing changed", "\(day) déjà ainsi, rien n’a changé")
    }
    static func alreadyExcusedOn(_ span: String) -> Phrase {
        Phrase("already excused on \(span), nothing changed", "déjà excusée \(span), rien n’a changé")
    }
    static func clearedFor(_ day: String) -> Phrase { Phrase("cleared for \(day)", "effacée le \(day)") }
    static func nothingToUndoFor(_ day: String) -> Phrase {
        Phrase("nothing to undo for \(day)", "rien à annuler le \(day)")
    }
    static func daySet(_ day: String) -> Phrase { Phrase("\(day) set", "\(day) enregistré") }
    static let excused = Phrase("excused", "excusée")
    static func noteSavedFor(_ day: String) -> Phrase { Phrase("note saved for \(day)", "note enregistrée le \(day)") }
    static func noteRemovedFor(_ day: String) -> Phrase { Phrase("note removed for \(day)", "note retirée le \(day)") }
    static func noNoteToRemoveFor(_ day: String) -> Phrase {
        Phrase("no note to remove for \(day)", "aucune note à retirer le \(day)")
    }
    static func todayProgress(_ progress: String) -> Phrase {
        Phrase("today \(progress)", "aujourd’hui \(progress)")
    }
    static func streakIs(_ streak: String) -> Phrase { Phrase("streak \(streak)", "série \(streak)") }
    /// A week-counted habit's week so far, shown in place of a streak that holds no success.
    static func weekProgress(done: Int, required: Int) -> Phrase {
        Phrase("\(done)/\(required) this week", "\(done)/\(required) cette semaine")
    }
    static func scoreIs(_ percent: String) -> Phrase { Phrase("score \(percent)", "score \(percent)") }
    static func excusedOn(_ span: String) -> Phrase { Phrase("excused on \(span)", "excusée \(span)") }
    static func dayRange(_ first: String, _ last: String, _ count: String) -> Phrase {
        Phrase("\(first) to \(last) (\(count))", "du \(first) au \(last) (\(count))")
    }
    static func onDay(_ day: String) -> Phrase { Phrase(day, "le \(day)") }

    // MARK: Changes to habits

    static func added(_ name: String, _ description: String) -> Phrase {
        Phrase("Added \(name): \(description)", "Ajoutée\(space): \(name), \(description)")
    }
    static func saved(_ name: String, _ description: String) -> Phrase {
        Phrase("Saved \(name): \(description)", "Enregistrée\(space): \(name), \(description)")
    }
    static func archivedHabit(_ name: String) -> Phrase {
        Phrase(
            "Archived \(name). Bring it back with: kado unarchive \"\(name)\"",
            "\(name) est archivée. Pour la faire revenir\(space): kado unarchive \"\(name)\"")
    }
    static func backOnToday(_ name: String) -> Phrase {
        Phrase("\(name) is back on Today.", "\(name) est de retour sur Aujourd’hui.")
    }
    static let nothingDeleted = Phrase("Nothing deleted.", "Rien n’a été supprimé.")
    static func moved(_ name: String, _ position: Int) -> Phrase {
        Phrase("Moved \(name) to position \(position).", "\(name) est maintenant en position \(position).")
    }
    static func exported(_ summary: String, _ path: String) -> Phrase {
        Phrase("Exported \(summary) to \(path)", "Exporté\(space): \(summary) dans \(path)")
    }

    // MARK: Settings

    /// `week-start monday`: in English the setting's name and value as `kado settings` takes them.
    static func weekStartSetting(_ weekday: Weekday) -> Phrase {
        Phrase(
            "week-start \(weekday.name)",
            "Début de semaine\(space): \(Localizer(language: .french).weekdayName(weekday))")
    }
    static func dayStartSetting(_ hour: Int) -> Phrase {
        Phrase("day-start \(hour)", "Début du jour\(space): \(hour)\(space)h")
    }
    static func languageSetting(_ language: Language) -> Phrase {
        let name: String =
            switch language {
            case .english: "anglais"
            case .french: "français"
            }
        return Phrase("language \(language.rawValue)", "Langue\(space): \(name)")
    }

    // MARK: Errors

    static let errorPrefix = Phrase("kado: ", "kado\(space): ")
    static func noHabitMatches(_ reference: String) -> Phrase {
        Phrase(
            "HABIT '\(reference)': no habit has this id or name (see kado list --archived)",
            "HABITUDE «\(space)\(reference)\(space)»\(space): aucune habitude n’a cet identifiant ou ce nom (voir kado "
                + "list --archived)")
    }
    static func noHabitMatches(_ reference: String, suggestion: String) -> Phrase {
        Phrase(
            "HABIT '\(reference)': no habit has this id or name (did you mean \"\(suggestion)\"?)",
            "HABITUDE «\(space)\(reference)\(space)»\(space): aucune habitude n’a cet identifiant ou ce nom "
                + "(vouliez-vous dire «\(space)\(suggestion)\(space)»\(space)?)")
    }
    static func matchesSeveral(_ reference: String, _ names: String) -> Phrase {
        Phrase(
            "HABIT '\(reference)': matches several habits: \(names)",
            "HABITUDE «\(space)\(reference)\(space)»\(space): correspond à plusieurs habitudes\(space): \(names)")
    }
}

/// The fixed words of `kado help`; the commands' own texts are ``FrenchHelp``'s.
extension Phrase {
    static let helpTitle = Phrase("kado — a habit tracker", "kado — un suivi d’habitudes")
    static let helpUsage = Phrase("Usage: ", "Utilisation\(space): ")
    static let helpOverviewUsage = Phrase(
        "kado [global options] COMMAND [arguments] [options]", "kado [options globales] COMMANDE [arguments] [options]")
    static let helpCommands = Phrase("Commands:", "Commandes\(space):")
    static let helpTheDefault = Phrase(" (the default)", " (par défaut)")
    static let helpGlobalOptions = Phrase("Global options:", "Options globales\(space):")
    static let helpRunHelp = Phrase(
        "Run 'kado help COMMAND' for a command's arguments and options.",
        "Lancez «\(space)kado help COMMANDE\(space)» pour les arguments et les options d’une commande.")
    static let helpArguments = Phrase("Arguments:", "Arguments\(space):")
    static let helpOptions = Phrase("Options:", "Options\(space):")
    static let helpExamples = Phrase("Examples:", "Exemples\(space):")
    static let helpMayBeRepeated = Phrase(" (may be repeated)", " (peut être répétée)")
}
