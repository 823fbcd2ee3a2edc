import KadoApp
import KadoCore

/// The words of a habit's versions of terms on the detail page (issue 38), as `kado show` says
/// them, and of removing and moving one.
extension Phrase {
    /// The current version, in force since `date`: "Since 1 Mar 2026: 3 days a week".
    static func versionSince(_ date: String, _ terms: String) -> Phrase {
        Phrase("Since \(date): \(terms)", "Depuis le \(date) : \(terms)")
    }

    /// A version between two others, in force from `date`.
    static func versionFrom(_ date: String, _ terms: String) -> Phrase {
        Phrase("from \(date): \(terms)", "à partir du \(date) : \(terms)")
    }

    /// The first version, in force from the habit's start.
    static func versionBefore(_ terms: String) -> Phrase {
        Phrase("before: \(terms)", "avant : \(terms)")
    }

    static let versionKadoScore = Phrase("Kadō score", "score Kadō")
    static let versionLoopScore = Phrase("Loop score", "score Loop")
    static let versionsTitle = Phrase("Terms over time", "Règles au fil du temps")
    static let versionsHint = Phrase(
        "Each day is judged by the terms in force that day. Removing a change extends the terms before it over its "
            + "days; kado undo takes a removal or a move back.",
        "Chaque jour est jugé selon les règles en vigueur ce jour-là. Retirer un changement étend les règles "
            + "d’avant sur ses jours ; kado undo annule un retrait ou un déplacement.")
    static func versionMoveLabel(_ date: String) -> Phrase {
        Phrase("New start of the change of \(date)", "Nouveau début du changement du \(date)")
    }
    static let versionMove = Phrase("Move", "Déplacer")
    static let versionRemove = Phrase("Remove", "Retirer")
    static func versionRemoveLabel(_ date: String) -> Phrase {
        Phrase("Remove the change of \(date)", "Retirer le changement du \(date)")
    }
    static func versionRemoveQuestion(_ date: String) -> Phrase {
        Phrase(
            "Remove the change of \(date)? The terms before it hold over its days again.",
            "Retirer le changement du \(date) ? Les règles d’avant valent de nouveau sur ses jours.")
    }
    static let versionRemoveTitle = Phrase("Remove a change", "Retirer un changement")
    static let versionRemoveUndo = Phrase(
        "kado undo takes it back.", "kado undo l’annule.")
    static let versionNotFound = Phrase(
        "No change of the terms starts on that day: the page may be out of date.",
        "Aucun changement des règles ne commence ce jour-là : la page n’est peut-être plus à jour.")
    static let versionDayInvalid = Phrase("Give the new start as a date.", "Donnez le nouveau début comme une date.")
    static let versionDayAfterToday = Phrase(
        "A change starts today or on a day before: choose a day that has come.",
        "Un changement commence aujourd’hui ou un jour passé : choisissez un jour déjà venu.")
    static func versionDayNotAfter(_ date: String) -> Phrase {
        Phrase("Choose a day after \(date).", "Choisissez un jour après le \(date).")
    }
    static func versionDayNotBefore(_ date: String) -> Phrase {
        Phrase("Choose a day before \(date).", "Choisissez un jour avant le \(date).")
    }
    static let noticeVersionRemoved = Phrase(
        "Change removed. kado undo takes it back.", "Changement retiré. kado undo l’annule.")
    static let noticeVersionMoved = Phrase("Change moved.", "Changement déplacé.")
}
