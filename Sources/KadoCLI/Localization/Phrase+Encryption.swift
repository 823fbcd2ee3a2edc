import Foundation
import KadoApp

/// What `kado sync` says about an encrypted target, in English and French: its failures, the
/// passphrase prompts, and its setup and status lines.
extension Phrase {
    /// A failure of an encrypted target, with the command that fixes it.
    static func encryptionFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = failure.problem.map(\.description) ?? ""
        let pourquoi = failure.problem.map { phrasebook.syncProblem($0) } ?? ""
        switch failure.kind {
        case .passphraseNeeded:
            return Phrase(
                "the sync target \(target) is encrypted and this device has no key for it; nothing was changed: "
                    + "kado sync setup again, and type its passphrase (or give --passphrase-file FILE)",
                "la cible de synchronisation \(target) est chiffrée et cet appareil n’en a pas la clé\(space); rien "
                    + "n’a changé\(space): refaites kado sync setup, et saisissez sa phrase de passe (ou donnez "
                    + "--passphrase-file FICHIER)")
        case .wrongPassphrase:
            return Phrase(
                "the passphrase does not open the sync target \(target); nothing was saved: type it again",
                "la phrase de passe n’ouvre pas la cible de synchronisation \(target)\(space); rien n’a été "
                    + "enregistré\(space): saisissez-la de nouveau")
        case .passphraseChanged:
            return Phrase(
                "the passphrase of the sync target \(target) was changed on another device; nothing was merged: "
                    + "kado sync setup again, with the new passphrase",
                "la phrase de passe de la cible de synchronisation \(target) a été changée sur un autre "
                    + "appareil\(space); rien n’a été fusionné\(space): refaites kado sync setup, avec la nouvelle")
        case .encryptionRemoved:
            return Phrase(
                "the sync target \(target) is no longer encrypted, yet this device's is; nothing was read or written "
                    + "in the clear: look at \(file) (kado sync setup --encrypt encrypts it again)",
                "la cible de synchronisation \(target) n’est plus chiffrée, alors que celle de cet appareil "
                    + "l’est\(space); rien n’a été lu ni écrit en clair\(space): regardez \(file) (kado sync setup "
                    + "--encrypt la chiffre de nouveau)")
        case .keyRejected:
            return Phrase(
                "this device's key no longer opens the sync target \(target): \(file) was replaced or altered; "
                    + "nothing was merged: look at that file",
                "la clé de cet appareil n’ouvre plus la cible de synchronisation \(target)\(space): \(file) a été "
                    + "remplacé ou modifié\(space); rien n’a été fusionné\(space): regardez ce fichier")
        case .notEncrypted:
            return Phrase(
                "the sync target \(target) is not encrypted: add --encrypt to encrypt it, or give no passphrase",
                "la cible de synchronisation \(target) n’est pas chiffrée\(space): ajoutez --encrypt pour la "
                    + "chiffrer, ou ne donnez pas de phrase de passe")
        case .earlierPassphraseOpensNothing:
            return Phrase(
                "the passphrase opens none of the files held back in the sync target \(target) as sealed with "
                    + "another passphrase; nothing was saved: kado sync status names them; type the passphrase "
                    + "they were sealed with",
                "la phrase de passe n’ouvre aucun des fichiers de la cible de synchronisation \(target) mis de côté "
                    + "comme scellés par une autre phrase de passe\(space); rien n’a été enregistré\(space): "
                    + "kado sync status les nomme\(space); saisissez la phrase de passe qui les a scellés")
        case .fileUnauthentic:
            return Phrase(
                "\(file) in the sync target \(target) fails authentication (\(why)); "
                    + "nothing was merged: remove or restore that file",
                "\(file) dans la cible de synchronisation \(target) échoue à l’authentification "
                    + "(\(pourquoi))\(space); rien n’a été fusionné\(space): retirez ou "
                    + "restaurez ce fichier")
        default:
            return Phrase(
                "cannot derive the key of the sync target \(target) (\(why)): update Kadō",
                "impossible de dériver la clé de la cible de synchronisation \(target) (\(pourquoi))"
                    + "\(space): mettez Kadō à jour")
        }
    }

    /// What the passphrase prompt asks.
    static func passphrasePrompt(_ location: String) -> Phrase {
        Phrase("Passphrase for \(location): ", "Phrase de passe de \(location)\(space): ")
    }

    /// What the prompt asks a second time, when a passphrase is chosen.
    static let passphraseAgainPrompt = Phrase("The same passphrase again: ", "La même phrase de passe\(space): ")

    /// The new passphrase's prompt (`kado sync passphrase`).
    static func newPassphrasePrompt(_ location: String) -> Phrase {
        Phrase("New passphrase for \(location): ", "Nouvelle phrase de passe de \(location)\(space): ")
    }

    /// The prompt of `kado sync passphrase --earlier`.
    static func earlierPassphrasePrompt(_ location: String) -> Phrase {
        Phrase(
            "Passphrase the held-back files of \(location) were sealed with: ",
            "Phrase de passe qui a scellé les fichiers mis de côté de \(location)\(space): ")
    }

    /// `kado sync passphrase --earlier` found files the passphrase opens: the generations.
    static func earlierPassphraseAdded(_ generations: [Int]) -> Phrase {
        let list = generations.map(String.init).joined(separator: ", ")
        return Phrase(
            "The passphrase opens files held back here (generation \(list)): its key joins this device's key ring, "
                + "the files are read, and their changes go out under the current passphrase.",
            "La phrase de passe ouvre des fichiers mis de côté ici (génération \(list))\(space): sa clé rejoint le "
                + "trousseau de cet appareil, les fichiers sont lus, et leurs changements partent sous la phrase de "
                + "passe actuelle.")
    }

    /// What `kado sync setup` adds for an encrypted target.
    static func syncEncrypted(turnedOn: Bool) -> Phrase {
        if turnedOn {
            return Phrase(
                "The target is now encrypted: each device re-seals its own files at its next sync; your other "
                    + "devices are asked for the passphrase. Without it, nobody can read the target, you neither: "
                    + "there is no recovery.",
                "La cible est désormais chiffrée\(space): chaque appareil chiffre de nouveau ses propres fichiers "
                    + "à sa prochaine synchronisation\(space); vos autres appareils demandent la phrase de passe. Sans "
                    + "elle, personne ne peut lire la cible, vous non plus\(space): il n’y a aucun moyen de la "
                    + "récupérer.")
        }
        return Phrase(
            "The target is encrypted; this device keeps its key. Without the passphrase, nobody can read the target, "
                + "you neither: there is no recovery.",
            "La cible est chiffrée\(space); cet appareil en garde la clé. Sans la phrase de passe, personne ne peut "
                + "lire la cible, vous non plus\(space): il n’y a aucun moyen de la récupérer.")
    }

    /// `kado sync passphrase` succeeded.
    static let passphraseChanged = Phrase(
        "The passphrase is changed: the old one no longer opens the target, and this device re-sealed its files. "
            + "On each other device, run kado sync setup again with the new passphrase.",
        "La phrase de passe est changée\(space): l’ancienne n’ouvre plus la cible, et cet appareil a chiffré de nouveau ses "
            + "fichiers. Sur chacun de vos autres appareils, refaites kado sync setup avec la nouvelle.")

    /// What `kado sync passphrase --old-leaked` says before it asks.
    static let oldLeakedConsequence = Phrase(
        "With --old-leaked, no device reads files sealed with an earlier passphrase any more: changes a device made "
            + "before the change and that no device has read yet (a device switched off, changes stamped ahead, a "
            + "database put back from a copy) are not merged; kado sync status names those files. Sync every device "
            + "first if you can.",
        "Avec --old-leaked, plus aucun appareil ne lit les fichiers scellés avec une ancienne phrase de passe\(space): "
            + "les changements faits avant sur un appareil et qu’aucun n’a encore lus (un appareil éteint, des "
            + "changements datés en avance, une base remise d’une copie) ne sont pas fusionnés\(space); kado sync "
            + "status nomme ces fichiers. Synchronisez d’abord chaque appareil si vous le pouvez.")

    /// The question `kado sync passphrase --old-leaked` asks.
    static let oldLeakedQuestion = Phrase(
        "Change the passphrase and drop the earlier keys on every device? [y/N] ",
        "Changer la phrase de passe et retirer les anciennes clés de chaque appareil\(space)? [o/N] ")

    /// The person said no.
    static let passphraseNotChanged = Phrase(
        "The passphrase was not changed.", "La phrase de passe n’a pas été changée.")

    /// What `kado sync passphrase --old-leaked` says once done.
    static let passphraseChangedOldLeaked = Phrase(
        "The passphrase is changed, and the earlier ones are revoked: no device reads files sealed with them any "
            + "more (each drops its earlier keys as it takes the new passphrase), and this device re-sealed its files. "
            + "On each other device, run kado sync setup again with the new passphrase.",
        "La phrase de passe est changée, et les anciennes sont révoquées\(space): aucun appareil ne lit plus les "
            + "fichiers scellés avec elles (chacun retire ses anciennes clés en prenant la nouvelle), et cet appareil "
            + "a chiffré de nouveau ses fichiers. Sur chacun de vos autres appareils, refaites kado sync setup avec la "
            + "nouvelle.")

    /// Files of `device` read with a key of the ring.
    static func syncReadWithEarlierKey(_ device: String, generation: Int) -> Phrase {
        Phrase(
            "Read with an earlier passphrase: files of \(device) (generation \(generation)), kept from before the "
                + "passphrase changed; once every one is read here, their changes go out under the current one.",
            "Lus avec une ancienne phrase de passe\(space): des fichiers de \(device) (génération \(generation)), "
                + "gardée d’avant le changement\(space); une fois tous lus ici, leurs changements partent sous "
                + "l’actuelle.")
    }

    /// The status's line about encryption.
    static let syncStatusEncryption = Phrase("Encryption", "Chiffrement")
    /// The target is encrypted.
    static let syncStatusEncrypted = Phrase(
        "on (XChaCha20-Poly1305, the key derived from the passphrase and kept on this device)",
        "activé (XChaCha20-Poly1305, la clé dérivée de la phrase de passe et gardée sur cet appareil)")
    /// The target is not encrypted.
    static let syncStatusNotEncrypted = Phrase("off", "désactivé")
}
