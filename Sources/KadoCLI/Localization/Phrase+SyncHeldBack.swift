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
            let lead = noun.phrase(amount).argument
            guard changes > 0 else {
                return Phrase("cli.syncHeldBack.clockAhead", ["device": device, "lead": lead])
            }
            return Phrase("cli.syncHeldBack.clockAhead.changes", count: changes, ["device": device, "lead": lead])
        case .waitingForHabit(let changes):
            return Phrase("cli.syncHeldBack.waitingForHabit", count: changes)
        case .refused(let device, let changes, let reason):
            let why = reason.map { " (\($0))" } ?? ""
            guard let device else {
                return Phrase("cli.syncHeldBack.refused", count: changes, ["why": why])
            }
            return Phrase("cli.syncHeldBack.refusedOfDevice", count: changes, ["device": device, "why": why])
        case .unreadFile(let file):
            return Phrase("common.labelValue", ["label": file.path, "value": unreadReason(file.reason).argument])
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
