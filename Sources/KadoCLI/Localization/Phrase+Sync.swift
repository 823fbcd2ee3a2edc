import Foundation
import KadoApp

/// What `kado sync` says, in English and French: its failures (``AppError/sync(_:)``) with the
/// command that would fix them, and its reports.
extension Phrase {
    /// A failed sync or setup, with the command that fixes it where one does.
    static func syncFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = failure.problem.map(\.description) ?? ""
        let pourquoi = failure.problem.map { FrenchPhrasebook.terminal.syncProblem($0) } ?? ""
        let device = failure.deviceID ?? ""
        switch failure.kind {
        case .notSetUp:
            return Phrase(
                "sync is not set up on this device: kado sync setup folder PATH, or kado sync setup webdav URL --user NAME",
                "la synchronisation n’est pas configurée sur cet appareil\(space): configurez-la avec kado sync setup "
                    + "(voir kado help sync)")
        case .unreachable:
            return Phrase(
                "cannot reach the sync target \(target) (\(why)); nothing was changed: try again later",
                "impossible d’atteindre la cible de synchronisation \(target) (\(pourquoi))\(space); "
                    + "rien n’a changé\(space): réessayez plus tard")
        case .cannotWrite:
            return Phrase(
                "cannot write \(file) in the sync target \(target) (\(why)): give this user write access there, "
                    + "or free some space, then kado sync",
                "impossible d’écrire \(file) dans la cible de synchronisation \(target) (\(pourquoi))"
                    + "\(space): donnez à cet utilisateur le droit d’y écrire, ou libérez de la place, puis kado sync")
        case .unauthorized:
            return Phrase(
                "the sync target \(target) refused the user \"\(failure.user ?? "")\" and its password; nothing was "
                    + "changed: kado sync setup webdav \(target) --user NAME with the right ones",
                "la cible de synchronisation \(target) a refusé l’utilisateur «\(space)\(failure.user ?? "")\(space)» "
                    + "et son mot de passe\(space); rien n’a changé\(space): refaites kado sync setup avec les bons")
        case .insufficientStorage:
            return Phrase(
                "the sync target \(target) has no room left for \(file); nothing was changed here: free some space "
                    + "there, then kado sync",
                "la cible de synchronisation \(target) n’a plus de place pour \(file)\(space); rien n’a changé ici"
                    + "\(space): libérez de la place, puis kado sync")
        case .targetEmptied:
            return Phrase(
                "the sync target \(target) holds no sync group any more, yet this device synced with it: it was "
                    + "emptied, or it is another folder; nothing was merged or removed. To start over there: "
                    + "kado sync setup again",
                "la cible de synchronisation \(target) ne contient plus de groupe de synchronisation, alors que cet "
                    + "appareil s’y est synchronisé\(space): elle a été vidée, ou c’est un autre dossier\(space); rien "
                    + "n’a été fusionné ni supprimé. Pour y recommencer\(space): refaites kado sync setup")
        case .otherTarget:
            return Phrase(
                "the sync target \(target) holds another sync group than this device's; nothing was merged: "
                    + "kado sync setup again to join it",
                "la cible de synchronisation \(target) contient un autre groupe de synchronisation que celui de cet "
                    + "appareil\(space); rien n’a été fusionné\(space): refaites kado sync setup pour le rejoindre")
        case .newerFormat:
            return Phrase(
                "\(file) in the sync target \(target) is in sync format \(failure.version ?? 0), newer than this "
                    + "version of Kadō reads; the target was left untouched: update Kadō",
                "\(file) dans la cible de synchronisation \(target) est au format de synchronisation "
                    + "\(failure.version ?? 0), plus récent que ce que lit cette version de Kadō\(space); la cible est "
                    + "restée intacte\(space): mettez Kadō à jour")
        case .unreadable:
            return Phrase(
                "cannot read \(file) in the sync target \(target) (\(why)): look at that file (a sync tool may "
                    + "still be copying it), then kado sync",
                "impossible de lire \(file) dans la cible de synchronisation \(target) (\(pourquoi))"
                    + "\(space): regardez ce fichier (un outil de synchronisation le copie peut-être encore), puis "
                    + "kado sync")
        case .deviceIDInUse:
            return Phrase(
                "another database publishes as this device (\(device)) in the sync target \(target): was the "
                    + "database file copied? Nothing was merged: give each device its own database, then kado sync "
                    + "setup",
                "une autre base de données publie sous l’identité de cet appareil («\(space)\(device)\(space)») dans "
                    + "la cible de synchronisation \(target)\(space): le fichier de la base a-t-il été copié\(space)? "
                    + "Rien n’a été fusionné\(space): donnez à chaque appareil sa propre base, puis kado sync setup")
        case .missingPassword:
            return Phrase(
                "the password of the sync target \(target) is missing (\(file)): kado sync setup webdav \(target) "
                    + "--user NAME again",
                "le mot de passe de la cible de synchronisation \(target) manque (\(file))\(space): refaites "
                    + "kado sync setup")
        case .passphraseNeeded, .wrongPassphrase, .passphraseChanged, .encryptionRemoved, .keyRejected,
            .notEncrypted, .fileUnauthentic, .encryptionUnavailable, .earlierPassphraseOpensNothing:
            return encryptionFailure(failure)
        }
    }

    // MARK: - Setup, off

    /// `kado sync setup` succeeded.
    static func syncSetUp(_ setup: SyncSetup) -> Phrase {
        let place = setup.target.location
        if setup.startedGroup {
            return Phrase(
                "Sync is set up: this device started a sync group in \(place). Set up your other devices with the "
                    + "same target, then run kado sync on each.",
                "La synchronisation est configurée\(space): cet appareil a créé un groupe de synchronisation dans "
                    + "\(place). Configurez vos autres appareils avec la même cible, puis lancez kado sync sur chacun."
            )
        }
        return Phrase(
            "Sync is set up: this device joined the sync group in \(place). Run kado sync to bring in what the "
                + "other devices published.",
            "La synchronisation est configurée\(space): cet appareil a rejoint le groupe de synchronisation de "
                + "\(place). Lancez kado sync pour recevoir ce que les autres appareils ont publié.")
    }

    /// `kado sync off` forgot `target`.
    static func syncTurnedOff(_ target: SyncTarget) -> Phrase {
        Phrase(
            "Sync is off on this device: it forgot \(target.location) and its password. Your habits stay here, and "
                + "the target's files stay for the other devices.",
            "La synchronisation est désactivée sur cet appareil\(space): il a oublié \(target.location) et son mot "
                + "de passe. Vos habitudes restent ici, et les fichiers de la cible restent pour les autres appareils.")
    }

    /// `kado sync off` with no target set up.
    static let syncWasNotSetUp = Phrase(
        "Sync was not set up on this device: nothing to turn off.",
        "La synchronisation n’était pas configurée sur cet appareil\(space): rien à désactiver.")

    /// The warning for a WebDAV URL that sends the password in the clear.
    static func plainHTTPWarning(_ url: String) -> Phrase {
        Phrase(
            "warning: \(url) sends your password and your habits unencrypted over the network: use https:// unless "
                + "the server is on this machine",
            "attention\(space): \(url) envoie votre mot de passe et vos habitudes en clair sur le réseau\(space): "
                + "utilisez https:// sauf si le serveur est sur cette machine")
    }

    /// What the password prompt asks.
    static func passwordPrompt(user: String, url: String) -> Phrase {
        Phrase("Password for \(user) at \(url): ", "Mot de passe de \(user) sur \(url)\(space): ")
    }

    // MARK: - A sync's report

    /// The first line of `kado sync`'s report.
    static func syncedWith(_ location: String) -> Phrase {
        Phrase("Synced with \(location).", "Synchronisé avec \(location).")
    }

    /// Nothing came in, nothing went out.
    static let syncNothingNew = Phrase(
        "Nothing new came in or went out.", "Rien de nouveau n’est arrivé ni parti.")

    /// What came in.
    static func syncReceived(_ counts: String) -> Phrase {
        Phrase("Received: \(counts).", "Reçu\(space): \(counts).")
    }

    /// What went out.
    static func syncSent(_ counts: String) -> Phrase {
        Phrase("Sent: \(counts).", "Envoyé\(space): \(counts).")
    }

    /// `3 check-ins removed`: `counted` rows removed (`feminine` for French agreement: habitudes).
    static func syncRemoved(_ counted: String, count: Int, feminine: Bool) -> Phrase {
        let ending = (feminine ? "e" : "") + (count > 1 ? "s" : "")
        return Phrase("\(counted) removed", "\(counted) supprimé\(ending)")
    }

    /// Habits that came back.
    static func syncRestoredHabits(_ count: Int) -> Phrase {
        Phrase(
            "\(Noun.habit.counted(count, in: .english)) came back: another device checked in after it was deleted.",
            "\(Noun.habit.counted(count, in: .french)) revenue(s)\(space): un autre appareil y a pointé après sa "
                + "suppression.")
    }

    /// This device published everything again.
    static let syncRepublished = Phrase(
        "This device's files were missing from the target: its whole history was published again.",
        "Les fichiers de cet appareil manquaient dans la cible\(space): tout son historique a été publié de nouveau.")

    /// This database took a new device identity.
    static func syncRenewedIdentity(previous: String, current: String) -> Phrase {
        Phrase(
            "This database was copied or put back from a copy (the target held more of device \(previous) than it "
                + "remembered): it now syncs as a new device, \(current). Every change made here was kept and sent; "
                + "what the copy had missed came back.",
            "Cette base a été copiée ou remise depuis une copie (la cible contenait plus de l’appareil \(previous) "
                + "qu’elle ne s’en souvenait)\(space): elle se synchronise désormais comme un nouvel appareil, "
                + "\(current). Chaque changement fait ici a été gardé et envoyé\(space); ce qui manquait à la copie "
                + "est revenu.")
    }

    /// This device sealed again, under the current passphrase, files other devices had left
    /// sealed with an earlier one.
    static func syncResealedEarlierGeneration(_ devices: [String]) -> Phrase {
        let list = devices.joined(separator: ", ")
        return Phrase(
            "Files of \(list) were sealed with an earlier passphrase: their changes, all read here, now go "
                + "out under the current one with this device's, and those files were removed.",
            "Des fichiers de \(list) étaient scellés avec une ancienne phrase de passe\(space): leurs changements, "
                + "tous lus ici, partent désormais sous l’actuelle avec ceux de cet appareil, et ces "
                + "fichiers ont été retirés.")
    }

    /// Habits whose names the lookup cannot tell apart, each with its id.
    static func syncSharedName(_ habits: [(name: String, id: String)]) -> Phrase {
        let list = habits.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
        let first = habits.first?.id ?? ""
        return Phrase(
            "These habits now share a name, kept both: \(list). Until one is renamed, name each by its id; rename "
                + "one with kado edit \(first) --name NEW-NAME.",
            "Ces habitudes ont désormais le même nom, gardées toutes deux\(space): \(list). Tant que l’une n’est pas "
                + "renommée, désignez chacune par son identifiant\(space); renommez-en une avec kado edit \(first) "
                + "--name NOUVEAU-NOM.")
    }

    /// This device sealed the files other devices had left in the clear in the encrypted target.
    static func syncSealedInTheClear(_ devices: [String]) -> Phrase {
        let list = devices.joined(separator: ", ")
        return devices.count == 1
            ? Phrase(
                "Device \(list) had left its files in the clear in this encrypted target: their changes now go out "
                    + "sealed with this device's, and the files in the clear were removed.",
                "L’appareil \(list) avait laissé ses fichiers en clair dans cette cible chiffrée\(space): leurs "
                    + "changements partent désormais scellés avec ceux de cet appareil, et les fichiers en clair ont "
                    + "été retirés.")
            : Phrase(
                "Devices \(list) had left their files in the clear in this encrypted target: their changes now go "
                    + "out sealed with this device's, and the files in the clear were removed.",
                "Les appareils \(list) avaient laissé leurs fichiers en clair dans cette cible chiffrée\(space): "
                    + "leurs changements partent désormais scellés avec ceux de cet appareil, et les fichiers en "
                    + "clair ont été retirés.")
    }

    // MARK: - Status

    /// The status's lines' labels.
    static let syncStatusTarget = Phrase("Target", "Cible")
    static let syncStatusDevice = Phrase("This device", "Cet appareil")
    static let syncStatusLastSync = Phrase("Last sync", "Dernière synchronisation")
    static let syncStatusLastError = Phrase("Last error", "Dernière erreur")
    static let syncStatusDevices = Phrase("Devices seen", "Appareils vus")
    static let syncStatusNever = Phrase("never", "jamais")
    static let syncStatusNone = Phrase("none", "aucune")
    static let syncStatusNoDevices = Phrase("none yet", "aucun pour l’instant")
    static let syncStatusNotSetUp = Phrase(
        "Sync is not set up on this device (kado sync setup folder PATH, or kado sync setup webdav URL --user NAME).",
        "La synchronisation n’est pas configurée sur cet appareil (voir kado help sync).")
    static let syncStatusNoPassword = Phrase(
        "its password file is missing: set the target up again",
        "son fichier de mot de passe manque\(space): "
            + "configurez de nouveau la cible")

    /// A target and its kind: `folder /mnt/sync`, `WebDAV https://… (user ann)`.
    static func syncTargetDescription(_ target: SyncTarget) -> Phrase {
        switch target {
        case .folder(let path): Phrase("folder \(path)", "dossier \(path)")
        case .webDAV(let url, let user):
            Phrase("WebDAV \(url.absoluteString) (user \(user))", "WebDAV \(url.absoluteString) (utilisateur \(user))")
        }
    }

    /// The last sync: when, and what it did.
    static func syncStatusLast(_ when: String, received: Int, sent: Int) -> Phrase {
        Phrase(
            "\(when) (received \(received), sent \(sent))", "\(when) (\(received) reçu(s), \(sent) envoyé(s))")
    }

    /// A device seen: its id and when it last wrote.
    static func syncStatusDeviceLine(_ id: String, _ when: String?) -> Phrase {
        guard let when else {
            return Phrase("\(id) has written no change yet", "\(id) n’a encore écrit aucun changement")
        }
        return Phrase("\(id) last wrote \(when)", "\(id) a écrit pour la dernière fois le \(when)")
    }
}

extension Noun {
    /// A check-in: a record done, a value, a note.
    static let checkIn = Noun("check-in", "check-ins", french: "pointage", "pointages")
    /// An excused day or pause.
    static let skip = Noun("skip", "skips", french: "saut", "sauts")
    /// A setting that follows the user.
    static let setting = Noun("setting", "settings", french: "réglage", "réglages")
    /// A change of any kind.
    static let change = Noun("change", "changes", french: "modification", "modifications")
    /// An hour.
    static let hour = Noun("hour", "hours", french: "heure", "heures")
}
