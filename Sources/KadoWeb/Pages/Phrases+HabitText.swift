import KadoApp
import KadoCore

extension Phrase {
    static let target = Phrase("target", "objectif")
    static func spokenStreak(_ count: Int, weeks: Bool) -> Phrase {
        weeks
            ? Phrase("\(count)-week streak", "série de \(count) \(count > 1 ? "semaines" : "semaine")")
            : Phrase("\(count)-day streak", "série de \(count) \(count > 1 ? "jours" : "jour")")
    }
    static func spokenScore(_ percent: Int) -> Phrase {
        Phrase("score \(percent) percent", "score de \(percent) pour cent")
    }
    static let spokenDoneToday = Phrase("done today", "fait aujourd’hui")
    static let spokenNotDoneYet = Phrase("not done yet today", "pas encore fait aujourd’hui")
    static let spokenSlippedToday = Phrase("slipped today", "écart aujourd’hui")
    static let spokenNoSlipToday = Phrase("no slip today", "aucun écart aujourd’hui")
    static let spokenWithinLimit = Phrase("within the limit", "sous la limite")
    static let spokenOverLimit = Phrase("over the limit", "au-dessus de la limite")
    static func spokenAmountOf(_ amount: String, _ target: String) -> Phrase {
        Phrase("\(amount) of \(target) today", "\(amount) sur \(target) aujourd’hui")
    }
    static func spokenMinutesOf(_ minutes: Int, _ target: Int) -> Phrase {
        Phrase(
            "\(minutes) of \(target) \(target == 1 ? "minute" : "minutes") today",
            "\(minutes) sur \(target) \(target > 1 ? "minutes" : "minute") aujourd’hui")
    }
}
