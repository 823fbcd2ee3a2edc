import KadoApp
import KadoCore

/// The ring around a habit's icon, filled by today's progress.
enum ProgressRing {
    /// Whether today failed for good: a slip on a negative habit, an at-most habit over its limit.
    /// Such a row looks like a slip (red ring, `is-slipped`), never like a success.
    static func isSlipped(_ summary: HabitSummary) -> Bool {
        switch summary.habit.type {
        case .negative: summary.todayAmount > 0
        case .atMost(let target): summary.todayAmount > target
        case .binary, .counter, .timer: false
        }
    }

    /// The row's state class: ` is-done` for a habit done today, ` is-slipped` for a slip.
    static func rowClass(_ summary: HabitSummary) -> String {
        if isSlipped(summary) { return " is-slipped" }
        return summary.isDoneToday && summary.habit.type.recordsMeanDone ? " is-done" : ""
    }

    /// The ring: a track, an arc as long as today's progress, and the habit's icon in the middle,
    /// in one `<svg>` hidden from assistive technology (the row's link says it all). The stylesheet
    /// places the three in the 44 px box (`.habit-row svg`), so a row carries no coordinates but the
    /// arc's.
    static func render(_ summary: HabitSummary) -> HTML {
        let fraction: Double
        switch summary.habit.type {
        case .binary: fraction = summary.isDoneToday ? 1 : 0
        // A slip fills the ring in the slip colour; a clean day leaves it empty.
        case .negative: fraction = isSlipped(summary) ? 1 : 0
        case .counter(let target), .timer(let target), .atMost(let target):
            fraction = target > 0 ? min(1, summary.todayAmount / target) : 0
        }
        return
            "<svg aria-hidden=\"true\"><circle r=\"20\"/>\(arc(fraction))<use href=\"#\(HabitIcons.symbolID(summary.habit.icon))\"/></svg>"
    }

    /// The arc of `fraction` of the ring, from the top clockwise: none when empty (its round cap
    /// would still draw a dot), the whole circle when full, else a dash of that length.
    static func arc(_ fraction: Double) -> HTML {
        if fraction <= 0 { return .empty }
        if fraction >= 1 { return "<circle class=\"arc\" r=\"20\"/>" }
        let circumference = 2 * Double.pi * 20
        let dash = String(format: "%.2f %.2f", circumference * fraction, circumference)
        return "<circle class=\"arc\" r=\"20\" stroke-dasharray=\"\(dash)\"/>"
    }
}
