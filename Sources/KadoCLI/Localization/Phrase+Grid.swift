import KadoCore

/// The words of the full-screen grid (`kado tui`): its title, prompts, key line, help and status.
extension Phrase {
    static let gridTitle = Phrase("Kadō", "Kadō")
    static let gridWeeks = Phrase("weeks", "semaines")
    static let gridMonths = Phrase("months", "mois")
    static func gridFilter(_ text: String) -> Phrase {
        Phrase("filter: \(text)", "filtre\(space): \(text)")
    }
    static let gridNoHabits = Phrase(
        "No habits yet: press a to add one.", "Aucune habitude pour l’instant\(space): a pour en ajouter une.")
    static let gridNoMatch = Phrase(
        "No habit matches the filter (Esc clears it).", "Aucune habitude ne correspond au filtre (Échap l’efface).")
    static let gridKeys = Phrase(
        "␣ toggle  ⏎ value  s skip  n note  u undo  a add  / filter  w/m weeks/months  ? help  q quit",
        "␣ cocher  ⏎ valeur  s sauter  n note  u annuler  a ajouter  / filtrer  w/m semaines/mois  ? aide  q quitter")
    static let gridPromptKeys = Phrase("⏎ confirm  Esc cancel", "⏎ valider  Échap annuler")
    static let gridHelpKeys = Phrase("any key closes this help", "une touche ferme cette aide")
    static func gridValuePrompt(_ name: String, _ day: String) -> Phrase {
        Phrase("Value for \(name) on \(day): ", "Valeur de \(name) le \(day)\(space): ")
    }
    static func gridNotePrompt(_ name: String, _ day: String) -> Phrase {
        Phrase("Note for \(name) on \(day): ", "Note de \(name) le \(day)\(space): ")
    }
    static let gridNamePrompt = Phrase("New habit's name: ", "Nom de la nouvelle habitude\(space): ")
    static let gridFilterPrompt = Phrase("Filter: ", "Filtre\(space): ")
    static func gridTakesNoValue(_ name: String) -> Phrase {
        Phrase("\(name) is done or not: Space toggles it.", "\(name) est faite ou non\(space): Espace la coche.")
    }
    static func gridRecorded(_ name: String, _ day: String, _ state: String) -> Phrase {
        Phrase("\(name) on \(day): \(state).", "\(name) le \(day)\(space): \(state).")
    }
    static func gridSkipped(_ name: String, _ day: String) -> Phrase {
        Phrase("\(name) skipped on \(day).", "\(name) sautée le \(day).")
    }
    static func gridNoted(_ name: String, _ day: String) -> Phrase {
        Phrase("Note saved for \(name) on \(day).", "Note enregistrée pour \(name) le \(day).")
    }
    static func gridAdded(_ name: String) -> Phrase {
        Phrase("Added \(name) (daily, yes/no).", "\(name) ajoutée (tous les jours, oui/non).")
    }
    static let gridUnchanged = Phrase("Nothing changed.", "Rien n’a changé.")
    static func gridBackupWriting(_ day: String) -> Phrase {
        Phrase("Writing the backup of \(day)…", "Sauvegarde du \(day) en cours…")
    }
    static func gridBackupWritten(_ day: String) -> Phrase {
        Phrase("Backup of \(day) written.", "Sauvegarde du \(day) écrite.")
    }
    static func gridBackupFailed(_ reason: String) -> Phrase {
        Phrase("Backup failed: \(reason)", "Échec de la sauvegarde\(space): \(reason)")
    }
    /// Said on the normal screen after `kado tui` ended while the day's backup was being written.
    static func gridBackupAbandoned(_ day: String) -> Phrase {
        Phrase(
            "kado tui ended before the backup of \(day) was written: it is written after the next change.",
            "kado tui s’est fermé avant que la sauvegarde du \(day) soit écrite\(space): elle le sera après la "
                + "prochaine modification.")
    }
    static let gridAfterToday = Phrase(
        "Days after today cannot be checked in.", "Les jours après aujourd’hui ne se cochent pas.")
    static func gridEditorFailed(_ editor: String) -> Phrase {
        Phrase(
            "The editor \(editor) did not finish well: the note is unchanged.",
            "L’éditeur \(editor) ne s’est pas bien terminé\(space): la note est inchangée.")
    }
    static let gridNotATerminal = Phrase(
        "kado tui needs a terminal on standard input and output; for scripts, use kado today, kado todo or kado overview.",
        "kado tui a besoin d’un terminal en entrée et en sortie standard\(space); pour les scripts, utilisez kado today, kado todo ou kado overview."
    )
    static let gridScore = Phrase("score", "score")
    static let gridStreak = Phrase("streak", "série")
    /// The one-letter unit of a streak beside its count: `12d`, `12j`.
    static let gridDayLetter = Phrase("d", "j")
    /// `3w`, `3s`.
    static let gridWeekLetter = Phrase("w", "s")

    /// The help overlay, one key a line.
    static let gridHelp: [Phrase] = [
        Phrase("Keys", "Touches"),
        Phrase(
            "←↓↑→ or h j k l   move between days and habits",
            "←↓↑→ ou h j k l   aller d’un jour ou d’une habitude à l’autre"),
        Phrase(
            "H L or PgUp PgDn  move the days shown back or forward",
            "H L ou PgPréc PgSuiv  reculer ou avancer les jours montrés"),
        Phrase(
            "Space             done / not done (a counter: one more)",
            "Espace            fait / pas fait (un compteur\(space): un de plus)"),
        Phrase(
            "Enter or 0–9      type a value (counters, timers in minutes)",
            "Entrée ou 0–9     saisir une valeur (compteurs, minuteurs en minutes)"),
        Phrase("s                 skip the day (excused)", "s                 sauter le jour (excusé)"),
        Phrase(
            "n / N             note on one line / in $EDITOR", "n / N             note sur une ligne / dans $EDITOR"),
        Phrase(
            "u                 undo the last change made on this device",
            "u                 annuler le dernier changement fait sur cet appareil"),
        Phrase(
            "a                 add a habit (daily, yes/no)",
            "a                 ajouter une habitude (tous les jours, oui/non)"),
        Phrase("/                 filter by name (Esc clears)", "/                 filtrer par nom (Échap efface)"),
        Phrase("w / m / d         weeks, months, days", "w / m / d         semaines, mois, jours"),
        Phrase("q or Ctrl-C       quit", "q ou Ctrl-C       quitter"),
    ]
}
