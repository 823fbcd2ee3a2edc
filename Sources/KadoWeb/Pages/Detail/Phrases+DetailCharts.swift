import KadoApp
import KadoCore

extension Phrase {
    static let detailMeasureDone = Phrase("Days done", "Jours faits")
    static let detailMeasureSlips = Phrase("Slips", "Écarts")
    static let detailMeasureAmount = Phrase("Total", "Total")
    static let detailMeasureMinutes = Phrase("Minutes", "Minutes")
    static let detailMeasureHours = Phrase("Hours", "Heures")

    static func detailBarsTitle(_ measure: Phrase, _ range: ChartRange) -> Phrase {
        switch range {
        case .day: Phrase(measure.english + " per day", measure.french + " par jour")
        case .week: Phrase(measure.english + " per week", measure.french + " par semaine")
        case .month: Phrase(measure.english + " per month", measure.french + " par mois")
        case .year: Phrase(measure.english + " per year", measure.french + " par an")
        }
    }
    static func detailBarsSummary(_ current: String, _ highest: String) -> Phrase {
        Phrase(
            "\(current) in the current period, at most \(highest)",
            "\(current) sur la période en cours, au plus \(highest)")
    }
    static func detailFromTo(_ first: String, _ last: String) -> Phrase {
        Phrase("from \(first) to \(last) now", "de \(first) à \(last) aujourd’hui")
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
        Phrase("every year since \(year)", "chaque année depuis \(year)")
    }
}
