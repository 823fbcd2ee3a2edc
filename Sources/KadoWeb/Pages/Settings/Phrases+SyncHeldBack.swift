import Foundation
import KadoApp

/// What the sync card says a sync held back (``SyncHeldBack``), each with what to do on a
/// screen, and why a file of the target was not read.
extension Phrase {
    static let syncHeldBackTitle = Phrase(
        "Held back: the last sync did not take in everything the target holds.",
        "Retenu : la dernière synchronisation n’a pas pris tout ce que contient la cible.")

    /// What was held back, and what to do about it.
    static func syncHeldBack(_ held: SyncHeldBack) -> Phrase {
        switch held {
        case .clockAhead(let device, let seconds, let changes):
            let (english, french) = lead(seconds)
            let count: Phrase =
                changes > 0 ? syncChanges(changes) : Phrase("changes", "modifications")
            return Phrase(
                "The clock of device \(device) is \(english) ahead of this one: fix its date and time. Its "
                    + "\(count.english) wait until this clock gets there.",
                "L’horloge de l’appareil \(device) a \(french) d’avance sur celle-ci : corrigez sa date et son heure. "
                    + "Ses \(count.french) attendent que cette horloge les rattrape.")
        case .waitingForHabit(let changes):
            let count = syncChanges(changes)
            return Phrase(
                "\(count.english) wait for their habit, which no device has published yet: sync the "
                    + "device that made it.",
                "\(count.french) attendent leur habitude, qu’aucun appareil n’a encore publiée : "
                    + "synchronisez l’appareil qui l’a créée.")
        case .refused(let device, let changes, let reason):
            let count = syncChanges(changes)
            let why = reason.map { " (\($0))" } ?? ""
            let english = device.map { " of device \($0)" } ?? ""
            let french = device.map { " de l’appareil \($0)" } ?? ""
            return Phrase(
                "\(count.english)\(english) refused\(why): no Kadō this one knows could have written "
                    + "them. Update Kadō here.",
                "\(count.french)\(french) refusée(s)\(why) : aucun Kadō que celui-ci connaît n’a pu "
                    + "les écrire. Mettez Kadō à jour ici.")
        case .unreadFile(let file):
            let why = syncUnreadReason(file.reason)
            return Phrase("\(file.path): \(why.english)", "\(file.path) : \(why.french)")
        }
    }

    /// Why a file of the target was not read, and what to do: only a file whose bytes are not yet
    /// whole is "still being copied?".
    static func syncUnreadReason(_ reason: SyncSkipReason) -> Phrase {
        switch reason {
        case .notThereYet:
            Phrase(
                "not there yet (a sync tool may still be bringing it); the next sync reads it.",
                "pas encore là (un outil de synchronisation l’apporte peut-être encore) ; la prochaine synchronisation "
                    + "le lit.")
        case .checksumMismatch, .torn:
            Phrase(
                "not read yet (still being copied?); the next sync reads it.",
                "pas encore lu (encore en cours de copie ?) ; la prochaine synchronisation le lit.")
        case .unreadable:
            Phrase(
                "damaged (whole, yet not what Kadō writes), not read: look at that file and at the device that wrote it.",
                "abîmé (entier, mais pas ce qu’écrit Kadō), pas lu : regardez ce fichier et l’appareil qui l’a écrit.")
        case .newerFormat:
            Phrase(
                "written by a newer Kadō, not read: update Kadō on this device.",
                "écrit par un Kadō plus récent, pas lu : mettez Kadō à jour sur cet appareil.")
        case .storedInTheClear:
            Phrase(
                "stored in the clear in this encrypted target: refused, never read. It holds changes no device read "
                    + "before encryption was turned on (a device that had read it all seals it by itself): type the "
                    + "passphrase on the device that wrote it.",
                "stocké en clair dans cette cible chiffrée : refusé, jamais lu. Il contient des changements qu’aucun "
                    + "appareil n’avait lus avant le chiffrement (un appareil qui l’avait tout lu le scelle de "
                    + "lui-même) : saisissez la phrase de passe sur l’appareil qui l’a écrit.")
        case .otherPassphrase:
            Phrase(
                "sealed with an earlier passphrase, not read: type the current one on the device that wrote it, or "
                    + "below the one it was sealed with.",
                "scellé avec une ancienne phrase de passe, pas lu : saisissez l’actuelle sur l’appareil qui l’a écrit, "
                    + "ou ci-dessous celle qui l’a scellé.")
        case .otherSyncGroup:
            Phrase(
                "it belongs to another sync group, not read: set the device that wrote it up again on this target, or "
                    + "remove its folder.",
                "il appartient à un autre groupe de synchronisation, pas lu : configurez de nouveau l’appareil qui l’a "
                    + "écrit sur cette cible, ou retirez son dossier.")
        case .otherDevice:
            Phrase(
                "it names another device than the folder it is in (a copied folder?), not read: remove that folder if "
                    + "no device writes there.",
                "il nomme un autre appareil que le dossier où il se trouve (un dossier copié ?), pas lu : retirez ce "
                    + "dossier si aucun appareil n’y écrit.")
        case .olderCopy:
            Phrase(
                "an older copy of its device’s manifest, put back, not read: that device’s next sync replaces it.",
                "une ancienne copie du manifeste de son appareil, remise en place, pas lue : la prochaine "
                    + "synchronisation de cet appareil la remplace.")
        case .notASegmentName:
            Phrase(
                "it names a segment under a name no segment has; that one is not read: update Kadō on the device "
                    + "that wrote it.",
                "il nomme un segment sous un nom qu’aucun segment n’a ; celui-ci n’est pas lu : mettez Kadō à jour "
                    + "sur l’appareil qui l’a écrit.")
        }
    }

    /// `12 changes`, `1 modification`.
    static func syncChanges(_ count: Int) -> Phrase {
        Phrase(
            "\(count) \(count == 1 ? "change" : "changes")", "\(count) \(count > 1 ? "modifications" : "modification")")
    }

    /// Rows removed: `3 check-ins removed` (`feminine` for French agreement: habitudes).
    static func syncRemoved(_ counted: Phrase, count: Int, feminine: Bool) -> Phrase {
        let ending = (feminine ? "e" : "") + (count > 1 ? "s" : "")
        return Phrase("\(counted.english) removed", "\(counted.french) supprimé\(ending)")
    }

    static func syncNotes(_ count: Int) -> Phrase {
        Phrase("\(count) \(count == 1 ? "note" : "notes")", "\(count) \(count > 1 ? "notes" : "note")")
    }

    static func syncReminders(_ count: Int) -> Phrase {
        Phrase("\(count) \(count == 1 ? "reminder" : "reminders")", "\(count) \(count > 1 ? "rappels" : "rappel")")
    }

    /// A clock's lead in the largest unit that says it, rounded, in English and French: `3 days`,
    /// `3 jours` (2 days 23 hours 59 minutes is 3 days).
    private static func lead(_ seconds: TimeInterval) -> (String, String) {
        let minutes = (seconds / 60).rounded()
        if minutes >= 2 * 24 * 60 {
            let days = Int((minutes / (24 * 60)).rounded())
            return ("\(days) days", "\(days) jours")
        }
        if minutes >= 120 {
            let hours = Int((minutes / 60).rounded())
            return ("\(hours) hours", "\(hours) heures")
        }
        let count = Int(minutes)
        return ("\(count) \(count == 1 ? "minute" : "minutes")", "\(count) \(count > 1 ? "minutes" : "minute")")
    }
}
