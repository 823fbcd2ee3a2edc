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
            let lead = lead(seconds).argument
            guard changes > 0 else {
                return Phrase("web.syncHeldBack.clockAhead", ["device": device, "lead": lead])
            }
            return Phrase("web.syncHeldBack.clockAhead.changes", count: changes, ["device": device, "lead": lead])
        case .waitingForHabit(let changes):
            return Phrase("web.syncHeldBack.waitingForHabit", count: changes)
        case .refused(let device, let changes, let reason):
            let why = reason.map { " (\($0))" } ?? ""
            guard let device else {
                return Phrase("web.syncHeldBack.refused", count: changes, ["why": why])
            }
            return Phrase("web.syncHeldBack.refusedOfDevice", count: changes, ["device": device, "why": why])
        case .unreadFile(let file):
            return Phrase("common.labelValue", ["label": file.path, "value": syncUnreadReason(file.reason).argument])
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
    static func syncChanges(_ count: Int) -> Phrase { Phrase("common.count.change", count: count) }

    /// Rows removed: `3 check-ins removed`, the words agreeing with the count and the noun.
    static func syncRemoved(_ kind: SyncRemovedKind, count: Int) -> Phrase {
        switch kind {
        case .habit: Phrase("common.sync.removed.habit", count: count)
        case .checkIn: Phrase("common.sync.removed.checkIn", count: count)
        case .skippedDay: Phrase("web.sync.removed.skippedDay", count: count)
        case .reminder: Phrase("common.sync.removed.reminder", count: count)
        }
    }

    static func syncNotes(_ count: Int) -> Phrase { Phrase("common.count.note", count: count) }

    static func syncReminders(_ count: Int) -> Phrase { Phrase("common.count.reminder", count: count) }

    /// A clock's lead in the largest unit that says it, rounded: `3 days`, `3 jours` (2 days 23
    /// hours 59 minutes is 3 days).
    private static func lead(_ seconds: TimeInterval) -> Phrase {
        let minutes = (seconds / 60).rounded()
        if minutes >= 2 * 24 * 60 {
            return Phrase("common.count.day", count: Int((minutes / (24 * 60)).rounded()))
        }
        if minutes >= 120 { return Phrase("common.count.hour", count: Int((minutes / 60).rounded())) }
        return Phrase("common.count.minute", count: Int(minutes))
    }
}

/// The kinds of rows a sync removes, each with its own catalog entry (the command line's words,
/// but for skipped days).
enum SyncRemovedKind: Sendable {
    case habit, checkIn, skippedDay, reminder
}
