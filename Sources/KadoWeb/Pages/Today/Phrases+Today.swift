import KadoApp
import KadoCore

extension Phrase {
    static let scheduled = Phrase("common.today.scheduled")
    static let notScheduledToday = Phrase("common.today.notScheduledToday")
    static let noHabitsYet = Phrase("web.today.noHabitsYet")
    static let noHabitsHint = Phrase("web.today.noHabitsHint")
    static let createFirstHabit = Phrase("web.today.createFirstHabit")
    static let importABackup = Phrase("web.today.importABackup")
    static let importABackupHint = Phrase("web.today.importABackupHint")
    static let todayHint = Phrase("web.today.todayHint")
    static let slipped = Phrase("web.today.slipped")
    /// Today's note when the scores of `count` habits wait for their checkpoints to be rebuilt.
    static func scoresPending(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("web.today.scoresPending")
            : Phrase("web.today.scoresPending.2", ["count": count])
    }
    /// A row's score while it is being recomputed, in words (its title, and what a screen reader says).
    static let scoreBeingRecomputed = Phrase("web.today.scoreBeingRecomputed")
    static func doneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("common.doneOfDue", count: done, ["due": due])
    }
    static func markDone(_ name: String) -> Phrase { Phrase("web.today.markDone", ["name": name]) }
    static func markNotDone(_ name: String) -> Phrase {
        Phrase("web.today.markNotDone", ["name": name])
    }
    static func logSlip(_ name: String) -> Phrase { Phrase("web.today.logSlip", ["name": name]) }
    static func undoSlip(_ name: String) -> Phrase {
        Phrase("web.today.undoSlip", ["name": name])
    }
    static func addFiveMinutes(_ name: String) -> Phrase {
        Phrase("web.today.addFiveMinutes", ["name": name])
    }
    static func increase(_ name: String) -> Phrase { Phrase("web.today.increase", ["name": name]) }
    static func decrease(_ name: String) -> Phrase { Phrase("web.today.decrease", ["name": name]) }
    static let noticeCreated = Phrase("web.today.noticeCreated")
    static let noticeSaved = Phrase("web.today.noticeSaved")
    static let noticeArchived = Phrase("web.today.noticeArchived")
    static let noticeUnarchived = Phrase("web.today.noticeUnarchived")
    static let noticeDeleted = Phrase("web.today.noticeDeleted")
    static let noticeImported = Phrase("web.today.noticeImported")
    /// Said after an import's own sentence when it was worked out again.
    static let noticeReplanned = Phrase("web.today.noticeReplanned")
    static let noticeImportedAfterChange = Phrase("web.today.noticeImportedAfterChange")
    static let noticeSettingsSaved = Phrase("web.today.noticeSettingsSaved")
    static let noticeSignedOut = Phrase("web.today.noticeSignedOut")
    /// A habit's place among those sharing its name, by creation.
    static func nameTwin(_ twin: NameTwin) -> Phrase {
        Phrase("web.today.nameTwin", ["position": twin.position, "twinCount": twin.count])
    }
    static let nameTwinsTitle = Phrase("web.today.nameTwinsTitle")
    static let nameTwinsHint = Phrase("web.today.nameTwinsHint")
    static func renameTwin(_ twin: NameTwin) -> Phrase {
        Phrase("web.today.renameTwin", ["twinName": twin.name, "position": twin.position, "twinCount": twin.count])
    }
    /// The page was drawn again because the day it showed ended while it stayed open.
    static let noticeDayChanged = Phrase("web.today.noticeDayChanged")
    /// A check-in sent from a page whose day had ended was recorded on the day that page showed.
    static func noticeRecordedOnShownDay(_ day: String?) -> Phrase {
        guard let day else { return Phrase("web.today.recordedOnShownDay") }
        return Phrase("web.today.recordedOnShownDay.day", ["day": day])
    }
}

/// Today's screens of rows (``TodayWindow``): the link to the next rows, what it added, the search.
extension Phrase {
    /// The link to the next screen of rows: `count` of the `remaining` habits not shown yet.
    static func showNextHabits(_ count: Int, of remaining: Int) -> Phrase {
        if remaining == 1 { return Phrase("web.today.showNextHabits") }
        if count == remaining {
            return Phrase("web.today.showNextHabits.2", ["count": count])
        }
        return Phrase("web.today.showNextHabits.3", ["count": count, "remaining": remaining])
    }
    /// Said (the live region) once the script added `count` rows to the page.
    static func habitsAdded(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("web.today.habitsAdded")
            : Phrase("web.today.habitsAdded.2", ["count": count])
    }
    /// Said when the next rows could not be fetched: neither the server nor a kept copy answered.
    static let nextHabitsNeedConnection = Phrase("web.today.nextHabitsNeedConnection")
    static let findHabit = Phrase("web.today.findHabit")
    static let find = Phrase("web.today.find")
    /// What a search found: `count` habits whose name holds `text`.
    static func habitsMatching(_ count: Int, _ text: String) -> Phrase {
        switch count {
        case 0: Phrase("web.today.habitsMatching.0", ["text": text])
        case 1: Phrase("web.today.habitsMatching.1", ["text": text])
        default: Phrase("web.today.habitsMatching.other", ["count": count, "text": text])
        }
    }
    static let showEveryHabit = Phrase("web.today.showEveryHabit")
}
