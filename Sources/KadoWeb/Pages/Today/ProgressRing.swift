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

    static func render(_ summary: HabitSummary) -> HTML {
        let fraction: Double
        switch summary.habit.type {
        case .binary: fraction = summary.isDoneToday ? 1 : 0
        // A slip fills the ring in the slip colour; a clean day leaves it empty.
        case .negative: fraction = isSlipped(summary) ? 1 : 0
        case .counter(let target), .timer(let target), .atMost(let target):
            fraction = target > 0 ? min(1, summary.todayAmount / target) : 0
        }
        // The box is centred on the ring, so the circles need no centre and the arc turns about it.
        let circumference = 2 * Double.pi * 20
        // An empty arc would still draw a dot with its round cap.
        let arc: HTML =
            fraction > 0
            ? "<circle class=\"ring-fill\" r=\"20\" stroke-dasharray=\"\(String(format: "%.2f %.2f", circumference * fraction, circumference))\" transform=\"rotate(-90)\"/>"
            : .empty
        return """
            <span class="ring" aria-hidden="true"><svg viewBox="-22 -22 44 44" width="44" height="44">\
            <circle class="ring-track" r="20"/>\(arc)</svg>\
            <span class="ring-icon">\(HabitIcons.svg(summary.habit.icon))</span></span>
            """
    }
}
