import KadoApp
import KadoCore

extension Phrase {
    static let detailMeasureDone = Phrase("web.detailCharts.detailMeasureDone")
    static let detailMeasureSlips = Phrase("web.detailCharts.detailMeasureSlips")
    static let detailMeasureAmount = Phrase("web.detailCharts.detailMeasureAmount")
    static let detailMeasureMinutes = Phrase("web.detailCharts.detailMeasureMinutes")
    static let detailMeasureHours = Phrase("web.detailCharts.detailMeasureHours")

    static func detailBarsTitle(_ measure: Phrase, _ range: ChartRange) -> Phrase {
        switch range {
        case .day: Phrase("web.detailCharts.detailBarsTitle.day", ["measure": measure.argument])
        case .week: Phrase("web.detailCharts.detailBarsTitle.week", ["measure": measure.argument])
        case .month: Phrase("web.detailCharts.detailBarsTitle.month", ["measure": measure.argument])
        case .year: Phrase("web.detailCharts.detailBarsTitle.year", ["measure": measure.argument])
        }
    }
    static func detailBarsSummary(_ current: String, _ highest: String) -> Phrase {
        Phrase("web.detailCharts.detailBarsSummary", ["current": current, "highest": highest])
    }
    static func detailFromTo(_ first: String, _ last: String) -> Phrase {
        Phrase("web.detailCharts.detailFromTo", ["first": first, "last": last])
    }
    static func detailLastDays(_ count: Int) -> Phrase {
        lastCount(count, ("day", "days"), ("dernier jour", "derniers jours"), frenchArticle: ("le", "les"))
    }
    static func detailLastWeeks(_ count: Int) -> Phrase {
        lastCount(count, ("week", "weeks"), ("dernière semaine", "dernières semaines"), frenchArticle: ("la", "les"))
    }
    static func detailLastMonths(_ count: Int) -> Phrase {
        lastCount(count, ("month", "months"), ("dernier mois", "derniers mois"), frenchArticle: ("le", "les"))
    }
    /// "the last 12 weeks", "the last 1 week"; "les 12 dernières semaines", "la 1 dernière semaine"
    /// reads badly, so French says "la dernière semaine" for one.
    private static func lastCount(
        _ count: Int, _ english: (String, String), _ french: (String, String), frenchArticle: (String, String)
    ) -> Phrase {
        Phrase(
            "the last " + Language.english.counted(count, english.0, english.1),
            count == 1 ? "\(frenchArticle.0) \(french.0)" : "\(frenchArticle.1) \(count) \(french.1)")
    }
    static func detailSinceYear(_ year: Int) -> Phrase {
        Phrase("web.detailCharts.detailSinceYear", ["year": year])
    }
}
