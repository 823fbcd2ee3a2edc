import KadoApp
import KadoCore

// Every word of the habit detail screen. Names start with `detail` so that they cannot clash with
// another screen's phrases.
extension Phrase {
    // Header and cards
    static let detailArchived = Phrase("web.detail.detailArchived")
    static let detailUnarchive = Phrase("web.detail.detailUnarchive")
    static let detailAboutScore = Phrase("web.detail.detailAboutScore")
    static let detailBest = Phrase("web.detail.detailBest")
    /// The caption under the current streak's number, agreeing with it: "day in a row" under 1.
    static func detailStreakDaysCaption(_ count: Int) -> Phrase {
        Phrase("web.detail.streakDaysCaption", count: count)
    }
    static func detailStreakWeeksCaption(_ count: Int) -> Phrase {
        Phrase("web.detail.streakWeeksCaption", count: count)
    }
    static let detailScoreCaption = Phrase("web.detail.detailScoreCaption")
    static let detailCloseDialog = Phrase("web.detail.detailCloseDialog")

    // About this score
    static let detailAboutStrength = Phrase("web.detail.detailAboutStrength")
    static let detailAboutRecency = Phrase("web.detail.detailAboutRecency")
    static let detailAboutScheduled = Phrase("web.detail.detailAboutScheduled")
    static let detailAboutSlow = Phrase("web.detail.detailAboutSlow")
    static let detailAboutLoop = Phrase("web.detail.detailAboutLoop")

    // Primary action
    static let detailMarkDone = Phrase("web.detail.detailMarkDone")
    static let detailUndo = Phrase("web.detail.detailUndo")
    static let detailDoneToday = Phrase("web.detail.detailDoneToday")
    static let detailNotDoneYet = Phrase("web.detail.detailNotDoneYet")
    static let detailNotScheduledToday = Phrase("web.detail.detailNotScheduledToday")
    static let detailLogSlip = Phrase("web.detail.detailLogSlip")
    static let detailRemoveSlip = Phrase("web.detail.detailRemoveSlip")
    static let detailNoSlipToday = Phrase("web.detail.detailNoSlipToday")
    static let detailSlippedToday = Phrase("web.detail.detailSlippedToday")
    static let detailToday = Phrase("web.detail.detailToday")
    static let detailLogSession = Phrase("web.detail.detailLogSession")
    static let detailAddFive = Phrase("web.detail.detailAddFive")
    static let detailMinutesToday = Phrase("web.detail.detailMinutesToday")
    static let detailSet = Phrase("web.detail.detailSet")
    static let detailPrimaryAction = Phrase("web.detail.detailPrimaryAction")

    // Calendar
    static let detailPreviousMonth = Phrase("web.detail.detailPreviousMonth")
    static let detailNextMonth = Phrase("web.detail.detailNextMonth")
    static let detailThisMonth = Phrase("web.detail.detailThisMonth")
    static let detailCalendarHint = Phrase("web.detail.detailCalendarHint")
    static let detailLegendDone = Phrase("web.detail.detailLegendDone")
    static let detailLegendPartly = Phrase("web.detail.detailLegendPartly")
    static let detailLegendMissed = Phrase("web.detail.detailLegendMissed")
    static let detailLegendSkipped = Phrase("common.skipped")
    static let detailLegendNotDue = Phrase("web.detail.detailLegendNotDue")
    static let detailLegendBeforeStart = Phrase("web.detail.detailLegendBeforeStart")
    static let detailLegendAfterArchive = Phrase("web.detail.detailLegendAfterArchive")
    static let detailLegendSlip = Phrase("web.detail.detailLegendSlip")
    static let detailLegendWithinLimit = Phrase("web.detail.detailLegendWithinLimit")
    static let detailLegendOverLimit = Phrase("web.detail.detailLegendOverLimit")
    static let detailLegend = Phrase("web.detail.detailLegend")
    static let detailStateNoSlipTitle = Phrase("web.detail.detailStateNoSlipTitle")

    // Day states (accessible names of calendar days)
    static let detailStateDone = Phrase("web.detail.detailStateDone")
    static let detailStateNotDone = Phrase("web.detail.detailStateNotDone")
    static let detailStateSlipped = Phrase("web.detail.detailStateSlipped")
    static let detailStateNoSlip = Phrase("web.detail.detailStateNoSlip")
    static let detailStateWithinLimit = Phrase("web.detail.detailStateWithinLimit")
    static let detailStateOverLimit = Phrase("web.detail.detailStateOverLimit")
    static let detailStateSkipped = Phrase("web.detail.detailStateSkipped")
    static let detailStateNotDue = Phrase("web.detail.detailStateNotDue")
    static let detailStateBeforeStart = Phrase("web.detail.detailStateBeforeStart")
    static func countsSince(_ day: String) -> Phrase {
        Phrase("web.detail.countsSince", ["day": day])
    }
    static let detailStateAfterArchive = Phrase("web.detail.detailStateAfterArchive")
    static let detailStateUpcoming = Phrase("web.detail.detailStateUpcoming")
    static let detailStateToday = Phrase("web.detail.detailStateToday")
    static let detailStateNote = Phrase("web.detail.detailStateNote")

