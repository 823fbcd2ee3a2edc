import Foundation
import KadoApp

/// What `kado sync` and `kado sync status` say a sync held back (``SyncHeldBack``), each with what
/// to do, and why a file of the target was not read, in English and French.
extension Phrase {
    /// The label of a held-back line: `Held back: …`.
    static let syncStatusHeldBack = Phrase("Held back", "Retenu")

    /// What was held back, and what to do about it.
    static func syncHeldBack(_ held: SyncHeldBack) -> Phrase {
        switch held {
        case .clockAhead(let device, let seconds, let changes):
            let (amount, noun) = lead(seconds)
            let english = "device \(device)'s clock is \(noun.counted(amount, in: .english)) ahead of this one"
            let french =
                "l’horloge de l’appareil \(device) a \(noun.counted(amount, in: .french)) d’avance sur celle-ci"
            guard changes > 0 else {
                return Phrase(
                    "\(english): fix its date and time; its changes wait until this clock gets there",
                    "\(french)\(space): corrigez sa date et son heure\(space); ses modifications attendent que cette "
                        + "horloge les rattrape")
            }
            return Phrase(
                "\(english): fix its date and time; its \(Noun.change.counted(changes, in: .english)) wait until this "
                    + "clock gets there",
                "\(french)\(space): corrigez sa date et son heure\(space); ses "
                    + "\(Noun.change.counted(changes, in: .french)) attendent que cette horloge les rattrape")
        case .waitingForHabit(let changes):
            return Phrase(
                "\(Noun.change.counted(changes, in: .english)) wait for their habit, which no device has published "
                    + "yet: sync the device that made it (kado sync there)",
                "\(Noun.change.counted(changes, in: .french)) attendent leur habitude, qu’aucun appareil n’a encore "
                    + "publiée\(space): synchronisez l’appareil qui l’a créée (kado sync sur celui-ci)")
        case .refused(let device, let changes, let reason):
            let why = reason.map { " (\($0))" } ?? ""
            let english = Noun.change.counted(changes, in: .english)
            let french = Noun.change.counted(changes, in: .french)
            guard let device else {
                return Phrase(
                    "\(english) refused\(why): no Kadō this one knows could have written them; update Kadō here",
                    "\(french) refusée(s)\(why)\(space): aucun Kadō que celui-ci connaît n’a pu les écrire\(space); "
                        + "mettez Kadō à jour ici")
            }
            return Phrase(
                "\(english) of device \(device) refused\(why): no Kadō this one knows could have written them; update "
                    + "Kadō here, and if it is up to date, look at device \(device)",
                "\(french) de l’appareil \(device) refusée(s)\(why)\(space): aucun Kadō que celui-ci connaît n’a pu "
                    + "les écrire\(space); mettez Kadō à jour ici, et s’il l’est, regardez l’appareil \(device)")
        case .unreadFile(let file):
            let why = unreadReason(file.reason)
            return Phrase("\(file.path): \(why.english)", "\(file.path)\(space): \(why.french)")
        }
    }

    /// Why a file of the target was not read, and what to do: only a file whose bytes are not yet
    /// whole is "still being copied?".
    static func unreadReason(_ reason: SyncSkipReason) -> Phrase {
        switch reason {
        case .notThereYet:
            Phrase(
                "not there yet (a sync tool may still be bringing it): the next sync reads it",
                "pas encore là (un outil de synchronisation l’apporte peut-être encore)\(space): la prochaine "
                    + "synchronisation le lit")
        case .checksumMismatch, .torn:
            Phrase(
                "not read yet (still being copied?): the next sync reads it",
                "pas encore lu (encore en cours de copie\(space)?)\(space): la prochaine synchronisation le lit")
        case .unreadable:
            Phrase(
                "damaged (whole, yet not what Kadō writes): not read; look at that file and at the device that wrote it",
                "abîmé (entier, mais pas ce qu’écrit Kadō)\(space): pas lu\(space); regardez ce fichier et l’appareil "
                    + "qui l’a écrit")
        case .newerFormat:
            Phrase(
                "written by a newer Kadō: not read; update Kadō on this device",
                "écrit par un Kadō plus récent\(space): pas lu\(space); mettez Kadō à jour sur cet appareil")
        case .storedInTheClear:
            Phrase(
                "stored in the clear in this encrypted target: refused, never read; it holds changes no device read "
                    + "before encryption was turned on (a device that had read it all seals it by itself): type the "
                    + "passphrase on the device that wrote it (kado sync setup there)",
                "stocké en clair dans cette cible chiffrée\(space): refusé, jamais lu\(space); il contient des "
                    + "changements qu’aucun appareil n’avait lus avant le chiffrement (un appareil qui l’avait tout lu "
                    + "le scelle de lui-même)\(space): saisissez la phrase de passe sur l’appareil qui l’a écrit (kado "
                    + "sync setup sur celui-ci)")
        case .otherPassphrase:
            Phrase(
                "sealed with an earlier passphrase: not read; type the current one on the device that wrote it "
                    + "(kado sync setup there), or here the one it was sealed with (kado sync passphrase --earlier)",
                "scellé avec une ancienne phrase de passe\(space): pas lu\(space); saisissez l’actuelle sur l’appareil "
                    + "qui l’a écrit (kado sync setup sur celui-ci), ou ici celle qui l’a scellé (kado sync passphrase "
                    + "--earlier)")
        case .otherSyncGroup:
            Phrase(
                "it belongs to another sync group: not read; set the device that wrote it up again on this target "
                    + "(kado sync setup there), or remove its folder",
                "il appartient à un autre groupe de synchronisation\(space): pas lu\(space); configurez de nouveau "
                    + "l’appareil qui l’a écrit sur cette cible (kado sync setup sur celui-ci), ou retirez son dossier")
        case .otherDevice:
            Phrase(
                "it names another device than the folder it is in (a copied folder?): not read; remove that folder "
                    + "if no device writes there",
                "il nomme un autre appareil que le dossier où il se trouve (un dossier copié\(space)?)\(space): pas "
                    + "lu\(space); retirez ce dossier si aucun appareil n’y écrit")
        case .olderCopy:
            Phrase(
                "an older copy of its device's manifest, put back: not read; that device's next sync replaces it",
                "une ancienne copie du manifeste de son appareil, remise en place\(space): pas lue\(space); la "
                    + "prochaine synchronisation de cet appareil la remplace")
        case .notASegmentName:
            Phrase(
                "it names a segment under a name no segment has: that one is not read; update Kadō on the device "
                    + "that wrote it",
                "il nomme un segment sous un nom qu’aucun segment n’a\(space): celui-ci n’est pas lu\(space); mettez "
                    + "Kadō à jour sur l’appareil qui l’a écrit")
        }
    }

    /// A clock's lead in the largest unit that says it, rounded: minutes, hours, or days (2 days
    /// 23 hours 59 minutes is 3 days).
    static func lead(_ seconds: TimeInterval) -> (Int, Noun) {
        let minutes = (seconds / 60).rounded()
        if minutes >= 2 * 24 * 60 { return (Int((minutes / (24 * 60)).rounded()), .day) }
        if minutes >= 120 { return (Int((minutes / 60).rounded()), .hour) }
        return (Int(minutes), .minute)
    }
}

extension Noun {
    /// A note of a record.
    static let note = Noun("note", "notes", french: "note", "notes")
    /// A reminder of a habit.
    static let reminder = Noun("reminder", "reminders", french: "rappel", "rappels")
}
