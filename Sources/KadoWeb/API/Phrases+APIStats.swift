import KadoApp
import KadoCore

extension Phrase {
    static let apiNoStreak = Phrase("web.apiStats.apiNoStreak")
    static func apiStreak(_ length: String, best: Int) -> Phrase {
        Phrase("web.apiStats.apiStreak", ["length": length, "best": best])
    }
    static let apiDoneToday = Phrase("web.apiStats.apiDoneToday")
    static let apiNotDoneToday = Phrase("web.apiStats.apiNotDoneToday")
    static let apiSlippedToday = Phrase("web.apiStats.apiSlippedToday")
    static let apiNoSlipToday = Phrase("web.apiStats.apiNoSlipToday")
    static let apiWithinLimitToday = Phrase("web.apiStats.apiWithinLimitToday")
    static let apiOverLimitToday = Phrase("web.apiStats.apiOverLimitToday")
    static func apiSentence(_ name: String, streak: String, score: String, today: String) -> Phrase {
        Phrase("common.habitStats.sentence", ["name": name, "streak": streak, "score": score, "today": today])
    }
}
