import Foundation
import KadoApp
import KadoCore

/// One habit's row on Today: ring with icon, name, streak and score, and its check-in control.
///
/// Today lists every habit, a thousand rows for some, so a row holds only what is its own: the
/// detail address, the accessible name that says the habit's state in words, the name and the
/// facts shown, and the control's buttons with the habit's id. What every row shares is said once
/// (the form's token, day and phrases, in ``TodayCheckInForm``) or drawn by the stylesheet (the
/// glyphs, the separator dot, the chevron, whose click the row's link covers); the script derives
/// the edit address (long press) from the link.
enum TodayRow {
    /// - Parameter twin: the habit's place among those sharing its name, if others do.
    static func render(_ summary: HabitSummary, context: RequestContext, twin: NameTwin? = nil) -> HTML {
        let t = context.t
        let habit = summary.habit
        let progress: HTML = HabitText.progress(summary, t: t).map { "<span class=\"progress\">\($0)</span>" } ?? .empty
        let spoken = HabitText.spokenSummary(summary, t: t)
        let label = twin.map { "\(spoken)\(t(.labelSeparator))\(t(.nameTwin($0)))" } ?? spoken
        return """
            <li class="habit-row \(habit.color.cssClass)\(HTML(trusted: ProgressRing.rowClass(summary)))" id="\(anchor(of: habit.id))">\
            <a href="/habits/\(habit.id.uuidString)" aria-label="\(label)">\
            \(ProgressRing.render(summary))<span><b>\(habit.name)</b>\(NameTwinView.mark(twin, t: t))<small>\
            \(score(summary, t: t))\(progress)</small>\
            </span></a>\(CheckInControl.render(summary, t: t))</li>
            """
    }

    /// The row's `id`, which a check-in's redirect names as its fragment (`/?from=60#h-…`), so that
    /// the page opens on the row checked in.
    static func anchor(of id: UUID) -> String { "h-" + id.uuidString }

    /// The streak and the score in the row's facts; while they are being recomputed
    /// (``HabitSummary/isScorePending``), a mark titled in words instead of numbers they are not.
    static func score(_ summary: HabitSummary, t: Localizer) -> HTML {
        guard !summary.isScorePending else {
            return "<span class=\"pending\" title=\"\(t(.scoreBeingRecomputed))\">…</span>"
        }
        let evaluation = summary.evaluation
        return "\(streak(evaluation.streakDisplay, t: t))<span>\(t.percent(evaluation.scorePercent))</span>"
    }

    /// The streak in the row's facts: a flame (drawn by the stylesheet) and the streak while a run
    /// with a success is under way, titled in words; the week's progress without a flame; nothing
    /// otherwise. The link's accessible name already says it, so it needs no hidden text.
    static func streak(_ display: StreakDisplay, t: Localizer) -> HTML {
        if display.isCelebrated {
            let label = "\(t(.streak))\(t(.labelSeparator))\(HabitText.streakWords(display, t: t))"
            return "<span class=\"streak\" title=\"\(label)\">\(HabitText.streak(display, t: t))</span>"
        }
        guard display.week != nil else { return .empty }
        return "<span class=\"streak week-progress\">\(HabitText.streakWords(display, t: t))</span>"
    }
}
