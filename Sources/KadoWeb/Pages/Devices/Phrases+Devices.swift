import KadoApp

extension Phrase {
    static let devicesTitle = Phrase("Devices", "Appareils")
    static let noDevices = Phrase("No device is signed in yet.", "Aucun appareil n’est encore connecté.")
    static let pairDeviceTitle = Phrase("Pair a device", "Appairer un appareil")
    static let pairDeviceDetail = Phrase(
        "Shows a QR code your phone opens to sign in, once, within 10 minutes.",
        "Affiche un code QR que votre téléphone ouvre pour se connecter, une fois, dans les 10 minutes.")
    static let pairDeviceButton = Phrase("Pair", "Appairer")
    static let pairSteps = Phrase(
        "On the new device, scan this code with the camera, or open the link, or type the code on its sign-in page.",
        "Sur le nouvel appareil, scannez ce code avec l’appareil photo, ouvrez le lien ou saisissez le code sur sa "
            + "page de connexion.")
    static let pairingQRLabel = Phrase("QR code of the pairing link", "Code QR du lien d’appairage")
    static let pairingCodeIs = Phrase("Code:", "Code :")
    static func pairingValidUntil(_ time: String) -> Phrase {
        Phrase(
            "It works once, until \(time). Anyone who has it can sign in: show it only to your own devices.",
            "Il sert une fois, jusqu’à \(time). Qui l’a peut se connecter : ne le montrez qu’à vos appareils.")
    }
    static let newTokenTitle = Phrase("Token for a script", "Jeton pour un script")
    static let newTokenDetail = Phrase(
        "For a script or a Shortcut that calls the API: name it, then copy its token.",
        "Pour un script ou un raccourci qui appelle l’API : nommez-le, puis copiez son jeton.")
    static let newTokenButton = Phrase("Make a token", "Créer un jeton")
    static func tokenShownOnce(_ name: String) -> Phrase {
        Phrase(
            "The token of “\(name)”, shown this once: copy it now. Revoke it under Settings › Devices.",
            "Le jeton de « \(name) », affiché cette seule fois : copiez-le maintenant. Révoquez-le dans Réglages › "
                + "Appareils.")
    }
    static let tokenUsage = Phrase(
        "The script sends it in the Authorization header:", "Le script l’envoie dans l’en-tête Authorization :")
    static let scriptToken = Phrase("Script", "Script")
    static let browserDevice = Phrase("Browser", "Navigateur")
    static let kindScript = Phrase("Script token", "Jeton de script")
    static let kindBrowser = Phrase("Signed in", "Connecté")
    static let thisDevice = Phrase("(this device)", "(cet appareil)")
    static func deviceFirstSeen(_ when: String) -> Phrase { Phrase("since \(when)", "depuis le \(when)") }
    static func deviceLastSeen(_ when: String) -> Phrase { Phrase("last seen \(when)", "vu le \(when)") }
    static func deviceAddress(_ address: String) -> Phrase { Phrase("from \(address)", "depuis \(address)") }
    static func renameDevice(_ name: String) -> Phrase { Phrase("New name for \(name)", "Nouveau nom pour \(name)") }
    static let rename = Phrase("Rename", "Renommer")
    static let revoke = Phrase("Revoke", "Révoquer")
    static func signOutDeviceLabel(_ name: String) -> Phrase {
        Phrase("Sign out \(name)", "Déconnecter \(name)")
    }
    static let noticeDeviceRenamed = Phrase("Device renamed.", "Appareil renommé.")
    static let noticeDeviceSignedOut = Phrase(
        "Signed out. Its next request will ask it to sign in again.",
        "Déconnecté. Sa prochaine requête lui demandera de se connecter à nouveau.")
    static let noticeDeviceNameMissing = Phrase("Give it a name.", "Donnez-lui un nom.")
    static let calendarFeedTitle = Phrase("Calendar feed", "Flux d’agenda")
    static func calendarFeedOn(_ when: String) -> Phrase {
        Phrase(
            "On since \(when): calendar apps subscribed to its address get your habits’ coming days.",
            "Ouvert depuis le \(when) : les agendas abonnés à son adresse reçoivent les jours à venir de vos habitudes."
        )
    }
    static let calendarFeedOff = Phrase(
        "Off. Make an address for a calendar app to subscribe to your habits’ coming days.",
        "Fermé. Créez une adresse à laquelle un agenda s’abonne pour recevoir les jours à venir de vos habitudes.")
    static let makeCalendarFeed = Phrase("Make an address", "Créer une adresse")
    static let newCalendarFeed = Phrase("New address", "Nouvelle adresse")
    static let revokeCalendarFeed = Phrase("Revoke the calendar feed", "Révoquer le flux d’agenda")
    static let calendarFeedShownOnce = Phrase(
        "The calendar feed’s address, shown this once: copy it into your calendar app’s subscription. Whoever has it "
            + "reads your habits’ names and days; a new address replaces it.",
        "L’adresse du flux d’agenda, affichée cette seule fois : copiez-la dans l’abonnement de votre agenda. Qui "
            + "l’a lit les noms et les jours de vos habitudes ; une nouvelle adresse la remplace.")
    static let calendarFeedUsage = Phrase(
        "The calendar app must reach this server at this address.",
        "L’agenda doit joindre ce serveur à cette adresse.")
    static let noticeCalendarFeedRevoked = Phrase(
        "Calendar feed revoked: its address answers no one.",
        "Flux d’agenda révoqué : son adresse ne répond plus à personne.")
}
