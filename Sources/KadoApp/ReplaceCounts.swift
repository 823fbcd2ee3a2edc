import Foundation
import KadoCore

/// What a restore that replaces the database removes and loses (``RestorePlan``).
struct ReplaceCounts {
    var removedHabits: [String] = []
    var removedRecords = 0
    var removedSkips = 0
    var reorders = false
    var lost = ImportSummary.LaterChanges()

    /// Counts what replacing `here` with `there` (none: deleting it) loses: a check-in whose value
    /// or day changes, a note that changes.
    mutating func count(_ here: Completion, against there: Completion?) {
        if here.value > 0, there.map({ $0.value != here.value || $0.day != here.day }) ?? true {
            lost.checkIns += 1
        }
        if let note = here.note, !note.isEmpty, there?.note != note { lost.notes += 1 }
    }

    /// Counts a skip whose days or note change, or that is deleted.
    mutating func count(_ here: Skip, against there: Skip?) {
        if there.map({ $0.days != here.days || $0.note != here.note }) ?? true { lost.skips += 1 }
    }
}
