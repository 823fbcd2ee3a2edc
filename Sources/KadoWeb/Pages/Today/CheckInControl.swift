import KadoApp
import KadoCore

/// The check-in control that fits a habit's type, as the application layer's ``CheckInStyle``
/// says: a check, Slipped, −/+ a step, or a timer's + step minutes.
enum CheckInControl {
    static func render(_ summary: HabitSummary, day: LogicalDay, returnPath: String, context: RequestContext) -> HTML {
        let t = context.t
        let habit = summary.habit
        let action = "/habits/\(habit.id.uuidString)/checkin"
        func form(_ buttons: HTML) -> HTML {
            """
            <form class="checkin" method="post" action="\(action)" data-instant>\
            \(context.csrfField)<input type="hidden" name="day" value="\(day.description)">\
            <input type="hidden" name="return" value="\(returnPath)">\(buttons)</form>
            """
        }
        switch CheckInStyle(habit.type) {
        case .yesNo:
            let isDone = summary.todayAmount > 0
            let label = isDone ? t(.markNotDone(habit.name)) : t(.markDone(habit.name))
            return form(
                "<button class=\"check\(HTML(trusted: isDone ? " on" : ""))\" name=\"action\" value=\"toggle\" aria-pressed=\"\(isDone ? "true" : "false")\" aria-label=\"\(label)\" title=\"\(label)\">\(Glyph.check.svg)</button>"
            )
        case .slip:
            let slipped = summary.todayAmount > 0
            let label = slipped ? t(.undoSlip(habit.name)) : t(.logSlip(habit.name))
            return form(
                "<button class=\"pill slip\(HTML(trusted: slipped ? " on" : ""))\" name=\"action\" value=\"toggle\" aria-pressed=\"\(slipped ? "true" : "false")\" aria-label=\"\(label)\" title=\"\(label)\">\(t(.slipped))</button>"
            )
        case .amount(let step):
            if case .timer = habit.type {
                // A timer only adds: its step, in minutes.
                return form(
                    "<button class=\"pill add-time\" name=\"action\" value=\"plus\" aria-label=\"\(t(.addFiveMinutes(habit.name)))\" title=\"\(t(.addFiveMinutes(habit.name)))\">+\(HabitNotation.number(step))m</button>"
                )
            }
            let minus: HTML =
                "<button class=\"round-small minus\" name=\"action\" value=\"minus\" aria-label=\"\(t(.decrease(habit.name)))\" title=\"\(t(.decrease(habit.name)))\"\(attribute: "disabled", when: summary.todayAmount <= 0)>\(Glyph.minus.svg)</button>"
            let plus: HTML =
                "<button class=\"round-small plus\" name=\"action\" value=\"plus\" aria-label=\"\(t(.increase(habit.name)))\" title=\"\(t(.increase(habit.name)))\">\(Glyph.plus.svg)</button>"
            return form("<span class=\"stepper\">\(minus)\(plus)</span>")
        }
    }
}
