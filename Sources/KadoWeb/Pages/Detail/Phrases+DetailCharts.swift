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
    /// "the last 30 days", and "the last day" rather than "the last 1 day".
    static func detailLastDays(_ count: Int) -> Phrase {
        count == 1 ? Phrase("web.detailCharts.lastDay") : Phrase("web.detailCharts.lastDays", count: count)
    }
    static func detailLastWeeks(_ count: Int) -> Phrase {
        count == 1 ? Phrase("web.detailCharts.lastWeek") : Phrase("web.detailCharts.lastWeeks", count: count)
    }
    static func detailLastMonths(_ count: Int) -> Phrase {
        count == 1 ? Phrase("web.detailCharts.lastMonth") : Phrase("web.detailCharts.lastMonths", count: count)
    }
    static func detailSinceYear(_ year: Int) -> Phrase {
        Phrase("web.detailCharts.detailSinceYear", ["year": year])
    }
}
