import KadoApp
import KadoCore

/// The Settings page's reminders card, and what the page script says of in-page notifications.
extension Phrase {
    static let remindersTitle = Phrase("Reminders", "Rappels")
    static let remindersRingHere = Phrase(
        "Reminders ring from this server, each at its time while it runs.",
        "Les rappels sonnent depuis ce serveur, chacun à son heure tant qu’il tourne.")
    static let technicalDetails = Phrase("Technical details", "Détails techniques")
    static func remindersHolder(_ holder: String) -> Phrase {
        Phrase("Held by \(holder).", "Tenus par \(holder).")
    }
    static let desktopUnavailable = Phrase(
        "Not available: kado serve does not run inside a desktop session here.",
        "Indisponible : kado serve ne tourne pas ici dans une session de bureau.")
    static let desktopNoService = Phrase(
        "Not available: no notification service runs on this desktop.",
        "Indisponible : aucun service de notifications ne tourne sur ce bureau.")
    static let remindersRingHereTitle = Phrase("Reminders ring", "Les rappels sonnent")
    static let remindersElsewhereTitle = Phrase(
        "Reminders ring from another process", "Les rappels sonnent depuis un autre processus")
    static func remindersElsewhere(_ holder: String) -> Phrase {
        holder.isEmpty
            ? Phrase(
                "Another process holds this database’s reminders and rings them; this server does not.",
                "Un autre processus tient les rappels de cette base et les fait sonner ; ce serveur, non.")
            : Phrase(
                "Another program holds this database’s reminders and rings them; this server does not.",
                "Un autre programme tient les rappels de cette base et les fait sonner ; ce serveur, non.")
    }
    static let remindersNowhereTitle = Phrase("No reminder rings now", "Aucun rappel ne sonne en ce moment")
    static let remindersNowhere = Phrase(
        "Nothing holds this database’s reminders: start kado serve or kado remind run (kado remind install keeps one "
            + "running).",
        "Rien ne tient les rappels de cette base : lancez kado serve ou kado remind run (kado remind install en garde "
            + "un en marche).")
    static let remindersUnknownTitle = Phrase(
        "Cannot tell who rings reminders", "Impossible de savoir qui fait sonner les rappels")
    static func remindersUnknown(_ path: String, _ reason: String) -> Phrase {
        Phrase(
            "Its lock file \(path) cannot be read (\(reason)).",
            "Son fichier de verrou \(path) est illisible (\(reason)).")
    }
    static let desktopChannelTitle = Phrase("Desktop notifications", "Notifications du bureau")
    static let desktopChannelDetail = Phrase(
        "On the computer kado serve runs on, with Done and Snooze.",
        "Sur l’ordinateur où tourne kado serve, avec Fait et Plus tard.")
    static let pushFormTitle = Phrase("Set up the push", "Régler le push")
    static let pushChannelTitle = Phrase("Push to the phone", "Push vers le téléphone")
    static let pushOff = Phrase(
        "Off: no push URL is set. With an ntfy topic, reminders reach the ntfy app on your phone.",
        "Désactivé : aucune URL de push. Avec un sujet ntfy, les rappels arrivent dans l’application ntfy du téléphone."
    )
    static func pushOn(_ url: String, _ format: PushFormat, hasToken: Bool) -> Phrase {
        let english = format == .ntfy ? "in ntfy’s format" : "as a JSON webhook"
        let french = format == .ntfy ? "au format de ntfy" : "en webhook JSON"
        return Phrase(
            "To \(url), \(english), " + (hasToken ? "with a token (kept on this computer)." : "without a token."),
            "Vers \(url), \(french), " + (hasToken ? "avec un jeton (gardé sur cet ordinateur)." : "sans jeton."))
    }
    static let pushURLLabel = Phrase("Push URL (empty: off)", "URL de push (vide : désactivé)")
    static let pushFormatLabel = Phrase("Format", "Format")
    static let pushFormatNtfy = Phrase("ntfy", "ntfy")
    static let pushFormatWebhook = Phrase("JSON webhook", "Webhook JSON")
    static let pushTokenLabel = Phrase("Token", "Jeton")
    static let pushTokenKept = Phrase(
        "A token is set: it is never shown. Leave the field empty to keep it.",
        "Un jeton est défini : il n’est jamais affiché. Laissez le champ vide pour le garder.")
    static let pushTokenNone = Phrase(
        "Optional: sent in the Authorization header (Bearer), kept in a file only you can read.",
        "Facultatif : envoyé dans l’en-tête Authorization (Bearer), gardé dans un fichier que vous seul pouvez lire.")
    static let pushForgetToken = Phrase("Remove the token", "Retirer le jeton")
    static let pushSaveButton = Phrase("Save", "Enregistrer")
    static let remindersTestTitle = Phrase("Send a test", "Envoyer un essai")
    static let remindersTestDetail = Phrase(
        "One test notification through each channel, and what became of it.",
        "Une notification d’essai par chaque canal, et ce qu’elle est devenue.")
    static let remindersTestButton = Phrase("Send a test", "Envoyer un essai")
    static let remindersTestResults = Phrase("The test notification:", "La notification d’essai :")
    static let browserNotificationsTitle = Phrase("In this browser", "Dans ce navigateur")
    static let browserNotificationsDetail = Phrase(
        "While a Kadō page is open and in view in this browser, reminders that ring show here too; clicking one opens "
            + "Today. With no page open, nothing shows here: the desktop and the phone push are for that.",
        "Tant qu’une page de Kadō est ouverte et visible dans ce navigateur, les rappels qui sonnent s’affichent aussi "
            + "ici ; un clic ouvre Aujourd’hui. Sans page ouverte, rien ne s’affiche ici : le bureau et le push vers le "
            + "téléphone servent à cela.")
    static let browserNotifyButton = Phrase("Notify me in this browser", "Me notifier dans ce navigateur")
    static let browserNotifyOn = Phrase("On in this browser.", "Activé dans ce navigateur.")
    static let browserNotifyBlocked = Phrase(
        "Blocked: this browser’s site settings refuse Kadō’s notifications.",
        "Bloqué : les réglages du site dans ce navigateur refusent les notifications de Kadō.")
    static let browserNotifyUnavailable = Phrase(
        "This browser shows notifications only for pages over https or from this computer (localhost).",
        "Ce navigateur n’affiche de notifications que pour les pages en https ou de cet ordinateur (localhost).")
    static let noticePushSaved = Phrase("Push settings saved.", "Réglages du push enregistrés.")
    static func pushSettingRefused(_ problem: PushSettingError) -> Phrase {
        switch problem {
        case .notAURL(let text):
            Phrase(
                "“\(text)” is not a URL: write it whole, as https://ntfy.sh/my-topic.",
                "« \(text) » n’est pas une URL : écrivez-la entière, comme https://ntfy.sh/mon-sujet.")
        case .notHTTP(let text, let scheme):
            Phrase(
                "“\(text)”: its scheme is \(scheme), and pushes go over http or https only.",
                "« \(text) » : son schéma est \(scheme), et les push ne passent que par http ou https.")
        case .badToken:
            Phrase(
                "The token must be one line of visible characters.",
                "Le jeton doit tenir en une ligne de caractères visibles.")
        }
    }
    static func apiBadRungNumber(_ text: String) -> Phrase {
        Phrase(
            "after must be a whole number from 0 (not “\(text)”)",
            "after doit être un nombre entier à partir de 0 (pas « \(text) »)")
    }
}
