import KadoApp

/// The Settings page's sync card (the failures' sentences are ``Phrase/syncFailure(_:)``).
extension Phrase {
    static let syncSetUpTitle = Phrase("Sync with a folder or a server", "Synchroniser avec un dossier ou un serveur")
    static let syncSetUpDetail = Phrase(
        "Each device writes its own files there and merges the others’: a folder moved by Syncthing, Dropbox or "
            + "Nextcloud, or a WebDAV server.",
        "Chaque appareil y écrit ses propres fichiers et fusionne ceux des autres : un dossier transporté par "
            + "Syncthing, Dropbox ou Nextcloud, ou un serveur WebDAV.")
    static let syncFolderTitle = Phrase("A folder", "Un dossier")
    static let syncFolderPath = Phrase("Full path of the folder", "Chemin complet du dossier")
    static let syncWebDAVTitle = Phrase("A WebDAV server", "Un serveur WebDAV")
    static let syncWebDAVURL = Phrase("Address (URL)", "Adresse (URL)")
    static let syncWebDAVUser = Phrase("User name", "Nom d’utilisateur")
    static let syncWebDAVPassword = Phrase("Password", "Mot de passe")
    static let syncSetUpButton = Phrase("Set up", "Configurer")
    static let syncNowButton = Phrase("Sync now", "Synchroniser maintenant")
    static let syncOffButton = Phrase("Turn off", "Désactiver")
    // What the target is, not how the last sync went ("Synchronisé" would say it succeeded).
    static let syncWithFolder = Phrase("Syncs through a folder", "Se synchronise par un dossier")
    static let syncWithWebDAV = Phrase("Syncs through a WebDAV server", "Se synchronise par un serveur WebDAV")
    static func syncAsUser(_ user: String) -> Phrase {
        Phrase("Signed in as “\(user)”", "Connecté en tant que « \(user) »")
    }
    static let syncNeverSynced = Phrase("Not synced yet", "Pas encore synchronisé")
    static func syncLastSynced(_ day: String, _ time: String) -> Phrase {
        Phrase("Last synced: \(day) at \(time)", "Dernière synchronisation : \(day) à \(time)")
    }
    static func syncLastFailed(_ day: String, _ time: String) -> Phrase {
        Phrase(
            "The last sync failed, \(day) at \(time):", "La dernière synchronisation a échoué, le \(day) à \(time) :")
    }
    static let syncRunning = Phrase("Syncing now…", "Synchronisation en cours…")
    static let syncNothingMoved = Phrase("Nothing came in or went out.", "Rien reçu, rien envoyé.")
    static func syncCameIn(_ counts: String) -> Phrase { Phrase("Came in: \(counts).", "Reçu : \(counts).") }
    static func syncWentOut(_ counts: String) -> Phrase { Phrase("Went out: \(counts).", "Envoyé : \(counts).") }
    static func syncHabits(_ count: Int) -> Phrase {
        Phrase("\(count) \(count == 1 ? "habit" : "habits")", "\(count) \(count > 1 ? "habitudes" : "habitude")")
    }
    static func syncCheckIns(_ count: Int) -> Phrase {
        Phrase("\(count) \(count == 1 ? "check-in" : "check-ins")", "\(count) \(count > 1 ? "pointages" : "pointage")")
    }
    static func syncSkips(_ count: Int) -> Phrase {
        Phrase(
            "\(count) \(count == 1 ? "skipped day" : "skipped days")",
            "\(count) \(count > 1 ? "jours excusés" : "jour excusé")")
    }
    static func syncSettings(_ count: Int) -> Phrase {
        Phrase("\(count) \(count == 1 ? "setting" : "settings")", "\(count) \(count > 1 ? "réglages" : "réglage")")
    }
    static let syncEncryptedTarget = Phrase(
        "Encrypted end to end: without the passphrase, nothing in the target can be read (nor recovered).",
        "Chiffrée de bout en bout : sans la phrase de passe, rien dans la cible ne peut être lu (ni récupéré).")

    static let syncClearTextWarning = Phrase(
        "This address starts with http:// and is not on this computer: the password crosses the network unencrypted. "
            + "Use https:// if the server has it.",
        "Cette adresse commence par http:// et n’est pas sur cet ordinateur : le mot de passe traverse le réseau en "
            + "clair. Utilisez https:// si le serveur le permet.")
    static let syncSetUpRefused = Phrase("Sync was not set up:", "La synchronisation n’a pas été configurée :")
    static let syncPathNeeded = Phrase(
        "Give the folder’s full path, starting with /.", "Donnez le chemin complet du dossier, commençant par /.")
    static let syncUserNeeded = Phrase("Give the user name.", "Donnez le nom d’utilisateur.")
    static let syncPasswordNeeded = Phrase("Give the password.", "Donnez le mot de passe.")
    static func syncURLProblem(_ problem: SyncTarget.WebDAVURLProblem) -> Phrase {
        switch problem {
        case .notAURL:
            Phrase("This is not a web address.", "Ce n’est pas une adresse web.")
        case .notHTTP:
            Phrase(
                "The address must start with https:// or http://.", "L’adresse doit commencer par https:// ou http://.")
        case .noHost:
            Phrase("The address names no server.", "L’adresse ne nomme aucun serveur.")
        case .holdsCredentials:
            Phrase(
                "Leave the user name and password out of the address: give them in their own fields.",
                "Laissez le nom d’utilisateur et le mot de passe hors de l’adresse : donnez-les dans leurs champs.")
        }
    }
    static let syncStopping = Phrase(
        "The server is stopping: nothing was done.", "Le serveur s’arrête : rien n’a été fait.")
    static let noticeSyncSetUp = Phrase(
        "Sync is set up; this device syncs in the background from now on.",
        "La synchronisation est configurée ; cet appareil se synchronise désormais en arrière-plan.")
    static let noticeSyncOff = Phrase(
        "Sync is off on this device; your data stays here, and on the target.",
        "La synchronisation est désactivée sur cet appareil ; vos données restent ici, et sur la cible.")
}
