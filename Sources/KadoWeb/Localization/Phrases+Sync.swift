import KadoApp

/// A failed sync in the web app's words: what failed, and what to do on a screen (the Settings
/// page's sync card), never a command line.
extension Phrase {
    /// The sentence for `failure`.
    static func syncFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = failure.problem.map(\.description) ?? ""
        let pourquoi = failure.problem.map { FrenchPhrasebook.plain.syncProblem($0) } ?? ""
        let device = failure.deviceID ?? ""
        switch failure.kind {
        case .notSetUp:
            return Phrase(
                "Sync is not set up on this device: set it up in Settings",
                "La synchronisation n’est pas configurée sur cet appareil : configurez-la dans les réglages")
        case .unreachable:
            return Phrase(
                "Cannot reach the sync target \(target) (\(why)); nothing was changed: try again later",
                "Impossible d’atteindre la cible de synchronisation \(target) (\(pourquoi)) ; rien n’a changé : "
                    + "réessayez plus tard")
        case .cannotWrite:
            return Phrase(
                "Cannot write \(file) in the sync target \(target) (\(why)): allow writing there, or free some space",
                "Impossible d’écrire \(file) dans la cible de synchronisation \(target) (\(pourquoi)) : autorisez "
                    + "l’écriture, ou libérez de la place")
        case .unauthorized:
            return Phrase(
                "The sync target \(target) refused the user “\(failure.user ?? "")” and its password: set it up again "
                    + "in Settings with the right ones",
                "La cible de synchronisation \(target) a refusé l’utilisateur « \(failure.user ?? "") » et son mot de "
                    + "passe : configurez-la de nouveau dans les réglages avec les bons")
        case .insufficientStorage:
            return Phrase(
                "The sync target \(target) has no room left for \(file): free some space there, then sync again",
                "La cible de synchronisation \(target) n’a plus de place pour \(file) : libérez de la place, puis "
                    + "synchronisez de nouveau")
        case .targetEmptied:
            return Phrase(
                "The sync target \(target) holds no sync group any more: it was emptied, or it is another folder; "
                    + "nothing was merged or removed. Set it up again in Settings to start over there",
                "La cible de synchronisation \(target) ne contient plus de groupe de synchronisation : elle a été "
                    + "vidée, ou c’est un autre dossier ; rien n’a été fusionné ni supprimé. Configurez-la de nouveau "
                    + "dans les réglages pour y recommencer")
        case .otherTarget:
            return Phrase(
                "The sync target \(target) holds another sync group; nothing was merged: set it up again in Settings "
                    + "to join it",
                "La cible de synchronisation \(target) contient un autre groupe de synchronisation ; rien n’a été "
                    + "fusionné : configurez-la de nouveau dans les réglages pour le rejoindre")
        case .newerFormat:
            return Phrase(
                "\(file) in the sync target \(target) is in a newer sync format (\(failure.version ?? 0)); it was left "
                    + "untouched: update Kadō",
                "\(file) dans la cible de synchronisation \(target) est dans un format plus récent "
                    + "(\(failure.version ?? 0)) ; elle est restée intacte : mettez Kadō à jour")
        case .unreadable:
            return Phrase(
                "Cannot read \(file) in the sync target \(target) (\(why)): a sync tool may still be copying it",
                "Impossible de lire \(file) dans la cible de synchronisation \(target) (\(pourquoi)) : un outil "
                    + "de synchronisation le copie peut-être encore")
        case .deviceIDInUse:
            return Phrase(
                "Another database publishes as this device (\(device)) in \(target): was the database copied? "
                    + "Nothing was merged: give each device its own database",
                "Une autre base de données publie sous l’identité de cet appareil (« \(device) ») dans \(target) : "
                    + "la base a-t-elle été copiée ? Rien n’a été fusionné : donnez à chaque appareil sa propre base")
        case .missingPassword:
            return Phrase(
                "The password of the sync target \(target) is missing: set it up again in Settings",
                "Le mot de passe de la cible de synchronisation \(target) manque : configurez-la de nouveau dans les "
                    + "réglages")
        case .passphraseNeeded:
            return Phrase(
                "The sync target \(target) is encrypted, and this device has no key for it: nothing was changed. Type "
                    + "its passphrase in the sync card",
                "La cible de synchronisation \(target) est chiffrée, et cet appareil n’en a pas la clé : rien n’a "
                    + "changé. Saisissez sa phrase de passe dans la carte de synchronisation")
        case .wrongPassphrase:
            return Phrase(
                "The passphrase does not open the sync target \(target); nothing was saved: type it again",
                "La phrase de passe n’ouvre pas la cible de synchronisation \(target) ; rien n’a été enregistré : "
                    + "saisissez-la de nouveau")
        case .passphraseChanged:
            return Phrase(
                "The passphrase of the sync target \(target) was changed on another device; nothing was merged: type "
                    + "the new one in the sync card",
                "La phrase de passe de la cible de synchronisation \(target) a été changée sur un autre appareil ; "
                    + "rien n’a été fusionné : saisissez la nouvelle dans la carte de synchronisation")
        case .encryptionRemoved:
            return Phrase(
                "The sync target \(target) is no longer encrypted, yet this device's is; nothing was read or written "
                    + "in the clear: look at \(file)",
                "La cible de synchronisation \(target) n’est plus chiffrée, alors que celle de cet appareil l’est ; "
                    + "rien n’a été lu ni écrit en clair : regardez \(file)")
        case .keyRejected:
            return Phrase(
                "This device's key no longer opens the sync target \(target): \(file) was replaced or altered; "
                    + "nothing was merged",
                "La clé de cet appareil n’ouvre plus la cible de synchronisation \(target) : \(file) a été remplacé "
                    + "ou modifié ; rien n’a été fusionné")
        case .notEncrypted:
            return Phrase(
                "The sync target \(target) is not encrypted: ask to encrypt it, or give no passphrase",
                "La cible de synchronisation \(target) n’est pas chiffrée : demandez à la chiffrer, ou ne donnez "
                    + "pas de phrase de passe")
        case .fileUnauthentic:
            return Phrase(
                "\(file) in the sync target \(target) fails authentication (\(why)); nothing was merged",
                "\(file) dans la cible de synchronisation \(target) échoue à l’authentification (\(pourquoi)) ; rien "
                    + "n’a été fusionné")
        case .encryptionUnavailable:
            return Phrase(
                "Cannot derive the key of the sync target \(target) (\(why)): update Kadō",
                "Impossible de dériver la clé de la cible de synchronisation \(target) (\(pourquoi)) : mettez Kadō "
                    + "à jour")
        case .earlierPassphraseOpensNothing:
            return Phrase(
                "The passphrase opens none of the files held back in the sync target \(target) as sealed with another "
                    + "passphrase; nothing was saved: type the passphrase they were sealed with",
                "La phrase de passe n’ouvre aucun des fichiers de la cible de synchronisation \(target) mis de côté "
                    + "comme scellés par une autre phrase de passe ; rien n’a été enregistré : saisissez la phrase de "
                    + "passe qui les a scellés")
        }
    }
}
