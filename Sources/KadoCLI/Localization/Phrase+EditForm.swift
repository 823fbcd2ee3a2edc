import KadoCore

/// The words of the form `kado edit HABIT` opens in the editor: its comments, and what is said
/// when it is read back.
extension Phrase {
    /// The comment at the top of the form (several lines).
    static func editFormHeader(_ name: String) -> Phrase {
        Phrase(
            "Kadō: edit \(name), save and close the editor to apply.\n"
                + "One “key: value” a line; lines starting with # are comments; a key left out keeps its value.\n"
                + "Nothing is changed if the form is left as it is, emptied, or has a line that is not right.",
            "Kadō\(space): modifiez \(name), enregistrez et fermez l’éditeur pour appliquer.\n"
                + "Une ligne «\(space)clé: valeur\(space)» par champ\(space); les lignes commençant par # sont des "
                + "commentaires\(space); une clé retirée garde sa valeur.\n"
                + "Rien ne change si le formulaire est laissé tel quel, vidé, ou a une ligne qui ne va pas.")
    }
    static let editFormNameHelp = Phrase("The name (not empty).", "Le nom (non vide).")
    static let editFormEveryHelp = Phrase(
        "How often: day, N/week (1–6 days a week), mon,wed,fri, weekdays, weekends, Ndays (every 2–365 days), "
            + "N/D (N times in D days).",
        "Fréquence\(space): day, N/week (1 à 6 jours par semaine), mon,wed,fri, weekdays, weekends, Ndays (tous les "
            + "2 à 365 jours), N/D (N fois en D jours).")
    static let editFormTypeHelp = Phrase(
        "What a day asks for: yesno, counter:N (at least N), timer:MINUTES, negative (to avoid), atmost:N.",
        "Ce qu’un jour demande\(space): yesno, counter:N (au moins N), timer:MINUTES, negative (à éviter), "
            + "atmost:N.")
    static let editFormUnitHelp = Phrase(
        "The unit of a counter or at-most habit (glasses); empty for none.",
        "L’unité d’un compteur ou d’un maximum (verres)\(space); vide pour aucune.")
    static func editFormColorHelp(_ colors: [String]) -> Phrase {
        Phrase(
            "The colour: \(colors.joined(separator: ", ")).",
            "La couleur\(space): \(colors.joined(separator: ", ")).")
    }
    static let editFormIconHelp = Phrase(
        "An SF Symbol name for the Apple apps (book, drop, figure.walk).",
        "Un nom de symbole SF pour les apps Apple (book, drop, figure.walk).")
    static let editFormFromHelp = Phrase(
        "From when a change of every, type's target or limit, or score holds: a day (YYYY-MM-DD, today, -N), or "
            + "start for the whole history; empty: today when the habit has a past.",
        "À partir de quand un changement de every, de l’objectif ou de la limite de type, ou de score vaut\(space): "
            + "un jour (AAAA-MM-JJ, today, -N), ou start pour tout l’historique\(space); vide\(space): aujourd’hui "
            + "quand l’habitude a un passé.")
    static let editFormGroupHelp = Phrase(
        "The habit's group (Health, Work); empty for none.",
        "Le groupe de l’habitude (Santé, Travail)\(space); vide pour aucun.")
    static let editFormSinceHelp = Phrase(
        "The first day the habit counts (YYYY-MM-DD, yesterday, -N); empty: its creation and records decide.",
        "Le premier jour que l’habitude compte (AAAA-MM-JJ, yesterday, -N)\(space); vide\(space): sa création et "
            + "ses données en décident.")
    static let editFormDetailsHelp = Phrase(
        "A description, on this one line: \\n starts a new line, \\\\ is a backslash; empty for none.",
        "Une description, sur cette seule ligne\(space): \\n commence une nouvelle ligne, \\\\ est une barre oblique inverse\(space); vide pour aucune."
    )
    static let editFormScoreHelp = Phrase(
        "The score shown: kado or loop.", "Le score affiché\(space): kado ou loop.")
    static let editFormRemindHelp = Phrase(
        "Reminder times HH:MM, separated by commas (08:00, 18:30), or off.",
        "Heures de rappel HH:MM, séparées par des virgules (08:00, 18:30), ou off.")

    static let editFormWhenDoneHelp = Phrase(
        "What the reminders do on a day already done: quiet or ring.",
        "Ce que font les rappels un jour déjà fait\(space): quiet (se taire) ou ring (sonner).")

    static let editFormSnoozeHelp = Phrase(
        "How many minutes Snooze puts the reminders off, 1 to 1440.",
        "De combien de minutes Plus tard repousse les rappels, de 1 à 1440.")

    /// The start of an error about the form: `line 3`.
    static func editFormLine(_ number: Int) -> Phrase { Phrase("line \(number)", "ligne \(number)") }
    /// A line without a colon.
    static func editFormNotKeyValue(_ text: String) -> Phrase {
        Phrase(
            "'\(text)' is not a “key: value” line (start a comment with #)",
            "«\(space)\(text)\(space)» n’est pas une ligne «\(space)clé: valeur\(space)» (un commentaire commence par #)"
        )
    }
    /// A key the form does not have.
    static func editFormUnknownKey(_ key: String, known: [String]) -> Phrase {
        Phrase(
            "unknown key '\(key)': the keys are \(known.joined(separator: ", "))",
            "clé inconnue «\(space)\(key)\(space)»\(space): les clés sont \(known.joined(separator: ", "))")
    }
    /// A key given twice.
    static func editFormRepeatedKey(_ key: String, firstLine: Int) -> Phrase {
        Phrase(
            "\(key) is already given on line \(firstLine): keep one",
            "\(key) est déjà donné à la ligne \(firstLine)\(space): n’en gardez qu’un")
    }
    /// The form came back as it was (or empty): nothing written.
    static let editFormUnchanged = Phrase(
        "Nothing changed: the form was left as it was.", "Rien n’a changé\(space): le formulaire est resté tel quel.")
    /// The form came back empty: nothing written.
    static let editFormEmptied = Phrase(
        "Nothing changed: the form was emptied.", "Rien n’a changé\(space): le formulaire a été vidé.")
    /// The editor failed: nothing written.
    static func editFormEditorFailed(_ editor: String, status: Int32) -> Phrase {
        Phrase(
            "the editor '\(editor)' ended with status \(status): nothing changed",
            "l’éditeur «\(space)\(editor)\(space)» s’est terminé avec le code \(status)\(space): rien n’a changé")
    }
    /// No editor to open the form in.
    static let editFormNoEditor = Phrase(
        "kado edit HABIT without options opens the habit in $VISUAL or $EDITOR, and neither is set and there is "
            + "no terminal for vi: set EDITOR, or give the changes as options (kado edit HABIT --every 3/week)",
        "kado edit HABITUDE sans option ouvre l’habitude dans $VISUAL ou $EDITOR, or aucun n’est défini et il n’y a "
            + "pas de terminal pour vi\(space): définissez EDITOR, ou donnez les changements en options (kado edit "
            + "HABITUDE --every 3/week)")
}
