import KadoApp
import KadoCore

/// The words of a habit's versions of terms on the detail page (issue 38), as `kado show` says
/// them, and of removing and moving one.
extension Phrase {
    /// The current version, in force since `date`: "Since 1 Mar 2026: 3 days a week".
    static func versionSince(_ date: String, _ terms: String) -> Phrase {
        Phrase("web.ruleVersions.versionSince", ["date": date, "terms": terms])
    }

    /// A version between two others, in force from `date`.
    static func versionFrom(_ date: String, _ terms: String) -> Phrase {
        Phrase("web.ruleVersions.versionFrom", ["date": date, "terms": terms])
    }

    /// The first version, in force from the habit's start.
    static func versionBefore(_ terms: String) -> Phrase {
        Phrase("web.ruleVersions.versionBefore", ["terms": terms])
    }

    static let versionKadoScore = Phrase("common.ruleVersions.kadoScore")
    static let versionLoopScore = Phrase("common.ruleVersions.loopScore")
    static let versionsTitle = Phrase("web.ruleVersions.versionsTitle")
    static let versionsHint = Phrase("web.ruleVersions.versionsHint")
    static func versionMoveLabel(_ date: String) -> Phrase {
        Phrase("web.ruleVersions.versionMoveLabel", ["date": date])
    }
    static let versionMove = Phrase("web.ruleVersions.versionMove")
    static let versionRemove = Phrase("web.ruleVersions.versionRemove")
    static func versionRemoveLabel(_ date: String) -> Phrase {
        Phrase("web.ruleVersions.versionRemoveLabel", ["date": date])
    }
    static func versionRemoveQuestion(_ date: String) -> Phrase {
        Phrase("web.ruleVersions.versionRemoveQuestion", ["date": date])
    }
    static let versionRemoveTitle = Phrase("web.ruleVersions.versionRemoveTitle")
    static let versionRemoveUndo = Phrase("web.ruleVersions.versionRemoveUndo")
    static let versionNotFound = Phrase("web.ruleVersions.versionNotFound")
    static let versionDayInvalid = Phrase("web.ruleVersions.versionDayInvalid")
    static let versionDayAfterToday = Phrase("web.ruleVersions.versionDayAfterToday")
    static func versionDayNotAfter(_ date: String) -> Phrase {
        Phrase("web.ruleVersions.versionDayNotAfter", ["date": date])
    }
    static func versionDayNotBefore(_ date: String) -> Phrase {
        Phrase("web.ruleVersions.versionDayNotBefore", ["date": date])
    }
    static let noticeVersionRemoved = Phrase("web.ruleVersions.noticeVersionRemoved")
    static let noticeVersionMoved = Phrase("web.ruleVersions.noticeVersionMoved")
}
