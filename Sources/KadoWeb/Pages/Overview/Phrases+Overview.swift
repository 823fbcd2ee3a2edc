import KadoApp
import KadoCore

extension Phrase {
    /// Between a label and its value: "Score: 43%" / "Score : 43 %".
    static let labelSeparator = Phrase("web.overview.labelSeparator")
    static let overviewEmptyHint = Phrase("web.overview.overviewEmptyHint")
    static let recentDays = Phrase("web.overview.recentDays")
    static let recentDaysLabel = Phrase("web.overview.recentDaysLabel")
    static let threeMonths = Phrase("web.overview.threeMonths")
    static let daysShown = Phrase("web.overview.daysShown")
    static let habitsShown = Phrase("web.overview.habitsShown")
    static let earlierDays = Phrase("web.overview.earlierDays")
    static let laterDays = Phrase("web.overview.laterDays")
    static let previousHabits = Phrase("web.overview.previousHabits")
    static func moreHabits(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("web.overview.moreHabits")
            : Phrase("web.overview.moreHabits.2", ["count": count])
    }
    static func habitsOf(_ first: Int, _ last: Int, _ total: Int) -> Phrase {
        Phrase("web.overview.habitsOf", ["first": first, "last": last, "total": total])
    }
    static func daysFromTo(_ first: String, _ last: String) -> Phrase {
        Phrase("web.overview.daysFromTo", ["first": first, "last": last])
    }
    static func lastDays(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("web.overview.lastDays")
            : Phrase("web.overview.lastDays.2", ["count": count])
    }
    static let cellNoSlip = Phrase("web.overview.cellNoSlip")
    static let cellWithinLimit = Phrase("web.overview.cellWithinLimit")
    static let cellOverLimit = Phrase("web.overview.cellOverLimit")
    static let cellMissed = Phrase("web.overview.cellMissed")
    static let cellNotDoneYet = Phrase("web.overview.cellNotDoneYet")
    static let cellFailed = Phrase("web.overview.cellFailed")
    static func cellPartly(_ percent: String) -> Phrase { Phrase("web.overview.cellPartly", ["percent": percent]) }
    static let cellPartlyShort = Phrase("web.overview.cellPartlyShort")
    static let cellNotDue = Phrase("web.overview.cellNotDue")
    static let cellSkipped = Phrase("common.skipped")
    static let cellBeforeStart = Phrase("web.overview.cellBeforeStart")
    static let cellUpcoming = Phrase("web.overview.cellUpcoming")
    static let legend = Phrase("web.overview.legend")
    static let archivedSection = Phrase("web.overview.archivedSection")
    static let archivedHint = Phrase("web.overview.archivedHint")
    static func unarchiveNamed(_ name: String) -> Phrase { Phrase("web.overview.unarchiveNamed", ["name": name]) }
}
