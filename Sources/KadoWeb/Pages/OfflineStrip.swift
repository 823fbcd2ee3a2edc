import KadoApp

/// The strip above every page that tells what the offline queue holds: since when a page opened
/// without the server is out of date, how many changes wait to be sent, and which ones the
/// server refused (until dismissed). It is empty and hidden when there is nothing to say; the
/// script fills it (``Script/app``) from the phrases it carries, in the page's language, with
/// `{time}`, `{count}`, `{name}`, `{value}` and `{day}` where the values go.
enum OfflineStrip {
    static func render(t: Localizer) -> HTML {
        let phrases: [(String, Phrase)] = [
            ("since", .offlineSince), ("pending", .offlinePending), ("queued", .offlineQueued), ("kept", .offlineKept),
            ("refused", .offlineRefused), ("dismiss", .offlineDismiss), ("kind-done", .offlineKindDone),
            ("kind-undo", .offlineKindUndo), ("kind-increase", .offlineKindIncrease),
            ("kind-decrease", .offlineKindDecrease), ("kind-set", .offlineKindSet), ("kind-note", .offlineKindNote),
            ("kind-skip", .offlineKindSkip),
        ]
        let data = HTML.join(phrases.map { key, phrase in " data-\(HTML(trusted: key))=\"\(t(phrase))\"" })
        return "<div id=\"offline\" class=\"offline-strip\" role=\"status\" hidden\(data)></div>"
    }
}

extension Phrase {
    static let offlineSince = Phrase(
        "Offline: this page is as it was on {time}. Check-ins you make are kept on this device and sent when the "
            + "server answers.",
        "Hors connexion : cette page est telle qu’elle était le {time}. Les pointages faits ici sont gardés sur cet "
            + "appareil et envoyés dès que le serveur répond.")
    static let offlinePending = Phrase(
        "Changes not sent yet: {count}", "Changements pas encore envoyés : {count}")
    static let offlineQueued = Phrase("Not sent yet ({count})", "Pas encore envoyé ({count})")
    static let offlineKept = Phrase(
        "Kept on this device: it will be sent when the server answers.",
        "Gardé sur cet appareil : ce sera envoyé dès que le serveur répondra.")
    static let offlineRefused = Phrase("Not recorded for {name}:", "Non enregistré pour {name} :")
    static let offlineDismiss = Phrase("Dismiss", "Fermer")
    static let offlineKindDone = Phrase("done on {day}", "faite le {day}")
    static let offlineKindUndo = Phrase("undone on {day}", "annulée le {day}")
    static let offlineKindIncrease = Phrase("one step up on {day}", "un pas de plus le {day}")
    static let offlineKindDecrease = Phrase("one step down on {day}", "un pas de moins le {day}")
    static let offlineKindSet = Phrase("value {value} on {day}", "valeur {value} le {day}")
    static let offlineKindNote = Phrase("note on {day}", "note du {day}")
    static let offlineKindSkip = Phrase("skip from {day}", "pause à partir du {day}")
}
