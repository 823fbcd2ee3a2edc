import KadoApp

/// The words of `kado calendar` and of the calendar feed's token (`kado serve feed-token`).
extension Phrase {
    /// The agenda's heading of today: `Today, Sunday 6 December 2026`.
    static func todayHeading(_ date: String) -> Phrase {
        Phrase("Today, \(date)", "Aujourd’hui, \(date)")
    }

    /// The agenda when nothing is due: `Nothing is due in the next 30 days.`
    static func nothingDueInCalendar(_ days: String) -> Phrase {
        Phrase("Nothing is due in the next \(days).", "Rien n’est dû dans les \(days) qui viennent.")
    }

    /// A feed token just made, shown once with the address to subscribe to.
    static func feedTokenShownOnce(url: String) -> Phrase {
        Phrase(
            "Calendar feed (shown once, keep it private: it opens your habits' calendar to whoever has it):\n\(url)\n"
                + "Subscribe to it in your calendar app; it needs this server reachable from where the app fetches. "
                + "Making another replaces it; kado serve revoke-feed-token closes it.",
            "Flux d’agenda (affiché une seule fois, gardez-le pour vous\(space): il ouvre l’agenda de vos habitudes à "
                + "qui l’a)\(space):\n\(url)\nAbonnez-vous-y dans votre agenda\(space); ce serveur doit être joignable "
                + "d’où l’agenda le récupère. En créer un autre le remplace\(space); kado serve revoke-feed-token le "
                + "ferme.")
    }

    /// The feed's token revoked.
    static let feedTokenRevoked = Phrase(
        "The calendar feed is closed: its address answers no one until kado serve feed-token makes another.",
        "Le flux d’agenda est fermé\(space): son adresse ne répond plus à personne jusqu’à ce que kado serve "
            + "feed-token en crée une autre.")

    /// Nothing to revoke.
    static let noFeedToken = Phrase(
        "There is no calendar feed to close. kado serve feed-token makes one.",
        "Il n’y a pas de flux d’agenda à fermer. kado serve feed-token en crée un.")
}
