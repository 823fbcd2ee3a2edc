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
    /// This database took a new device identity (put back from a copy, or copied).
    static func syncRenewedIdentity(current: String) -> Phrase {
        Phrase(
            "This database was copied or put back from a copy: it now syncs as a new device (\(current)), with "
                + "every change made here kept and sent, and what the copy had missed back.",
            "Cette base a été copiée ou remise depuis une copie : elle se synchronise désormais comme un nouvel "
                + "appareil (\(current)), chaque changement fait ici gardé et envoyé, et ce qui manquait à la copie "
                + "revenu.")
    }
    /// Files other devices had left in the clear in the encrypted target, sealed by this one.
    static func syncSealedInTheClear(_ devices: Int) -> Phrase {
        devices == 1
            ? Phrase(
                "Another device had left its files in the clear on the encrypted target: their changes now go out "
                    + "sealed with this device's, and those files were removed.",
                "Un autre appareil avait laissé ses fichiers en clair sur la cible chiffrée : ses changements partent "
                    + "désormais scellés avec ceux de cet appareil, et ces fichiers ont été retirés.")
            : Phrase(
                "\(devices) other devices had left their files in the clear on the encrypted target: their changes "
                    + "now go out sealed with this device's, and those files were removed.",
                "\(devices) autres appareils avaient laissé leurs fichiers en clair sur la cible chiffrée : leurs "
                    + "changements partent désormais scellés avec ceux de cet appareil, et ces fichiers ont été "
                    + "retirés.")
    }
    /// Files other devices had left sealed with an earlier passphrase, sealed again by this one.
    static func syncResealedEarlierGeneration(_ devices: Int) -> Phrase {
        Phrase(
            "Files of \(devices) other \(devices == 1 ? "device" : "devices") were sealed with an earlier passphrase: "
                + "their changes, all read here, now go out under the current one, and those files were removed.",
            "Des fichiers de \(devices) \(devices == 1 ? "autre appareil" : "autres appareils") étaient scellés avec une "
                + "ancienne phrase de passe : leurs changements, tous lus ici, partent désormais sous "
                + "l’actuelle, et ces fichiers ont été retirés.")
    }
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

    // End-to-end encryption: the setup's choice, the passphrase forms once set up.
    static let syncEncryptCheckbox = Phrase("Encrypt end to end", "Chiffrer de bout en bout")
    static let syncEncryptTitle = Phrase("Encrypt end to end", "Chiffrer de bout en bout")
    static let syncEncryptDetail = Phrase(
        "Every file Kadō writes to the target is sealed with a key derived from a passphrase you choose: whoever "
            + "can read the target learns how much and when, never a habit. Each other device asks for the "
            + "passphrase once. Deriving the key takes a second or two.",
        "Chaque fichier que Kadō écrit dans la cible est scellé par une clé dérivée d’une phrase de passe de votre "
            + "choix : qui peut lire la cible apprend combien et quand, jamais une habitude. Chaque autre appareil "
            + "demande la phrase de passe une fois. Dériver la clé prend une seconde ou deux.")
    static let syncPassphraseCaution = Phrase(
        "Without the passphrase nobody can read the target, you neither: there is no recovery, keep it safe. This "
            + "device keeps only the key derived from it. These pages use plain HTTP: opened from another machine of "
            + "your network, the passphrase crosses it unencrypted, like everything else this page sends.",
        "Sans la phrase de passe, personne ne peut lire la cible, vous non plus : aucune récupération n’est "
            + "possible, gardez-la en lieu sûr. Cet appareil n’en garde que la clé dérivée. Ces pages sont servies "
            + "en HTTP simple : ouvertes depuis une autre machine de votre réseau, la phrase de passe le traverse en "
            + "clair, comme tout ce que cette page envoie.")
    static let syncPassphrase = Phrase("Passphrase", "Phrase de passe")
    static let syncNewPassphrase = Phrase("New passphrase", "Nouvelle phrase de passe")
    static let syncPassphraseAgain = Phrase("The same passphrase again", "La même phrase de passe, de nouveau")
    static let syncTargetPassphrase = Phrase("The target’s passphrase", "La phrase de passe de la cible")
    static let syncAsksPassphrase = Phrase(
        "This target is encrypted end to end: type its passphrase to join it.",
        "Cette cible est chiffrée de bout en bout : saisissez sa phrase de passe pour la rejoindre.")
    static let syncPasswordAgain = Phrase(
        "Type the server’s password again too: it is never written back into the page.",
        "Saisissez aussi de nouveau le mot de passe du serveur : il n’est jamais réécrit dans la page.")
    static let syncTypePassphraseTitle = Phrase("Type the target’s passphrase", "Saisir la phrase de passe de la cible")
    static let syncTypePassphraseDetail = Phrase(
        "Another device encrypted the target, or changed its passphrase: this device syncs again once it is typed "
            + "here.",
        "Un autre appareil a chiffré la cible, ou changé sa phrase de passe : cet appareil se synchronise de "
            + "nouveau une fois qu’elle est saisie ici.")
    static let syncJoinButton = Phrase("Open the target", "Ouvrir la cible")
    static let syncEncryptButton = Phrase("Encrypt", "Chiffrer")
    static let syncChangePassphraseTitle = Phrase("Change the passphrase", "Changer la phrase de passe")
    static let syncChangePassphraseDetail = Phrase(
        "The old passphrase stops opening the target; this device re-seals its files at once, and each other device "
            + "asks for the new one.",
        "L’ancienne phrase de passe cesse d’ouvrir la cible ; cet appareil scelle de nouveau ses fichiers aussitôt, "
            + "et chaque autre appareil demande la nouvelle.")
    static let syncChangePassphraseButton = Phrase("Change", "Changer")
    static let syncOldLeakedCheckbox = Phrase(
        "The old passphrase may be known to someone else", "L’ancienne phrase de passe est peut-être connue d’un tiers")
    static let syncOldLeakedDetail = Phrase(
        "Ticked, every device drops the earlier keys: files sealed with an earlier passphrase are no longer read, and "
            + "changes no device has read yet (a device switched off, a clock ahead, a database put back from a copy) "
            + "are not merged; the status names those files. Unticked, each device keeps the earlier keys to read "
            + "such late files, and seals what they hold with the new one.",
        "Cochée, chaque appareil retire les anciennes clés : les fichiers scellés avec une ancienne phrase de passe "
            + "ne sont plus lus, et les changements qu’aucun appareil n’a encore lus (un appareil éteint, une horloge "
            + "en avance, une base remise d’une copie) ne sont pas fusionnés ; l’état nomme ces fichiers. Décochée, "
            + "chaque appareil garde les anciennes clés pour lire ces fichiers en retard, et scelle leur contenu avec "
            + "la nouvelle.")
    /// Files of `device` read with a key of the ring.
    static func syncReadWithEarlierKey(_ device: String, generation: Int) -> Phrase {
        Phrase(
            "Files of \(device) were read with an earlier passphrase (generation \(generation)): once every one is "
                + "read here, their changes go out under the current one.",
            "Des fichiers de \(device) ont été lus avec une ancienne phrase de passe (génération \(generation)) : une "
                + "fois tous lus ici, leurs changements partent sous l’actuelle.")
    }
    static let syncChoosePassphrase = Phrase(
        "Choose a passphrase, and type it twice.", "Choisissez une phrase de passe, et saisissez-la deux fois.")
    static let syncTypePassphrase = Phrase("Type the target’s passphrase.", "Saisissez la phrase de passe de la cible.")
    static let syncPassphrasesDiffer = Phrase(
        "The two passphrases typed differ.", "Les deux phrases de passe saisies diffèrent.")
    static let syncNothingChanged = Phrase("Nothing was changed:", "Rien n’a changé :")

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
    static let noticeSyncSetUpEncrypted = Phrase(
        "Sync is set up, encrypted end to end; this device keeps the key and syncs in the background from now on.",
        "La synchronisation est configurée, chiffrée de bout en bout ; cet appareil garde la clé et se synchronise "
            + "désormais en arrière-plan.")
    static let noticeSyncEncrypted = Phrase(
        "The target is encrypted end to end now; this device re-seals its files. Each other device asks for the "
            + "passphrase at its next sync.",
        "La cible est désormais chiffrée de bout en bout ; cet appareil scelle de nouveau ses fichiers. Chaque autre "
            + "appareil demandera la phrase de passe à sa prochaine synchronisation.")
    static let noticeSyncPassphraseTyped = Phrase(
        "The passphrase opens the target; this device syncs again.",
        "La phrase de passe ouvre la cible ; cet appareil se synchronise de nouveau.")
    static let noticeSyncPassphraseChanged = Phrase(
        "The passphrase is changed: the old one no longer opens the target. This device re-seals its files now; type "
            + "the new one on each other device.",
        "La phrase de passe est changée : l’ancienne n’ouvre plus la cible. Cet appareil scelle de nouveau ses "
            + "fichiers ; saisissez la nouvelle sur chaque autre appareil.")
    static let noticeSyncEarlierPassphrase = Phrase(
        "The passphrase opens files held back here: this device reads them now, and their changes go out under the "
            + "current passphrase.",
        "La phrase de passe ouvre des fichiers mis de côté ici : cet appareil les lit maintenant, et leurs "
            + "changements partent sous la phrase de passe actuelle.")
    static let syncEarlierPassphraseDetail = Phrase(
        "Files sealed with a passphrase this device never had (a change of passphrase that lost a race, on a device "
            + "switched off since) are read once that passphrase is typed here; the current one stays.",
        "Les fichiers scellés avec une phrase de passe que cet appareil n’a jamais eue (un changement de phrase de "
            + "passe qui a perdu une course, sur un appareil éteint depuis) sont lus une fois cette phrase saisie "
            + "ici ; l’actuelle reste.")
    static let syncEarlierPassphraseLabel = Phrase(
        "The passphrase they were sealed with", "La phrase de passe qui les a scellés")
    static let syncEarlierPassphraseButton = Phrase("Read them", "Les lire")
    static let noticeSyncOff = Phrase(
        "Sync is off on this device; your data stays here, and on the target.",
        "La synchronisation est désactivée sur cet appareil ; vos données restent ici, et sur la cible.")
}
