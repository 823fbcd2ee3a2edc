import Foundation
import KadoApp

/// What `kado sync` and `kado sync status` say a sync held back (``SyncHeldBack``), each with what
/// to do, and why a file of the target was not read, in English and French.
extension Phrase {
    /// The label of a held-back line: `Held back: …`.
    static let syncStatusHeldBack = Phrase("cli.syncHeldBack.syncStatusHeldBack")

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
            Phrase("cli.syncHeldBack.unreadReason.notThereYet")
        case .checksumMismatch, .torn:
            Phrase("cli.syncHeldBack.unreadReason.checksumMismatch")
        case .unreadable:
            Phrase("cli.syncHeldBack.unreadReason.unreadable")
        case .newerFormat:
            Phrase("cli.syncHeldBack.unreadReason.newerFormat")
        case .storedInTheClear:
            Phrase("cli.syncHeldBack.unreadReason.storedInTheClear")
        case .otherPassphrase:
            Phrase("cli.syncHeldBack.unreadReason.otherPassphrase")
        case .otherSyncGroup:
            Phrase("cli.syncHeldBack.unreadReason.otherSyncGroup")
        case .otherDevice:
            Phrase("cli.syncHeldBack.unreadReason.otherDevice")
        case .olderCopy:
            Phrase("cli.syncHeldBack.unreadReason.olderCopy")
        case .notASegmentName:
            Phrase("cli.syncHeldBack.unreadReason.notASegmentName")
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
