import KadoApp
import KadoCore

extension Phrase {
    static let target = Phrase("web.habitText.target")
    static func spokenStreak(_ count: Int, weeks: Bool) -> Phrase {
        weeks
            ? Phrase("common.habitStats.streak.weeks", count: count)
            : Phrase("common.habitStats.streak.days", count: count)
    }
    static func spokenScore(_ percent: Int) -> Phrase {
        Phrase("web.habitText.spokenScore", ["percent": percent])
    }
    static let spokenDoneToday = Phrase("web.habitText.spokenDoneToday")
    static let spokenNotDoneYet = Phrase("web.habitText.spokenNotDoneYet")
    static let spokenSlippedToday = Phrase("web.habitText.spokenSlippedToday")
    static let spokenNoSlipToday = Phrase("web.habitText.spokenNoSlipToday")
    static let spokenWithinLimit = Phrase("web.habitText.spokenWithinLimit")
    static let spokenOverLimit = Phrase("web.habitText.spokenOverLimit")
    static func spokenAmountOf(_ amount: String, _ target: String) -> Phrase {
        Phrase("web.habitText.spokenAmountOf", ["amount": amount, "target": target])
    }
    static func spokenMinutesOf(_ minutes: Int, _ target: Int) -> Phrase {
        Phrase("web.habitText.spokenMinutesOf", count: target, ["minutes": minutes])
    }
}
