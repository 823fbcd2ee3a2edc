import KadoApp
import KadoCore

extension Phrase {
    static let apiNoStreak = Phrase("no streak yet", "pas encore de série")
    static func apiStreak(_ length: String, best: Int) -> Phrase {
        Phrase("a streak of \(length) (best \(best))", "une série de \(length) (record \(best))")
    }
    static let apiDoneToday = Phrase("done today", "fait aujourd’hui")
    static let apiNotDoneToday = Phrase("not done yet today", "pas encore fait aujourd’hui")
    static let apiSlippedToday = Phrase("a slip today", "un écart aujourd’hui")
    static let apiNoSlipToday = Phrase("no slip today", "aucun écart aujourd’hui")
    static let apiWithinLimitToday = Phrase("within the limit today", "dans la limite aujourd’hui")
    static let apiOverLimitToday = Phrase("over the limit today", "limite dépassée aujourd’hui")
    static func apiSentence(_ name: String, streak: String, score: String, today: String) -> Phrase {
        Phrase("\(name): \(streak), score \(score), \(today).", "\(name) : \(streak), score \(score), \(today).")
    }
}
