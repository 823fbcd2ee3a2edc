import KadoApp
import KadoCore

/// One habit's row on Today: ring with icon, name, streak and score, and its check-in control.
enum TodayRow {
    static func render(_ summary: HabitSummary, day: LogicalDay, returnPath: String, context: RequestContext) -> HTML {
        let t = context.t
        let habit = summary.habit
        let evaluation = summary.evaluation
        let href = "/habits/\(habit.id.uuidString)"
        let streak = HabitText.streakBadge(evaluation.streakDisplay, t: t)
        let progress: HTML = HabitText.progress(summary, t: t).map { "<span class=\"progress\">\($0)</span>" } ?? .empty
        return """
            <li class="habit-row \(habit.color.cssClass)\(HTML(trusted: ProgressRing.rowClass(summary)))" data-habit="\(habit.id.uuidString)">
            <a class="row-link" href="\(href)" data-edit="\(href)/edit" aria-label="\(HabitText.spokenSummary(summary, t: t))">
            \(ProgressRing.render(summary))
            <span class="row-text"><span class="name">\(habit.name)</span>
            <span class="meta">\(streak)<span class="score" title="\(t(.score))">\(t.percent(evaluation.scorePercent))</span>\(progress)</span></span>
            </a>
            \(CheckInControl.render(summary, day: day, returnPath: returnPath, context: context))
            <a class="chevron" href="\(href)" tabindex="-1" aria-hidden="true">\(Glyph.chevron.svg)</a>
            </li>
            """
    }
}
