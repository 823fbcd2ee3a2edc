import Foundation
import KadoApp

/// What the sync card says a sync held back (``SyncHeldBack``), each with what to do on a
/// screen, and why a file of the target was not read.
extension Phrase {
    static let syncHeldBackTitle = Phrase("web.syncHeldBack.syncHeldBackTitle")

    /// What was held back, and what to do about it.
    static func syncHeldBack(_ held: SyncHeldBack) -> Phrase {
        switch held {
        case .clockAhead(let device, let seconds, let changes):
            let (english, french) = lead(seconds)
            let count: Phrase =
                changes > 0 ? syncChanges(changes) : Phrase("web.syncHeldBack.count")
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
            Phrase("web.syncHeldBack.syncUnreadReason.notThereYet")
        case .checksumMismatch, .torn:
            Phrase("web.syncHeldBack.syncUnreadReason.checksumMismatch")
        case .unreadable:
            Phrase("web.syncHeldBack.syncUnreadReason.unreadable")
        case .newerFormat:
            Phrase("web.syncHeldBack.syncUnreadReason.newerFormat")
        case .storedInTheClear:
            Phrase("web.syncHeldBack.syncUnreadReason.storedInTheClear")
        case .otherPassphrase:
            Phrase("web.syncHeldBack.syncUnreadReason.otherPassphrase")
        case .otherSyncGroup:
            Phrase("web.syncHeldBack.syncUnreadReason.otherSyncGroup")
        case .otherDevice:
            Phrase("web.syncHeldBack.syncUnreadReason.otherDevice")
        case .olderCopy:
            Phrase("web.syncHeldBack.syncUnreadReason.olderCopy")
        case .notASegmentName:
            Phrase("web.syncHeldBack.syncUnreadReason.notASegmentName")
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