    // Day editor
    static let detailCloseEditor = Phrase("web.detail.detailCloseEditor")
    static let detailDayValue = Phrase("web.detail.detailDayValue")
    static let detailMinutes = Phrase("web.detail.detailMinutes")
    static let detailAmount = Phrase("web.detail.detailAmount")
    static let detailSave = Phrase("web.detail.detailSave")
    static let detailNote = Phrase("web.detail.detailNote")
    static let detailNotePlaceholder = Phrase("web.detail.detailNotePlaceholder")
    static let detailSaveNote = Phrase("web.detail.detailSaveNote")
    static let detailSkipDay = Phrase("web.detail.detailSkipDay")
    static let detailSkipReason = Phrase("web.detail.detailSkipReason")
    static let detailSkipHint = Phrase("web.detail.detailSkipHint")
    static let detailDaySkipped = Phrase("web.detail.detailDaySkipped")
    static let detailMarkDayDone = Phrase("web.detail.detailMarkDayDone")
    static let detailMarkDayNotDone = Phrase("web.detail.detailMarkDayNotDone")
    static let detailLogDaySlip = Phrase("web.detail.detailLogDaySlip")
    static let detailArchivedEditor = Phrase("web.detail.detailArchivedEditor")

    // Charts
    static let detailCharts = Phrase("web.detail.detailCharts")
    static let detailChartRange = Phrase("web.detail.detailChartRange")
    static let detailRangeDay = Phrase("web.detail.detailRangeDay")
    static let detailRangeWeek = Phrase("web.detail.detailRangeWeek")
    static let detailRangeMonth = Phrase("web.detail.detailRangeMonth")
    static let detailRangeYear = Phrase("web.detail.detailRangeYear")
    static let detailScoreOverTime = Phrase("web.detail.detailScoreOverTime")
    static let detailNoScoreYet = Phrase("web.detail.detailNoScoreYet")
    static let detailWeekdays = Phrase("web.detail.detailWeekdays")
    static let detailDoneByWeekday = Phrase("web.detail.detailDoneByWeekday")
    static let detailSlipsByWeekday = Phrase("web.detail.detailSlipsByWeekday")

    // Statistics
    static let detailStatistics = Phrase("web.detail.detailStatistics")
    static let detailCompletionRate = Phrase("web.detail.detailCompletionRate")
    static let detailDaysDone = Phrase("web.detail.detailDaysDone")
    static let detailDaysKept = Phrase("web.detail.detailDaysKept")
    static let detailTotalDone = Phrase("web.detail.detailTotalDone")
    static let detailTotalSlips = Phrase("web.detail.detailTotalSlips")
    static let detailTotalAmount = Phrase("web.detail.detailTotalAmount")
    static let detailDaysSkipped = Phrase("web.detail.detailDaysSkipped")
    static let detailLongestStreaks = Phrase("web.detail.detailLongestStreaks")
    static let detailNoStreakYet = Phrase("web.detail.detailNoStreakYet")

    // History
    static let detailHistory = Phrase("web.detail.detailHistory")
    static let detailNoHistory = Phrase("web.detail.detailNoHistory")
    static let detailYesterday = Phrase("web.detail.detailYesterday")
    static let detailTodayTitle = Phrase("web.detail.detailTodayTitle")
    static let detailNoteOnly = Phrase("web.detail.detailNoteOnly")
    static let detailSkipsAndPauses = Phrase("web.detail.detailSkipsAndPauses")
    static let detailSkipped = Phrase("common.skipped")
    static let detailPaused = Phrase("web.detail.detailPaused")
    static let detailShowFewer = Phrase("web.detail.detailShowFewer")

    static func detailShowAll(_ count: Int) -> Phrase {
        Phrase("web.detail.detailShowAll", ["count": count])
    }
    static func detailOutOf(_ total: Int) -> Phrase {
        Phrase("web.detail.detailOutOf", ["total": total])
    }
    static func detailBadMonth(_ text: String) -> Phrase {
        Phrase("web.detail.detailBadMonth", ["text": text])
    }
    static func detailBadDay(_ text: String) -> Phrase {
        Phrase("web.detail.detailBadDay", ["text": text])
    }
    static func detailBadRange(_ text: String) -> Phrase {
        Phrase("web.detail.detailBadRange", ["text": text])
    }
    static func detailStreakValue(_ current: String, _ best: String) -> Phrase {
        Phrase("web.detail.detailStreakValue", ["current": current, "best": best])
    }
}
